// The build served as it is deployed: by nginx or Caddy with the shipped configs (npm run serve:nginx,
// serve:caddy), over HTTP/2 and TLS, with a certificate for localhost made for the run. Read by the
// `deploy` part (the Observatory's grade) and the `mobile` part (Lighthouse's phone run, whose simulated
// network counts a connection's round trips: HTTP/1.1 opens six, HTTP/2 one).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeLocalhostCertificate } from '../serve/real-server.mjs';

async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Runs `npm run serve:<server>` on `dist` until `use({ http, https, cert })` settles (the ports, and the
 * certificate's file, for a client to trust), then stops it as Ctrl-C would and removes the certificate.
 */
export async function withDeployedServer(server, dist, use) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-deploy-'));
  const { cert, key } = makeLocalhostCertificate(folder);
  const tls = { TLS_CERT: cert, TLS_KEY: key };
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
    return await use({ ...ports, cert });
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  }
}
