import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { waitForElement } from '../lib/wait-for-element';

const LAZY_ROUTE_TIMEOUT_MS = 10_000;
/** How long, at most, a landed section is held in place while the page above it settles. */
const SETTLE_MS = 10_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On every route change: land on the URL's #anchor once the page has rendered it, or start at
 * the top of the new page.
 */
export function useLandOnHash() {
  const [pathname] = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
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
      const release = () => controller.abort();
      for (const type of READER_INPUT) window.addEventListener(type, release, { passive: true, signal });
      const timer = window.setTimeout(release, SETTLE_MS);
      signal.addEventListener('abort', () => {
        observer.disconnect();
        window.clearTimeout(timer);
      });
    });
    return () => controller.abort();
  }, [pathname]);
}
