// Subresource Integrity for the pre-rendered pages: every script, stylesheet and module preload the
// HTML names gets `integrity="sha384-…"` of the built file, so a file changed on the server or on the
// way (a compromised CDN cache) is refused instead of run. Chunks imported later by the scripts
// themselves are not named by the HTML; the CSP's script-src 'self' covers them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TAG = /<(script|link)\b[^>]*>/g;
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The `integrity` value of `bytes`. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * `html` with an integrity attribute on each `<script src>` and `<link rel="stylesheet|modulepreload">`
 * that names a file of the site (`/…`), read from `root`. A tag that names a missing file, or another
 * origin's, fails the build: the site serves everything itself.
 */
export function withIntegrity(html, root) {
  return html.replace(TAG, (tag, name) => {
    const rel = attribute(tag, 'rel');
    const url =
      name === 'script'
        ? attribute(tag, 'src')
        : /^(stylesheet|modulepreload)$/.test(rel ?? '')
          ? attribute(tag, 'href')
          : undefined;
    if (url === undefined || attribute(tag, 'integrity')) return tag;
    if (!url.startsWith('/') || url.startsWith('//')) throw new Error(`${tag} names a file from elsewhere`);
    let bytes;
    try {
      bytes = readFileSync(join(root, url.split(/[?#]/)[0]));
    } catch {
      throw new Error(`${tag} names ${url}, which the build does not have`);
    }
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrityOf(bytes)}"${end}`);
  });
}
