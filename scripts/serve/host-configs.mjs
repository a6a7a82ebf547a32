// Writes the header policy (header-policy.mjs) in each host's own format: nginx, Caddy, and the
// `_headers` file Netlify and Cloudflare Pages read. The nginx and Caddy files are committed in deploy/
// (`npm run build:host-configs` rewrites them; host-configs.test.ts fails while they drift); the build
// writes `_headers` into dist/. What each file gives each host: deploy/README.md.
import {
  CACHE_CONTROL,
  COMPRESSIBLE,
  CONTENT_TYPES,
  HASHED_PREFIX,
  REFUSED_ADDRESS,
  REFUSED_TEXT,
  SECURITY_HEADERS,
} from './header-policy.mjs';

const GENERATED =
  'Generated from scripts/serve/header-policy.mjs by `npm run build:host-configs`: edit that, not this.';
const extensions = Object.keys(CONTENT_TYPES).map((ext) => ext.slice(1));
/** Files sent as they are: the same bytes whatever the client accepts, so no Vary. */
const UNENCODED = extensions.filter((ext) => !COMPRESSIBLE.has(`.${ext}`));
const mediaType = (type) => type.split(';')[0];
const hasCharset = (type) => type.includes('charset=utf-8');
/** The refusal regex as it was written, without JavaScript's `/…/i`. */
const REFUSED = REFUSED_ADDRESS.source;
/** Where nginx sends what it refuses: no file, and no address a client can ask for (`internal`). */
const REFUSED_LOCATION = '/.refused';

/** nginx `add_header` lines: the security headers, this kind's caching, and Vary where asked. */
function nginxHeaders(cacheControl, { vary = false, indent = '  ' } = {}) {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': cacheControl, ...(vary ? { Vary: 'Accept-Encoding' } : {}) };
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');
}

/** deploy/nginx/amplify-site.conf: everything inside the site's `server {}` but its address, name, TLS and root. */
export function nginxSiteConf() {
  const types = Object.entries(CONTENT_TYPES).map(([ext, type]) => `  ${mediaType(type)} ${ext.slice(1)};`);
  const charsetTypes = [...new Set(Object.values(CONTENT_TYPES).filter(hasCharset).map(mediaType))].filter(
    (type) => type !== 'text/html',
  );
  const unencoded = `\\.(${UNENCODED.join('|')})$`;
  return `# ${GENERATED}
# Include it inside the site's \`server {}\`, after \`root\` (deploy/nginx/amplify.conf shows the whole server).
# Needs libnginx-mod-http-brotli-static (brotli_static); every add_header says \`always\` to reach error answers,
# and each location repeats the security headers because a location's add_header drops the server's.

types {
${types.join('\n')}
}
default_type application/octet-stream;
charset utf-8;
charset_types ${charsetTypes.join(' ')};

# The build's .br and .gz copies, by Accept-Encoding: br, else gzip, else the file itself.
brotli_static on;
gzip_static on;
server_tokens off;

# A \`%\` that starts no escape, an encoded NUL, \`..\` in any spelling: 400 with a plain message, for the
# addresses nginx itself refuses (error_page) as for those it would take.
if ($request_uri ~* "${REFUSED.replaceAll('\\\\', '\\\\\\\\')}") {
  rewrite ^ ${REFUSED_LOCATION} last;
}
error_page 400 ${REFUSED_LOCATION};
location = ${REFUSED_LOCATION} {
  internal;
  default_type text/plain;
${nginxHeaders('no-store')}
  return 400 "${REFUSED_TEXT}";
}

error_page 404 /404.html;
# Dotfiles (the build's .vite/ manifest) are not part of the site.
location ~ /\\. {
  return 404;
}

# Pages (a folder's index.html, the same with or without its trailing slash) and unhashed files.
location / {
  try_files $uri $uri/index.html =404;
${nginxHeaders(CACHE_CONTROL.unhashed, { vary: true })}
}
location ~* ${unencoded} {
${nginxHeaders(CACHE_CONTROL.unhashed)}
}

# Files whose names carry their content's hash.
location ^~ ${HASHED_PREFIX} {
${nginxHeaders(CACHE_CONTROL.hashed, { vary: true })}
  location ~* ${unencoded} {
${nginxHeaders(CACHE_CONTROL.hashed, { indent: '    ' })}
  }
}
`;
}

/** deploy/nginx/amplify.conf: the two servers of a real deploy, for /etc/nginx/conf.d/. */
export function nginxServerConf() {
  return `# ${GENERATED}
# A whole deploy: copy it to /etc/nginx/conf.d/, amplify-site.conf to /etc/nginx/snippets/, and the built
# site to /var/www/amplify; set your domain and certificate below. deploy/README.md has the steps.
# Debian's libnginx-mod-http-brotli-static loads its module through /etc/nginx/modules-enabled/.

server {
  listen 80;
  listen [::]:80;
  server_name amplify.example;
  return 301 https://$host$request_uri;
}

server {
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name amplify.example;
  ssl_certificate /etc/letsencrypt/live/amplify.example/fullchain.pem;
  ssl_certificate_key /etc/letsencrypt/live/amplify.example/privkey.pem;
  root /var/www/amplify;
  include /etc/nginx/snippets/amplify-site.conf;
}
`;
}

/** Caddy `header` lines for `matcher`: this kind's caching, and Vary where asked. */
function caddyHeaders(matcher, cacheControl, vary) {
  const lines = [`header ${matcher} Cache-Control "${cacheControl}"`];
  // Deferred (>): file_server adds its own Vary only when it sends a compressed copy.
  if (vary) lines.push(`header ${matcher} >Vary "Accept-Encoding"`);
  return lines;
}

/** deploy/caddy/amplify-site.caddy: the snippet `amplify_site`, the whole site but its address and root. */
export function caddySnippet() {
  const types = Object.entries(CONTENT_TYPES).map(
    ([ext, type]) => `\t@type_${ext.slice(1)} path *${ext}\n\theader @type_${ext.slice(1)} Content-Type "${type}"`,
  );
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `\t\t${name} "${value}"`);
  const unencoded = UNENCODED.map((ext) => `*.${ext}`).join(' ');
  const kinds = [
    `@hashed_unencoded path ${UNENCODED.map((ext) => `${HASHED_PREFIX}*.${ext}`).join(' ')}`,
    `@hashed_encoded {\n\t\tpath ${HASHED_PREFIX}*\n\t\tnot path ${unencoded}\n\t}`,
    `@unhashed_unencoded {\n\t\tpath ${unencoded}\n\t\tnot path ${HASHED_PREFIX}*\n\t}`,
    `@unhashed_encoded not path ${HASHED_PREFIX}* ${unencoded}`,
    ...caddyHeaders('@hashed_unencoded', CACHE_CONTROL.hashed, false),
    ...caddyHeaders('@hashed_encoded', CACHE_CONTROL.hashed, true),
    ...caddyHeaders('@unhashed_unencoded', CACHE_CONTROL.unhashed, false),
    ...caddyHeaders('@unhashed_encoded', CACHE_CONTROL.unhashed, true),
  ];
  return `# ${GENERATED}
# Import it at the top of the Caddyfile and \`import amplify_site\` in the site (deploy/caddy/Caddyfile).

# Sent with every answer.
(amplify_security) {
	header {
		-Server
${security.join('\n')}
	}
}

# The headers of a file, by the path of the file served (after try_files or the 404 rewrite).
(amplify_file_headers) {
${types.join('\n')}
	${kinds.join('\n\t')}
}

(amplify_site) {
	route {
		import amplify_security
		# A \`%\` that starts no escape, an encoded NUL, \`..\` in any spelling: 400 with a plain message.
		@refused vars_regexp {http.request.orig_uri} (?i)${REFUSED}
		header @refused Cache-Control "no-store"
		respond @refused "${REFUSED_TEXT}" 400
		# Dotfiles (the build's .vite/ manifest) are not part of the site, and a file is no folder: \`/x.html/\`.
		@hidden path_regexp /\\.|\\.[^/]*/$
		error @hidden 404
		# A folder's index.html, the same with or without its trailing slash.
		try_files {path} {path}/index.html
		import amplify_file_headers
		# The build's .br and .gz copies, by Accept-Encoding: br, else gzip, else the file itself.
		file_server {
			precompressed br gzip
			disable_canonical_uris
		}
	}
	handle_errors {
		@not_found expression {err.status_code} == 404
		handle @not_found {
			# In a route, so the file's headers follow the rewrite, as written.
			route {
				rewrite * /404.html
				import amplify_security
				import amplify_file_headers
				file_server {
					precompressed br gzip
				}
			}
		}
		handle {
			import amplify_security
			header Content-Type "text/plain; charset=utf-8"
			header Cache-Control "no-store"
			respond "{err.status_code} {err.status_text}" {err.status_code}
		}
	}
}
`;
}

/** deploy/caddy/Caddyfile: a real deploy, Caddy getting the certificate itself; env vars for local runs. */
export function caddyfile() {
  return `# ${GENERATED}
# SITE_ADDRESS is your domain (Caddy gets and renews its certificate, and redirects http to https);
# SITE_ROOT the built site. \`npm run serve:caddy\` runs this file's snippet with a local certificate.
import amplify-site.caddy

{$SITE_ADDRESS:amplify.example} {
	root * {$SITE_ROOT:/var/www/amplify}
	import amplify_site
}
`;
}

/**
 * dist/_headers, read by Netlify and Cloudflare Pages: the security headers for every path, and the
 * hashed files' caching. Both hosts already revalidate everything else, and compress and set content
 * types themselves; they join a header two rules both set, so Cache-Control is named once per path.
 */
export function headersFile() {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build from scripts/serve/header-policy.mjs (scripts/serve/host-configs.mjs).
/*
${security.join('\n')}

${HASHED_PREFIX}*
  Cache-Control: ${CACHE_CONTROL.hashed}
`;
}

/** The committed configs, by their path from the repository's root. */
export const HOST_CONFIG_FILES = () => ({
  'deploy/nginx/amplify-site.conf': nginxSiteConf(),
  'deploy/nginx/amplify.conf': nginxServerConf(),
  'deploy/caddy/amplify-site.caddy': caddySnippet(),
  'deploy/caddy/Caddyfile': caddyfile(),
});
