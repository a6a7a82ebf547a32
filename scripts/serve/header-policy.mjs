// The site's header policy, the one source for every way it is served: the nginx and Caddy configs
// (deploy/, written by scripts/serve/host-configs.mjs), dist/_headers (Netlify, Cloudflare Pages), the
// pre-rendered pages' <meta> policy (GitHub Pages) and what `npm start` sends (site-server.mjs).
// Change it here, then `npm run build:host-configs`; host-configs.test.ts fails while any of them drifts.

/** What each file is served as, by extension. Anything else is application/octet-stream. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Extensions the build writes `.br` and `.gz` copies of (the rest are compressed formats already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** The folder of files whose names carry a content hash (Vite's output): cached for a year. */
export const HASHED_PREFIX = '/assets/';
export const CACHE_CONTROL = { hashed: 'public, max-age=31536000, immutable', unhashed: 'no-cache' };

/**
 * Every fetch directive starts from nothing (`default-src 'none'`) and opens only as far as the site
 * needs: its scripts and chunks, its stylesheets, files all (styles that scripts set through the
 * CSSOM are not inline styles), its images and fonts, the sample data (connect-src), the demo's scene worker and
 * the emoji probe (same-origin module workers), the web app manifest. No 'unsafe-inline', no eval.
 */
const CSP_DIRECTIVES = [
  ['default-src', "'none'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self'"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];
/** Directives a <meta> policy may not carry (browsers ignore them there, and say so in the console). */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors']);

/** The policy as a header sends it. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map((pair) => pair.join(' ')).join('; ');
/** The policy for the pages' <meta http-equiv>, for hosts that send no headers (GitHub Pages). */
export const META_CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name))
  .map((pair) => pair.join(' '))
  .join('; ');

/** Powerful features the site never uses, turned off for it and anything it might embed. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Sent over HTTPS only: two years, subdomains included (deploy/README.md says how to add `preload`). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Sent with every answer, whatever it is. */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};

/**
 * Addresses every server refuses with 400 before looking for a file: a `%` that starts no escape, an
 * encoded NUL, and `..` as a path segment in any spelling (`%2e`, an encoded slash or backslash).
 * Matched against the address as the client sent it; the query is not looked at. Written for every
 * server's regex engine: Go's (Caddy) has no lookahead.
 */
export const REFUSED_ADDRESS =
  /^[^?]*(?:%(?:[0-9a-f]?(?:[^0-9a-f]|$))|%00|(?:\/|%2f|%5c|\\)(?:\.|%2e){2}(?:$|[/?\\]|%2f|%5c))/i;
export const REFUSED_TEXT = 'Bad request: malformed address';

const extensionOf = (path) => path.match(/\.[a-z0-9]+$/i)?.[0]?.toLowerCase() ?? '';

/**
 * The headers served with the file at `path` (a path under the site's root, e.g. `/assets/x.js`, or
 * `/rewards/index.html` for the page /rewards), less Content-Encoding and Content-Length, which the
 * server sets per answer. `https: false` leaves out HSTS, which browsers ignore over plain HTTP.
 */
export function headersFor(path, { https = true } = {}) {
  const ext = extensionOf(path);
  const headers = {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': path.startsWith(HASHED_PREFIX) ? CACHE_CONTROL.hashed : CACHE_CONTROL.unhashed,
    ...SECURITY_HEADERS,
  };
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  if (!https) delete headers['Strict-Transport-Security'];
  return headers;
}
