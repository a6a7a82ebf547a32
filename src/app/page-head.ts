// The <head> tags the build writes into each pre-rendered page for search engines and link
// previews (Open Graph, X cards), with absolute URLs. Pure: the build only.
import { PRODUCT_NAME, X_HANDLE } from '../config/product';
import { APPLE_TOUCH_ICON, SOCIAL_IMAGE } from './site-images';
import { absoluteUrl } from './site-url';

/** Where the build writes the web app manifest. */
export const MANIFEST_PATH = '/manifest.webmanifest';

interface PageHead {
  /** The page's own path, or null for the not-found page, which answers every unknown address. */
  path: string | null;
  title: string;
  description: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttribute(String(content))}">`;
const link = (rel: string, href: string) => `<link rel="${rel}" href="${escapeAttribute(href)}">`;

/**
 * Canonical link, Open Graph and X card tags and the touch icon link for one page of the
 * site at `origin`. The not-found page gets no canonical or og:url (it has no address of its own)
 * and asks not to be indexed; a link to it still previews as the site's card. One tag per item.
 */
export function pageHeadTags({ path, title, description }: PageHead, origin: string): string[] {
  const url = path === null ? null : absoluteUrl(path, origin);
  return [
    url ? link('canonical', url) : meta('name', 'robots', 'noindex'),
    link('apple-touch-icon', APPLE_TOUCH_ICON.path),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', absoluteUrl(SOCIAL_IMAGE.path, origin)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', SOCIAL_IMAGE.width),
    meta('property', 'og:image:height', SOCIAL_IMAGE.height),
    meta('property', 'og:image:alt', SOCIAL_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:site', `@${X_HANDLE}`),
    meta('name', 'twitter:image:alt', SOCIAL_IMAGE.alt),
  ];
}

/**
 * What a page links only once it has painted (the entry adds them; without script they are linked at
 * once): the web app manifest. Chrome fetches a manifest, and then its icon, as soon as it sees the
 * link, beside the stylesheet and fonts the first paint waits for.
 */
export function afterPaintHeadTags(): string[] {
  return [link('manifest', MANIFEST_PATH)];
}
