// Build step: writes a gzip copy beside every text file of the built site, compressed with
// Zopfli (the gzip format, about 4% smaller than zlib's best). Hosts that serve precompressed
// files (nginx gzip_static, Caddy's precompressed, scripts/serve/serve.mjs) send these as they are.
// Usage: node scripts/build/precompress.mjs <dir>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipAsync } from '@gfx/zopfli';
import { COMPRESSIBLE } from '../serve/compressible.mjs';

const {
  positionals: [dir = 'dist'],
} = parseArgs({ allowPositionals: true });

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)])),
  );
  return nested.flat();
}

const started = Date.now();
const files = (await filesUnder(dir)).filter(
  (file) => COMPRESSIBLE.has(extname(file)) && !file.includes(`${join(dir, '.vite')}`),
);
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    const gzipped = await gzipAsync(body, { numiterations: 15 });
    before += body.length;
    after += gzipped.length;
    await writeFile(`${file}.gz`, gzipped);
  }),
);
console.log(
  `precompressed ${files.length} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
