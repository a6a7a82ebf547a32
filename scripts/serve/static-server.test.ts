// `npm start`'s server (sirv) answers as the shipped nginx and Caddy configs do (deploy/; the same answers
// from all three are checked in tests/servers/): the header policy, the precompressed copies, a plain
// status and message for bad addresses, never a file outside its root or a word about its own errors.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from './static-server.mjs';

const SECRET = 'secret outside the root';
let base: string;
let server: StaticServer;
let fallbackServer: StaticServer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends `path` exactly as written (fetch would normalise it first), with `method`. */
function ask(url: string, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(base, 'site');
  mkdirSync(join(root, 'rewards'), { recursive: true });
  mkdirSync(join(base, 'site-private'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(join(root, 'rewards', 'index.html'), '<h1>rewards</h1>');
  writeFileSync(join(root, 'rewards', 'index.html.br'), 'brotli copy');
  writeFileSync(join(root, 'rewards', 'index.html.gz'), 'gzip copy');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'app()');
  writeFileSync(join(base, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'site-private', 'secret.txt'), SECRET);
  server = await startStaticServer(root);
  fallbackServer = await startStaticServer(root, { fallback: 'index' });
});

afterAll(async () => {
  await server.close();
  await fallbackServer.close();
  rmSync(base, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves files, directory indexes and the 404 page', async () => {
    expect(await ask(server.url, '/')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
    expect(await ask(server.url, '/rewards')).toMatchObject({ status: 200, body: '<h1>rewards</h1>' });
    expect(await ask(server.url, '/no/such/page')).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
  });

  it('answers a malformed percent-encoding with 400 and a plain message', async () => {
    const answer = await ask(server.url, '/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('Bad request: malformed address');
  });

  it('refuses `..` in the address, however it is spelled, and never serves a file outside its root', async () => {
    const climbs = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/.%2e/secret.txt',
      '/rewards/../../secret.txt',
      '/%2e%2e/site-private/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
      '/rewards%2f..%2f..%2fsecret.txt',
      '/..%2fsite-private%2fsecret.txt',
    ];
    for (const path of climbs) expect(await ask(server.url, path), path).toMatchObject({ status: 400 });
    // Encoded twice, the climb is only a strange file name.
    expect(await ask(server.url, '/%252e%252e%252fsecret.txt')).toMatchObject({ status: 404 });
    for (const path of climbs) expect((await ask(server.url, path)).body).not.toContain(SECRET);
  });

  it('refuses a NUL in the address', async () => {
    expect(await ask(server.url, '/index.html%00.png')).toMatchObject({ status: 400 });
    expect(await ask(server.url, '/%00')).toMatchObject({ status: 400 });
  });

  it('sends the header policy less HSTS, and the build’s brotli or gzip copy by Accept-Encoding', async () => {
    const page = await ask(server.url, '/rewards', 'GET', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    });
    expect(page.body).toBe('brotli copy');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const gzip = await ask(server.url, '/rewards/', 'GET', { 'accept-encoding': 'gzip' });
    expect(gzip).toMatchObject({ status: 200, body: 'gzip copy', headers: { 'content-encoding': 'gzip' } });
    const asset = await ask(server.url, '/assets/app.js');
    expect(asset.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe('app()');
  });

  it('answers HEAD with the headers GET would send and no body', async () => {
    const get = await ask(server.url, '/rewards');
    const head = await ask(server.url, '/rewards', 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    expect(await ask(server.url, '/no/such/page', 'HEAD')).toMatchObject({ status: 404, body: '' });
    expect(await ask(server.url, '/%E0%A4%A', 'HEAD')).toMatchObject({ status: 400, body: '' });
  });

  it('allows only GET and HEAD', async () => {
    const post = await ask(server.url, '/', 'POST');
    expect(post).toMatchObject({ status: 405, body: 'Method not allowed' });
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('can fall back to index.html with 200, as hosts without a 404 page do', async () => {
    expect(await ask(fallbackServer.url, '/no/such/page')).toMatchObject({ status: 200, body: '<h1>home</h1>' });
    expect(await ask(fallbackServer.url, '/rewards')).toMatchObject({ status: 200, body: '<h1>rewards</h1>' });
  });
});
