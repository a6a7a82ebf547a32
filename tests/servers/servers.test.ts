// The same answers from the shipped nginx and Caddy configs (over TLS, started as `npm run serve:nginx`
// and `serve:caddy` start them) and from `npm start`'s server: statuses, the 404 page, refusals, every
// header per kind of file, the encodings, the redirect to HTTPS, and a clean stop. On a small site made
// here, precompressed by the build's own step; the e2e suite runs the real site behind nginx.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/serve/header-policy.mjs';
import { makeLocalhostCertificate } from '../../scripts/serve/real-server.mjs';
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server.mjs';

const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'rewards/index.html': '<h1>rewards</h1>',
  '404.html': '<h1>not found</h1>',
  'assets/app-B1a2c3.js': 'export const app = 1;',
  'assets/style-C4d5e6.css': 'body { margin: 0 }',
  'assets/inter-D7e8f9.woff2': 'wOF2 bytes',
  'icons/icon-192.png': 'PNG bytes',
  'data/leaderboard.json': '{"miners":[]}',
  'manifest.webmanifest': '{"name":"Amplify"}',
  '.vite/manifest.json': '{}',
};
const REFUSED = 'Bad request: malformed address';

let base: string;
let site: string;
let cert: string;
let key: string;
let npmStart: StaticServer;
interface Real {
  child: ChildProcess;
  http: number;
  https: number;
}
const real: Record<'nginx' | 'caddy', Real> = {} as never;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
/** GET `path` exactly as written (fetch would normalise it), over TLS trusting this run's certificate, or plain HTTP. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  const options = { host: 'localhost', port: url.port, path, headers, ...(secure ? { ca: readFileSync(cert) } : {}) };
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts `npm run serve:<name>` on free ports and waits until it answers. */
async function startReal(name: 'nginx' | 'caddy'): Promise<Real> {
  const [http, https] = [await freePort(), await freePort()];
  const env = { ...process.env, HTTP_PORT: String(http), HTTPS_PORT: String(https), TLS_CERT: cert, TLS_KEY: key };
  const child = spawn(process.execPath, [`scripts/serve/serve-${name}.mjs`, site], { env, stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    try {
      await get(`https://localhost:${https}`, '/');
      return { child, http, https };
    } catch (error) {
      if (tries > 100 || child.exitCode !== null) throw new Error(`${name} did not start`, { cause: error });
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'servers-'));
  site = join(base, 'site');
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
  }
  writeFileSync(join(base, 'secret.txt'), 'outside the root');
  execFileSync(process.execPath, ['scripts/build/precompress.mjs', site, '--fast'], { stdio: 'ignore' });
  ({ cert, key } = makeLocalhostCertificate(base));
  [real.nginx, real.caddy, npmStart] = await Promise.all([
    startReal('nginx'),
    startReal('caddy'),
    startStaticServer(site, { port: 0 }),
  ]);
}, 60_000);

afterAll(async () => {
  for (const { child } of Object.values(real)) if (child?.exitCode === null) child.kill('SIGKILL');
  await npmStart?.close();
  rmSync(base, { recursive: true, force: true });
});

const SERVERS = [
  { name: 'nginx', origin: () => `https://localhost:${real.nginx.https}`, https: true },
  { name: 'caddy', origin: () => `https://localhost:${real.caddy.https}`, https: true },
  { name: 'npm start', origin: () => npmStart.url, https: false },
];

describe.each(SERVERS)('$name', ({ name, origin, https }) => {
  it('serves each page, with or without its trailing slash or index.html', async () => {
    for (const [path, body] of [
      ['/', '<h1>home</h1>'],
      ['/index.html', '<h1>home</h1>'],
      ['/rewards', '<h1>rewards</h1>'],
      ['/rewards/', '<h1>rewards</h1>'],
      ['/rewards/index.html', '<h1>rewards</h1>'],
    ] as const) {
      const answer = await get(origin(), path);
      expect({ path, status: answer.status, body: answer.body.toString() }).toEqual({ path, status: 200, body });
    }
  });

  it('answers an unknown path, a missing asset and a dotfile with the not-found page and 404', async () => {
    for (const path of [
      '/no/such/page',
      '/404',
      '/assets/gone-X1.js',
      '/.vite/manifest.json',
      '/rewards/index.html/',
    ]) {
      const answer = await get(origin(), path);
      expect({ path, status: answer.status, body: answer.body.toString() }).toEqual({
        path,
        status: 404,
        body: '<h1>not found</h1>',
      });
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('refuses a malformed address and an encoded `..` with 400 and a plain message', async () => {
    for (const path of [
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e/index.html',
      '/%2e%2e/secret.txt',
    ]) {
      const answer = await get(origin(), path);
      expect({ path, status: answer.status, body: answer.body.toString() }).toEqual({
        path,
        status: 400,
        body: REFUSED,
      });
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    const malformed = await get(origin(), '/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-type']).toBe('text/plain; charset=utf-8');
    // Go's HTTP server, under Caddy, refuses a broken escape itself, before Caddy sees it.
    expect(malformed.body.toString()).toBe(name === 'caddy' ? '400 Bad Request' : REFUSED);
  });

  it('sends every header of the policy, per kind of file', async () => {
    const kinds = [
      ['/rewards', 'text/html; charset=utf-8', 'no-cache', true],
      ['/data/leaderboard.json', 'application/json; charset=utf-8', 'no-cache', true],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8', 'no-cache', true],
      ['/icons/icon-192.png', 'image/png', 'no-cache', false],
      ['/assets/app-B1a2c3.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable', true],
      ['/assets/style-C4d5e6.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable', true],
      ['/assets/inter-D7e8f9.woff2', 'font/woff2', 'public, max-age=31536000, immutable', false],
      ['/no/such/page', 'text/html; charset=utf-8', 'no-cache', true],
    ] as const;
    for (const [path, type, cache, varies] of kinds) {
      const { headers } = await get(origin(), path, { 'accept-encoding': 'br, gzip' });
      expect({ path, type: headers['content-type'], cache: headers['cache-control'], vary: headers.vary }).toEqual({
        path,
        type,
        cache,
        vary: varies ? 'Accept-Encoding' : undefined,
      });
      for (const [header, value] of Object.entries(SECURITY_HEADERS)) {
        const expected = header === 'Strict-Transport-Security' && !https ? undefined : value;
        expect(headers[header.toLowerCase()], `${path}: ${header}`).toBe(expected);
      }
    }
  });

  it('sends brotli, else gzip, else the file itself, by Accept-Encoding', async () => {
    const file = join(site, 'rewards', 'index.html');
    for (const [accepted, encoding, bytes] of [
      ['gzip, deflate, br', 'br', readFileSync(`${file}.br`)],
      ['gzip', 'gzip', readFileSync(`${file}.gz`)],
      ['identity', undefined, readFileSync(file)],
    ] as const) {
      const answer = await get(origin(), '/rewards', { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBe(encoding);
      expect(answer.body.equals(bytes), accepted).toBe(true);
    }
    const font = await get(origin(), '/assets/inter-D7e8f9.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
  });
});

describe.each(['nginx', 'caddy'] as const)('%s', (name) => {
  it('redirects plain HTTP to the same address over HTTPS, with 301', async () => {
    const answer = await get(`http://localhost:${real[name].http}`, '/rewards?from=a%20link');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://localhost:${real[name].https}/rewards?from=a%20link`);
  });

  it('stops on SIGTERM, leaving no process behind', async () => {
    const { child } = real[name];
    const server = Number(
      execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(alive(server)).toBe(true);
    const exited = new Promise((done) => child.once('exit', (status) => done(status)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(server)).toBe(false);
    expect(existsSync(`/proc/${server}`)).toBe(false);
  });
});
