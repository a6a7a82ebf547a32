// What `npm run serve:nginx` and `npm run serve:caddy` share: the server installed (apt-get as root
// on Debian/Ubuntu, else one line of what to install), the ports and the certificate from the
// environment (a self-signed one for localhost when none is given), a folder of its own for the
// server's files, and the server run in the foreground until SIGTERM or Ctrl-C, nothing left behind.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Stops with one line on stderr and a non-zero status. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** What each server needs, and the Debian packages that bring it (openssl makes the local certificate). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const SERVERS = {
  nginx: {
    files: ['/usr/sbin/nginx', NGINX_BROTLI_MODULE, '/usr/bin/openssl'],
    packages: ['nginx-light', 'libnginx-mod-http-brotli-static', 'openssl'],
  },
  caddy: { files: ['/usr/bin/caddy', '/usr/bin/openssl'], packages: ['caddy', 'openssl'] },
};

/**
 * Installs `packages` with apt-get when any of `files` is missing, on Debian/Ubuntu as root; otherwise,
 * or if that fails, says in one line what to install and exits.
 */
export function ensureInstalled(what, { files, packages }) {
  const missing = () => files.filter((file) => !existsSync(file));
  if (missing().length === 0) return;
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const isDebianLike = /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
  if (isDebianLike && process.getuid?.() === 0) {
    console.log(`${what}: installing Debian’s ${packages.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (...args) => execFileSync('apt-get', [...args], { stdio: 'inherit', env });
    const install = () => apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
    // The test suite installs the browsers first, which updates the package lists: update only if needed.
    try {
      install();
    } catch {
      apt('update', '-qq');
      install();
    }
  }
  if (missing().length > 0)
    fail(
      `${what}: missing ${missing().join(', ')}. Install ${packages.join(' ')} (Debian/Ubuntu: \`sudo apt-get install ${packages.join(' ')}\`).`,
    );
}

/** A port from the environment variable `name`, else `fallback`. */
function portFrom(name, fallback) {
  const text = process.env[name] || String(fallback);
  const port = Number(text);
  if (!(Number.isInteger(port) && port > 0 && port < 65536)) fail(`${name} is not a port: ${text} (give 1 to 65535)`);
  return port;
}

/** A self-signed certificate for localhost (and its loopback addresses), written into `folder`. */
export function makeLocalhostCertificate(folder) {
  const cert = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  const names = 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1';
  const args = ['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30', '-subj', '/CN=localhost', '-addext', names];
  execFileSync('openssl', ['req', ...args, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * What a real server needs to start: the built site (`dir`, default dist), the ports (HTTP_PORT, default
 * 8080; HTTPS_PORT, default 8443), the certificate (TLS_CERT and TLS_KEY, else a self-signed one for
 * localhost, made here) and an empty folder for the server's own files.
 */
export function serverSetup(what) {
  const root = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(root, 'index.html'))) fail(`${what}: no built site in ${root}: run \`npm run build\` first`);
  const httpPort = portFrom('HTTP_PORT', 8080);
  const httpsPort = portFrom('HTTPS_PORT', 8443);
  const prefix = mkdtempSync(join(tmpdir(), `amplify-${what}-`));
  let cert = process.env.TLS_CERT;
  let key = process.env.TLS_KEY;
  if (!cert !== !key) fail(`${what}: set both TLS_CERT and TLS_KEY, or neither for a self-signed certificate`);
  if (cert && key) {
    cert = resolve(cert);
    key = resolve(key);
    for (const file of [cert, key]) if (!existsSync(file)) fail(`${what}: no such file: ${file}`);
  } else {
    ({ cert, key } = makeLocalhostCertificate(prefix));
    console.log(`${what}: a self-signed certificate for localhost: ${cert} (trust it, or pass TLS_CERT and TLS_KEY)`);
  }
  return { root, httpPort, httpsPort, prefix, cert, key };
}

/**
 * Runs `command` in the foreground until it exits; SIGTERM and SIGINT (Ctrl-C) are passed on and waited
 * for. Then removes `prefix` and exits with the server's status.
 */
export function runInForeground(what, command, args, { prefix, env = {} }) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const stop = (signal) => child.exitCode === null && child.kill(signal);
  process.on('SIGINT', () => stop('SIGTERM'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('error', (error) => {
    rmSync(prefix, { recursive: true, force: true });
    fail(`${what}: could not start ${command}: ${error.message}`);
  });
  child.on('exit', (status, signal) => {
    rmSync(prefix, { recursive: true, force: true });
    process.exit(signal === 'SIGTERM' || status === 0 ? 0 : (status ?? 1));
  });
}
