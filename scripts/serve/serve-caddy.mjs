// `npm run serve:caddy [dir]`: serves the built site (dist/) with Debian's Caddy and the shipped snippet
// (deploy/caddy/amplify-site.caddy), over HTTPS on HTTPS_PORT (8443) and with a 301 to it from HTTP_PORT
// (8080); TLS_CERT and TLS_KEY name the certificate, else a self-signed one for localhost is made. In the
// foreground until SIGTERM or Ctrl-C. The Caddyfile written here is deploy/caddy/Caddyfile with this run's
// ports and certificate in place of the certificate Caddy would get for a real domain.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureInstalled, runInForeground, SERVERS, serverSetup } from './real-server.mjs';

ensureInstalled('caddy', SERVERS.caddy);

const { root, httpPort, httpsPort, prefix, cert, key } = serverSetup('caddy');
const config = join(prefix, 'Caddyfile');
writeFileSync(
  config,
  `{
	admin off
	auto_https disable_redirects
	storage file_system ${join(prefix, 'storage')}
	http_port ${httpPort}
	https_port ${httpsPort}
}
import ${resolve('deploy/caddy/amplify-site.caddy')}

https://localhost:${httpsPort} {
	tls ${cert} ${key}
	root * ${root}
	import amplify_site
}

http://localhost:${httpPort} {
	redir https://{host}:${httpsPort}{uri} permanent
}
`,
);
console.log(
  `caddy: serving ${root} at https://localhost:${httpsPort}/ (http://localhost:${httpPort}/ redirects there)`,
);
// Caddy's own files (its autosave, a certificate store) stay in this run's folder.
const env = { XDG_CONFIG_HOME: prefix, XDG_DATA_HOME: prefix, HOME: prefix };
runInForeground('caddy', SERVERS.caddy.files[0], ['run', '--adapter', 'caddyfile', '--config', config], {
  prefix,
  env,
});
