// Imports nothing: it runs in the site's entry before React (see after-first-paint.ts).

/** The attribute of the <noscript> that holds what a page links only after its first paint (the build writes it). */
export const AFTER_PAINT_MARKER = 'data-after-first-paint';

/**
 * A pre-rendered page paints with the rules its own HTML uses (scripts/build/page-stylesheets.mjs);
 * the site's whole stylesheet, which what the app renders next may need, and the web app manifest
 * wait in a <noscript>, linked at once for visitors without script. This links them, and resolves
 * once the stylesheet has loaded or failed to: either way the page keeps its own rules. Resolves at
 * once where there is nothing waiting (the dev server, whose styles come with the modules).
 */
export function addAfterPaintLinks(): Promise<void> {
  const waiting = document.querySelector(`noscript[${AFTER_PAINT_MARKER}]`);
  // With script on, a <noscript>'s content is its markup as text.
  const template = document.createElement('template');
  template.innerHTML = waiting?.textContent ?? '';
  const links = [...template.content.querySelectorAll('link')];
  const stylesheets = links
    .filter((link) => link.rel === 'stylesheet')
    .map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener(
            'error',
            () => {
              console.warn('The site’s stylesheet failed to load; the page keeps its own styles.');
              resolve();
            },
            { once: true },
          );
        }),
    );
  document.head.append(...links);
  return Promise.all(stylesheets).then(() => {});
}
