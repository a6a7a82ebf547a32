// Imports nothing: the site's entry runs this before its first paint, and a helper it shared with the
// pages (after-next-frame.ts) went into their shared chunk with React DOM, which the entry then fetched
// (62 KB gzip) before the paint it waits for. tests/e2e/first-paint-code.spec.ts holds it to that.
const PAINT_WAIT_LIMIT_MS = 3000;

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
const reportsPaints = () =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Calls `run` once the page's first contentful paint has been reported, so what the HTML shows is
 * on screen before more is fetched. A hidden tab paints nothing and has no one waiting: it runs at
 * once. A browser without paint timing runs it after its first frame; a paint that never comes is
 * waited for 3 s at most.
 * Returns a function that cancels the call.
 */
export function afterFirstPaint(run: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  let fallback: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(fallback);
    run();
  };
  if (painted() || document.visibilityState === 'hidden') {
    queueMicrotask(once);
  } else if (!reportsPaints()) {
    // A frame callback runs just before the first frame is drawn; a task queued from it, after.
    requestAnimationFrame(() => setTimeout(once, 0));
  } else {
    // The paint is read from the observer's own list: a page whose `performance` is replaced (a test
    // clock's stand-in reports no entries) still hears of it, rather than waiting out the limit.
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
    fallback = window.setTimeout(once, PAINT_WAIT_LIMIT_MS);
  }
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(fallback);
  };
}
