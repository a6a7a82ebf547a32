// Builds the site: the client bundle, then a server bundle that pre-renders every route to HTML,
// then `_headers` (the header policy for Netlify and Cloudflare Pages) and brotli and gzip copies of
// every text file for hosts that serve them precompressed (not for e2e).
// Usage: node scripts/build/build-site.mjs [--mode production|e2e] [--outDir dist]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { headersFile } from '../serve/host-configs.mjs';

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string', default: 'dist' } },
});
const { mode, outDir } = values;
const ssrDir = `${outDir}-ssr`;

const vite = (...viteArgs) => execFileSync('npx', ['vite', 'build', '--mode', mode, ...viteArgs], { stdio: 'inherit' });
vite('--outDir', outDir, '--emptyOutDir');
vite('--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir');
execFileSync('node', ['scripts/build/prerender.mjs', outDir, ssrDir], { stdio: 'inherit' });
writeFileSync(join(outDir, '_headers'), headersFile());
// The e2e build is served only to the tests, over loopback: compressed copies buy nothing there (the real
// servers' test makes and checks its own).
if (mode !== 'e2e') execFileSync('node', ['scripts/build/precompress.mjs', outDir], { stdio: 'inherit' });
