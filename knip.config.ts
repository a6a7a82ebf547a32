// Unused files, exports, types and dependencies, and imports of packages package.json does not
// list. `npm run knip` runs it twice: over everything, and over the shipped code alone (the `!`
// entries), where an export that only its tests use counts as unused.
import type { KnipConfig } from 'knip';

/** What a stylesheet imports: @import, CSS modules' `composes: … from`, and packages in url() (the fonts). */
const cssImports = (text: string) =>
  [
    ...[...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, path]) => path!),
    ...[...text.matchAll(/composes:[^;]*\bfrom\s+['"]([^'"]+)['"]/g)].map(([, path]) => path!),
    ...[...text.matchAll(/url\(['"]?(@[^'")]+)['"]?\)/g)].map(([, path]) => path!),
  ]
    .map((path) => `import '${path}';`)
    .join('\n');

const config: KnipConfig = {
  workspaces: {
    '.': {
      // index.html names src/main.tsx; the build pre-renders through src/entry-server.tsx.
      entry: [
        'src/entry-server.tsx!',
        // vite.config.ts puts it in place of use-sync-external-store/shim, which wouter imports.
        'src/lib/use-sync-external-store-shim.ts!',
        'scripts/{build,lint,serve,test,vite}/*.{mjs,js,ts}!',
        'tests/e2e/**/*.ts',
        'tests/engines/run.mjs',
      ],
      // Helpers only tests import (*.test-support.ts) are not shipped code.
      project: [
        'src/**/*.{ts,tsx,css}!',
        '!src/**/*.test-support.ts!',
        'scripts/{build,lint,serve,test,vite}/*.{mjs,js,ts}!',
        'tests/**/*.{ts,mjs,js}',
      ],
    },
    // The benchmark and its parts, with the tools that only they use in a package of their own. Its entry,
    // bench.mjs, is named for the production pass, which does not read `npm run bench` (the other pass
    // does, hence its hint that the entry is redundant).
    'scripts/bench': { entry: ['bench.mjs!'], project: ['*.{mjs,css}!'] }, // css: the compiler above applies to every workspace
  },
  compilers: { css: cssImports },
  // Installed by scripts/test/ensure-chromium.mjs on Debian when no Chromium is found; openssl (certificates
  // for the local servers) by scripts/test/ensure-servers.mjs; pgrep is Debian's procps.
  ignoreBinaries: ['apt-get', 'openssl', 'pgrep'],
};

export default config;
