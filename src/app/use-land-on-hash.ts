import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { waitForElement } from '../lib/wait-for-element';

const LAZY_ROUTE_TIMEOUT_MS = 10_000;

/**
 * On every route change: land on the URL's #anchor once the lazily loaded page has rendered it,
 * or start at the top of the new page.
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
    void waitForElement(id, LAZY_ROUTE_TIMEOUT_MS, controller.signal).then(async (target) => {
      if (!target) return;
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      target.focus({ preventScroll: true });
      // Web fonts can still reflow the page above the target; land again once they are in.
      await document.fonts?.ready;
      if (!controller.signal.aborted) target.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
    return () => controller.abort();
  }, [pathname]);
}
