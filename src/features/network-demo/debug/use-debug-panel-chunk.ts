import { useCallback, useEffect, useState } from 'react';
import { retryingImport } from '../../../lib/retrying-import';
import type { DebugPanel } from './debug-panel';

type DebugPanelComponent = typeof DebugPanel;

const debugPanel = retryingImport(
  () => import('./debug-panel'),
  (module: { DebugPanel: DebugPanelComponent }) => module.DebugPanel,
);

export type DebugPanelChunk =
  | { state: 'off' | 'loading' | 'failed'; retry: () => void }
  | { state: 'loaded'; Panel: DebugPanelComponent; retry: () => void };

/**
 * The timeline inspector's code, downloaded only where it is shown (`enabled`: /?debug), beside the
 * demo's avatars and scene; a failed download can be tried again.
 */
export function useDebugPanelChunk(enabled: boolean): DebugPanelChunk {
  const [attempt, setAttempt] = useState(0);
  const [Panel, setPanel] = useState(debugPanel.loaded);
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!enabled || Panel) return;
    let live = true;
    void debugPanel.load().then((loaded) => {
      if (!live) return;
      if (loaded) setPanel(() => loaded);
      else {
        console.warn('The timeline inspector could not be loaded.');
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [enabled, Panel, attempt]);
  if (!enabled) return { state: 'off', retry };
  if (Panel) return { state: 'loaded', Panel, retry };
  return { state: failed ? 'failed' : 'loading', retry };
}
