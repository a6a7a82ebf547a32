// The demo's code, outside React: the light entry asks for the heavy chunk once the page has painted
// and the browser is idle (or at once, when Watch Demo asks), and knows whether it came in, could
// not be downloaded (Retry can help) or failed when it ran (it cannot; the console has the error).
// It stays light: the loader of the chunk (load-demo-live.ts) is itself loaded with the chunk.
import { afterFirstPaint } from '../../lib/after-first-paint';
import { whenIdle } from '../../lib/when-idle';
import type { DemoCode } from './demo-code';
import type { demoLiveImport } from './load-demo-live';
import type { DemoRequests } from './playback/demo-requests';

export interface DemoLoader {
  /** For useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  code(): DemoCode;
  /** Loads once the page has painted and is idle, or when asked to; returns what stops both. */
  start(): () => void;
  /** Downloads the chunk again after a failed download. */
  retry(): void;
  /** The chunk's code failed as it rendered: React's error boundary tells. */
  ranFailed(error: unknown): void;
}

/**
 * Calls `run` once the hero's text is on screen and the browser is idle, so the demo's chunk never
 * competes with the first paint.
 */
function afterFirstPaintWhenIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => (cancelIdle = whenIdle(run, { within: 600, fallbackAfter: 50 })));
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

export function createDemoLoader(requests: DemoRequests): DemoLoader {
  let code: DemoCode = { state: 'waiting' };
  // The chunk's import, once its loader is in: it remembers the address that failed, to ask again.
  let chunk: ReturnType<typeof demoLiveImport> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: DemoCode) => {
    code = next;
    listeners.forEach((listener) => listener());
  };

  function load() {
    if (code.state !== 'waiting' && !(code.state === 'failed' && code.failure === 'download')) return;
    set({ state: 'loading' });
    void import('./load-demo-live')
      .then((loader) => (chunk ??= loader.demoLiveImport()).load())
      .then(
        set,
        // The loader's own chunk could not be downloaded.
        (error: unknown) => {
          console.warn('The live demo could not be downloaded.', error);
          set({ state: 'failed', failure: 'download' });
        },
      );
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    code: () => code,
    start() {
      const cancel = afterFirstPaintWhenIdle(load);
      const stopListening = requests.onLoadRequested(load);
      return () => {
        cancel();
        stopListening();
      };
    },
    retry: load,
    ranFailed(error) {
      console.error('The live demo failed as it ran.', error);
      set({ state: 'failed', failure: 'run' });
    },
  };
}
