// Builds the site: the client bundle, then a server bundle that pre-renders every route to HTML,
// then `_headers` (the header policy for Netlify and Cloudflare Pages) and brotli and gzip copies of
// every text file for hosts that serve them precompressed.
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
// The e2e build is served only to the tests, over loopback: Zopfli's seconds buy nothing there (--fast).
const precompress = ['scripts/build/precompress.mjs', outDir, ...(mode === 'e2e' ? ['--fast'] : [])];
execFileSync('node', precompress, { stdio: 'inherit' });
