// Makes sure the tests have the real servers the site is deployed behind: Debian's nginx (with its
// brotli_static module) and Caddy, and openssl for a certificate. Installs them with apt-get on a
// Debian/Ubuntu machine as root; elsewhere prints the one line of what to install. Node's own modules only.
import { ensureInstalled, SERVERS } from '../serve/real-server.mjs';

ensureInstalled('servers', {
  files: [...new Set([...SERVERS.nginx.files, ...SERVERS.caddy.files])],
  packages: [...new Set([...SERVERS.nginx.packages, ...SERVERS.caddy.packages])],
});
console.log('servers: using Debian’s nginx and Caddy');
