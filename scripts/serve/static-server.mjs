// Serves a built site the way the shipped nginx and Caddy configs do (deploy/), over plain HTTP: files
// through sirv, with the build's `.br`/`.gz` copies by Accept-Encoding and the header policy's headers
// (header-policy.mjs) less HSTS; a folder's index.html for the folder; 404.html with 404 for the rest;
// 400 for the addresses the policy refuses. Used by `npm start` (serve.mjs), the tests and the benchmark.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { headersFor, REFUSED_ADDRESS, REFUSED_TEXT } from './header-policy.mjs';

const HTTP = { https: false };

/** A short plain-text answer (refusals), with no body for HEAD. */
function sendText(request, response, status, text, extra = {}) {
  const body = text;
  response.writeHead(status, {
    ...headersFor('/refused.txt', HTTP),
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The page answered for unknown paths, with its precompressed copies, read once. */
function readPage(root, name) {
  const file = join(root, name);
  if (!existsSync(file)) return null;
  const copy = (suffix) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return { identity: readFileSync(file), br: copy('.br'), gzip: copy('.gz'), headers: headersFor(`/${name}`, HTTP) };
}

/** Sends `page` with `status`, brotli or gzip where the client takes them, as sirv sends files. */
function sendPage(request, response, page, status) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = page.br && /\bbr\b/.test(accepted) ? 'br' : page.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const body = encoding ? page[encoding] : page.identity;
  response.writeHead(status, {
    ...page.headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * The address with a folder's index.html in place of the folder, as nginx's `try_files $uri
 * $uri/index.html` and Caddy's `try_files {path} {path}/index.html` find it: `/rewards`, `/rewards/`.
 * Dotfiles (`.vite/`) are not served, by any of them.
 */
function pagePath(url) {
  const [path, query = ''] = url.split(/\?(.*)/s);
  const last = path.slice(path.lastIndexOf('/') + 1);
  const page = last.includes('.') ? path : `${path.replace(/\/$/, '')}/index.html`;
  return query ? `${page}?${query}` : page;
}

/**
 * Serves `dir` on `port` (0: any free port) of `host` and resolves once it listens. Unknown paths get
 * `404.html` with status 404, as the shipped configs answer; `fallback: 'index'` answers them with
 * `index.html` and 200 instead, as a host that can only fall back to the app's shell does.
 * @param {string} dir
 * @param {{ port?: number, host?: string, fallback?: '404' | 'index' }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export function startStaticServer(dir, { port = 0, host = '127.0.0.1', fallback = '404' } = {}) {
  const root = resolve(dir);
  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    // Only the file named (pagePath turned a folder into its index.html): `/404` is not `404.html`.
    extensions: [],
    setHeaders: (response, pathname) => {
      response.removeHeader('Vary');
      for (const [name, value] of Object.entries(headersFor(pathname, HTTP))) response.setHeader(name, value);
    },
  });
  const notFound =
    fallback === 'index'
      ? { page: readPage(root, 'index.html'), status: 200 }
      : { page: readPage(root, '404.html'), status: 404 };
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(request, response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    if (REFUSED_ADDRESS.test(request.url ?? '/')) return sendText(request, response, 400, REFUSED_TEXT);
    request.url = pagePath(request.url ?? '/');
    files(request, response, () => {
      if (notFound.page) return sendPage(request, response, notFound.page, notFound.status);
      sendText(request, response, 404, 'Not found');
    });
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
