// Serves a built site the way a static host does: files, directory index.html, 404.html for the rest,
// gzip: the build's precompressed `.gz` copy when there is a current one, else compressed here.
// Used by `npm run preview` (scripts/serve.mjs), the e2e tests and the benchmarks.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from './compressible.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const gzipCache = new Map();

function resolveFile(root, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

async function send(root, request, response, file, status) {
  const ext = extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    // Keyed by modification time too, so a rebuild under a running server is served fresh.
    const { mtimeMs, size } = statSync(file);
    const key = `${file}:${mtimeMs}:${size}`;
    let body = gzipCache.get(key);
    if (!body) {
      const precompressed = `${file}.gz`;
      const current = existsSync(precompressed) && statSync(precompressed).mtimeMs >= mtimeMs;
      body = current ? await readFile(precompressed) : gzipSync(await readFile(file), { level: 9 });
      gzipCache.set(key, body);
    }
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * Serves `dir` on `port` (0: any free port) and resolves once it listens.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer(dir, { port = 0 } = {}) {
  const root = resolve(dir);
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = resolveFile(root, pathname);
      if (file) return await send(root, request, response, file, 200);
      const notFound = join(root, '404.html');
      if (existsSync(notFound) && !pathname.startsWith('/assets/') && !pathname.startsWith('/data/')) {
        return await send(root, request, response, notFound, 404);
      }
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
  return new Promise((resolveStarted, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolveStarted({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
