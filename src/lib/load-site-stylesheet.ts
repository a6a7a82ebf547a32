// Imports nothing: it runs in the site's entry before React (see after-first-paint.ts).

/** The attribute of the <noscript> that holds the site's stylesheet (the build writes it, entry-server.tsx). */
export const SITE_STYLESHEET_MARKER = 'data-site-stylesheet';

/**
 * A pre-rendered page links only the rules its own HTML uses (scripts/build/page-stylesheets.mjs);
 * the site's whole stylesheet, which what the app renders next may need, waits in a <noscript> for
 * visitors without script. This adds that stylesheet to the page and resolves once it has loaded, or
 * failed to: either way the page keeps its own rules. Resolves at once where there is none (the dev
 * server, whose styles come with the modules).
 */
export function loadSiteStylesheet(): Promise<void> {
  const waiting = document.querySelector(`noscript[${SITE_STYLESHEET_MARKER}]`);
  // With script on, a <noscript>'s content is its markup as text.
  const template = document.createElement('template');
  template.innerHTML = waiting?.textContent ?? '';
  const link = template.content.querySelector('link[rel="stylesheet"]');
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        console.warn('The site’s stylesheet failed to load; the page keeps its own styles.');
        resolve();
      },
      { once: true },
    );
    document.head.append(link);
  });
}
