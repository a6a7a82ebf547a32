// The site's sticky header as the page's code finds it (site-header.tsx marks it): what a placed
// card or a scroll into view keeps clear of, since the header stays over the top of the window.

/** The selector of the sticky header. */
const STICKY_HEADER = '[data-sticky-header]';

/** How far down the window the sticky header reaches, in CSS px (0 where there is none). */
export function stickyHeaderBottom(): number {
  const header = document.querySelector(STICKY_HEADER);
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}
