// Serves a built site the way a static host does: files, directory index.html, 404.html for the rest,
// gzip: the build's precompressed `.gz` copy when there is a current one, else compressed here.
// Used by `npm run preview` (scripts/serve/serve.mjs), the e2e tests and the benchmarks.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
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

/** Longest request path answered; longer ones get 414, as nginx's default header buffers give. */
const MAX_PATH_LENGTH = 2048;

/** A request the server refuses before looking for a file: its status and the plain text it says. */
class Refusal extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

/**
 * The file under `root` that `pathname` names, or null. Refuses (throws a Refusal) an address that
 * is too long, not valid percent-encoding, holds a NUL, or climbs out of the root with `..` in any
 * spelling (`%2e%2e`, an encoded slash or backslash); no answer reveals the server's files or errors.
 */
function resolveFile(root, pathname) {
  if (pathname.length > MAX_PATH_LENGTH) throw new Refusal(414, 'URI too long');
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new Refusal(400, 'Bad request: malformed address');
  }
  if (decoded.includes('\0')) throw new Refusal(400, 'Bad request: malformed address');
  if (decoded.split(/[/\\]/).includes('..')) throw new Refusal(400, 'Bad request: malformed address');
  const candidate = join(root, normalize(decoded));
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return null;
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

/** A short plain-text answer (errors), with no body for HEAD. */
function sendText(request, response, status, text, headers = {}) {
  if (response.headersSent) return response.destroy();
  const body = `${text}\n`;
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves `dir` on `port` (0: any free port) of `host` and resolves once it listens. Unknown paths get
 * `404.html` with status 404, as most static hosts answer; `fallback: 'index'` answers them with
 * `index.html` and 200 instead, as a host that can only fall back to the app's shell does.
 * @param {string} dir
 * @param {{ port?: number, host?: string, fallback?: '404' | 'index' }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer(dir, { port = 0, host = '127.0.0.1', fallback = '404' } = {}) {
  const root = resolve(dir);
  const notFoundPage = fallback === 'index' ? 'index.html' : '404.html';
  const notFoundStatus = fallback === 'index' ? 200 : 404;
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendText(request, response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const file = resolveFile(root, pathname);
      if (file) return await send(root, request, response, file, 200);
      const fallback = join(root, notFoundPage);
      if (existsSync(fallback) && !pathname.startsWith('/assets/') && !pathname.startsWith('/data/')) {
        return await send(root, request, response, fallback, notFoundStatus);
      }
      sendText(request, response, 404, 'Not found');
    } catch (error) {
      if (error instanceof Refusal) return sendText(request, response, error.status, error.message);
      console.error(error);
      sendText(request, response, 500, 'Internal server error');
    }
  });
  return new Promise((resolveStarted, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolveStarted({
        url: `http://127.0.0.1:${bound}`,
        port: bound,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
