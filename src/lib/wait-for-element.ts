/**
 * Resolves with what `find` finds once the document has it (checked as the DOM changes), or null
 * after `timeoutMs` or an abort.
 */
export function waitForElement<T extends Element>(
  find: () => T | null,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<T | null> {
  const existing = find();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const finish = (element: T | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = find();
      if (element) finish(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    signal?.addEventListener('abort', () => finish(null), { once: true });
  });
}
