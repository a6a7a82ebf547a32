// Serves the built site for the cross-engine suite through the site's own static server, or the deploy
// at ENGINES_SITE (e.g. https://localhost:8443, `npm run serve:nginx`; trust its certificate with
// NODE_EXTRA_CA_CERTS), with its headers as they are, and one change: every HTML page loads page-probe.js
// first (a same-origin script, so the site's CSP allows it).
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { startStaticServer } from '../../scripts/serve/static-server.mjs';

const PROBE_PATH = '/__engines/probe.js';
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

/** Starts the server on a free port; resolves with its origin and a `close()`. */
export async function startSiteServer(dir) {
  const site = process.env.ENGINES_SITE
    ? { url: process.env.ENGINES_SITE.replace(/\/$/, '') }
    : await startStaticServer(dir, { port: 0 });
  const upstream = new URL(site.url);
  const request = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const probe = await readFile(new URL('./page-probe.js', import.meta.url));
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === PROBE_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return outgoing.end(probe);
    }
    const headers = { ...incoming.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forwarded = request(`${site.url}${incoming.url}`, { method: incoming.method, headers }, (answer) => {
      const isHtml = /text\/html/.test(answer.headers['content-type'] ?? '');
      if (!isHtml) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        return answer.pipe(outgoing);
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace('<head>', `<head>${PROBE_TAG}`);
        const rest = { ...answer.headers };
        delete rest['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, rest);
        outgoing.end(html);
      });
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    close: () => Promise.all([new Promise((resolve) => server.close(resolve)), site.close?.()]),
  };
}
