/** Resolves with the element of `id` once it is in the document, or null after `timeoutMs`. */
export function waitForElement(id: string, timeoutMs: number, signal?: AbortSignal): Promise<HTMLElement | null> {
  const existing = document.getElementById(id);
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    signal?.addEventListener('abort', () => finish(null), { once: true });
  });
}
