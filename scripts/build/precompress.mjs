// Build step: writes a brotli copy (quality 11) and a gzip copy beside every compressible file of the
// built site (header-policy.mjs says which), for servers that send them as they are (nginx brotli_static
// and gzip_static, Caddy's precompressed, sirv in `npm start`): br, else gzip, else the file itself.
// The gzip copies are Zopfli's (the gzip format, about 4% smaller than zlib's best); `--fast` makes
// them with zlib's best instead, for builds only the tests read, where Zopfli's seconds buy nothing.
// Usage: node scripts/build/precompress.mjs <dir> [--fast]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { COMPRESSIBLE } from '../serve/header-policy.mjs';

const {
  positionals: [dir = 'dist'],
  values: { fast },
} = parseArgs({ allowPositionals: true, options: { fast: { type: 'boolean', default: false } } });

const brotli = promisify(brotliCompress);
const zlibGzip = promisify(gzip);
const toBrotli = (body) =>
  brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const toGzip = (body) => (fast ? zlibGzip(body, { level: 9 }) : gzipAsync(body, { numiterations: 15 }));

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
const size = { raw: 0, br: 0, gzip: 0 };
await Promise.all(
  files.map(async (file) => {
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([toBrotli(body), toGzip(body)]);
    size.raw += body.length;
    size.br += br.length;
    size.gzip += gzipped.length;
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${files.length} files: ${kb(size.raw)} -> ${kb(size.br)} brotli, ${kb(size.gzip)} gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
