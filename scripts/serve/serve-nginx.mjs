// `npm run serve:nginx [dir]`: serves the built site (dist/) behind Debian's nginx with the shipped config
// (deploy/nginx/amplify-site.conf), over HTTPS on HTTPS_PORT (8443) and with a 301 to it from HTTP_PORT
// (8080); TLS_CERT and TLS_KEY name the certificate, else a self-signed one for localhost is made. In the
// foreground until SIGTERM or Ctrl-C. The wrapper written here is what deploy/nginx/amplify.conf is for a
// real deploy, with this run's ports, certificate and folders.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureInstalled, NGINX_BROTLI_MODULE, runInForeground, SERVERS, serverSetup } from './real-server.mjs';

ensureInstalled('nginx', SERVERS.nginx);

const { root, httpPort, httpsPort, prefix, cert, key } = serverSetup('nginx');
const site = resolve('deploy/nginx/amplify-site.conf');
// Started by root, nginx's workers would run as nobody, who cannot read a site under /root or a temporary
// folder: this foreground server runs as whoever started it.
const user = process.getuid?.() === 0 ? 'user root;\n' : '';
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
  (kind) => `  ${kind}_temp_path ${join(prefix, kind)};`,
);
writeFileSync(
  join(prefix, 'nginx.conf'),
  `daemon off;
${user}worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
load_module ${NGINX_BROTLI_MODULE};
events {
  worker_connections 512;
}
http {
  access_log off;
${temp.join('\n')}
  sendfile on;
  server {
    listen localhost:${httpPort};
    server_tokens off;
    return 301 https://$host:${httpsPort}$request_uri;
  }
  server {
    listen localhost:${httpsPort} ssl http2;
    server_name localhost;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    root ${root};
    include ${site};
  }
}
`,
);
console.log(
  `nginx: serving ${root} at https://localhost:${httpsPort}/ (http://localhost:${httpPort}/ redirects there)`,
);
runInForeground('nginx', SERVERS.nginx.files[0], ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
  prefix,
});
