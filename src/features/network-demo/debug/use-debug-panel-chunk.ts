import { useCallback, useEffect, useState } from 'react';
import type { DebugPanel } from './debug-panel';

type DebugPanelComponent = typeof DebugPanel;

export type DebugPanelChunk =
  | { state: 'off' | 'loading' | 'failed'; retry: () => void }
  | { state: 'loaded'; Panel: DebugPanelComponent; retry: () => void };

/**
 * The timeline inspector's code, downloaded only where it is shown (`enabled`: /?debug), beside the
 * demo's avatars and scene; a failed download can be tried again.
 */
export function useDebugPanelChunk(enabled: boolean): DebugPanelChunk {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ Panel: DebugPanelComponent } | 'failed' | null>(null);
  const retry = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import('./debug-panel').then(
      ({ DebugPanel }) => {
        if (live) setLoaded({ Panel: DebugPanel });
      },
      (error: unknown) => {
        console.warn('The timeline inspector could not be loaded.', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  if (!enabled) return { state: 'off', retry };
  if (loaded === null) return { state: 'loading', retry };
  if (loaded === 'failed') return { state: 'failed', retry };
  return { state: 'loaded', Panel: loaded.Panel, retry };
}
