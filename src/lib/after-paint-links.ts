// Imports nothing: it runs in the site's entry before React (see after-first-paint.ts).

/** The attribute of the <noscript> that holds what a page links only after its first paint (the build writes it). */
export const AFTER_PAINT_MARKER = 'data-after-paint';

/**
 * A pre-rendered page paints with the rules its own HTML uses (scripts/build/page-stylesheets.mjs);
 * the site's whole stylesheet, which what the app renders later may need, and the web app manifest
 * wait in a <noscript>, linked at once for visitors without script. This links them. The app does not
 * wait for the stylesheet: it hydrates the HTML its page's rules already style, the stylesheet (13 KB)
 * comes long before the app's code (90 KB) has run, and the entry, which / downloads before
 * anything else, has no bytes to spare (bench js). Where nothing waits (the dev server, whose styles
 * come with the modules) it does nothing.
 */
export function addAfterPaintLinks(): void {
  // Joined with +, which the build folds into one string; a template literal kept the marker a
  // variable of its own, bytes the entry has not got.
  const waiting = document.querySelector('noscript[' + AFTER_PAINT_MARKER + ']');
  // With script on, a <noscript>'s content is its markup as text.
  waiting?.insertAdjacentHTML('afterend', waiting.textContent!);
}
