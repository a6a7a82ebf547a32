// `npm run test:servers`: the real servers' test, apart from the unit tests because it needs Debian's
// nginx and Caddy, which the test suite installs beside the browsers (scripts/test/run-tests.mjs).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/servers/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
