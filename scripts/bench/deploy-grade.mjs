// The `deploy` part: the build served as it is deployed, by nginx and by Caddy with the shipped configs
// (npm run serve:nginx, serve:caddy, over TLS with a certificate made here), graded by the MDN HTTP
// Observatory's own tests (observatory-scan.mjs). Budget: A+ with a score of at least 135 on both, every
// bonus a site can earn short of the HSTS preload list. Each test's result is listed under the table.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET = { grade: 'A+', score: 135 };
const SCAN = fileURLToPath(new URL('./observatory-scan.mjs', import.meta.url));

async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

/** Runs `npm run serve:<server>` on `dist` until `use(ports)` settles, then stops it as Ctrl-C would. */
async function withServer(server, dist, tls, use) {
  const ports = { http: await freePort(), https: await freePort() };
  const env = { ...process.env, HTTP_PORT: String(ports.http), HTTPS_PORT: String(ports.https), ...tls };
  const child = spawn(process.execPath, [`scripts/serve/serve-${server}.mjs`, dist], { env, stdio: 'ignore' });
  try {
    for (let tries = 0; ; tries += 1) {
      const answered = await fetch(`http://localhost:${ports.http}/`, { redirect: 'manual' }).then(
        (response) => response.status === 301,
        () => false,
      );
      if (answered) break;
      if (tries > 100 || child.exitCode !== null) throw new Error(`${server} did not start`);
      await new Promise((done) => setTimeout(done, 100));
    }
    return await use(ports);
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

export const deployPart = {
  browser: false,
  async measure({ dist }) {
    const folder = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
    const tls = { TLS_CERT: join(folder, 'cert.pem'), TLS_KEY: join(folder, 'key.pem') };
    const names = 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1';
    const args = ['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', names];
    execFileSync('openssl', ['req', ...args, '-keyout', tls.TLS_KEY, '-out', tls.TLS_CERT], { stdio: 'ignore' });
    const rows = [];
    const notes = [];
    try {
      for (const server of ['nginx', 'caddy']) {
        const report = await withServer(server, dist, tls, ({ http, https }) =>
          JSON.parse(
            execFileSync(process.execPath, [SCAN, 'localhost', String(http), String(https)], {
              env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.TLS_CERT },
              encoding: 'utf8',
            }),
          ),
        );
        rows.push(
          [`${server}: Observatory grade`, report.grade, BUDGET.grade, report.grade === BUDGET.grade],
          [`${server}: Observatory score`, String(report.score), `>= ${BUDGET.score}`, report.score >= BUDGET.score],
        );
        const tests = Object.entries(report.tests).map(
          ([name, { pass, result, modifier }]) =>
            `  ${pass ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${String(modifier >= 0 ? `+${modifier}` : modifier).padStart(4)}  ${result}`,
        );
        notes.push(`The Observatory's tests of the ${server} deploy:\n${tests.join('\n')}`);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    return { rows, notes };
  },
};
