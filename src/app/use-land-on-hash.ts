import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { waitForElement } from '../lib/wait-for-element';

const LAZY_ROUTE_TIMEOUT_MS = 10_000;
/** How long, at most, a landed section is held in place while the page above it settles. */
const SETTLE_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On every route change: land on the URL's #anchor once the page has rendered it, or start at
 * the top of the new page. A new #anchor on the same page (the address bar, back and forward)
 * lands on its target in turn.
 */
export function useLandOnHash() {
  const [pathname] = useLocation();
  useEffect(() => {
    let landing: AbortController | undefined;
    const landOnHash = (onNewPage: boolean) => {
      // The section held before is let go: holding it would pull the page back from the new one.
      landing?.abort();
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) {
        if (onNewPage) window.scrollTo({ top: 0, behavior: 'instant' });
        return;
      }
      landing = new AbortController();
      holdInPlace(id, landing.signal);
    };
    const onHashChange = () => landOnHash(false);
    landOnHash(true);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      landing?.abort();
    };
  }, [pathname]);
}

/** Scrolls the element `id` to the top once it is rendered, focuses it, and keeps it there while the page settles. */
function holdInPlace(id: string, signal: AbortSignal) {
  void waitForElement(id, LAZY_ROUTE_TIMEOUT_MS, signal).then((target) => {
    if (!target || signal.aborted) return;
    const land = () => target.scrollIntoView({ block: 'start', behavior: 'instant' });
    land();
    target.focus({ preventScroll: true });
    // Web fonts and late content can still reflow the page above the target (pre-rendered HTML
    // is there before the fonts, and a busy device lays it out late): keep the target in place
    // until the reader takes over, or for a few seconds at most.
    const observer = new ResizeObserver(land);
    observer.observe(document.body);
    const release = new AbortController();
    const stop = () => release.abort();
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true, signal: release.signal });
    const timer = window.setTimeout(stop, SETTLE_MS);
    signal.addEventListener('abort', stop, { signal: release.signal });
    release.signal.addEventListener('abort', () => {
      observer.disconnect();
      window.clearTimeout(timer);
    });
  });
}
