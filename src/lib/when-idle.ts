/**
 * Calls `run` when the browser is next idle, or `within` ms from now at the latest; where it says
 * nothing of idle moments (Safari), `fallbackAfter` ms from now. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, { within, fallbackAfter }: { within: number; fallbackAfter: number }) {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, { timeout: within });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, fallbackAfter);
  return () => window.clearTimeout(handle);
}
