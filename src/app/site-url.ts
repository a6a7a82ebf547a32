// The site's public address, which every absolute URL (canonical links, social tags, sitemap) is built
// from. Read by the build only: no page's JavaScript imports it.

const DEFAULT_SITE_URL = 'https://amplify.example';

/**
 * The origin the site is served from, from `VITE_SITE_URL` at build time, without a trailing slash.
 * The site links its pages and files from the root, so a path, query or hash would make wrong URLs:
 * those fail the build.
 */
export function siteUrl(configured: string | undefined = import.meta.env.VITE_SITE_URL): string {
  const value = configured?.trim() || DEFAULT_SITE_URL;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`VITE_SITE_URL must be an absolute http(s) URL, not "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new Error(
      `VITE_SITE_URL must be an origin such as https://example.org (the site is served from its root), not "${value}"`,
    );
  return url.origin;
}

/** `path` ("/rewards") as an absolute URL of the site at `origin`. */
export function absoluteUrl(path: string, origin: string): string {
  if (!path.startsWith('/')) throw new Error(`Expected a root-relative path, not "${path}"`);
  return new URL(path, origin).href;
}
