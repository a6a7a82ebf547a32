// The timeline inspector's code, downloaded only where it is shown (/?debug), beside the demo's
// avatars and scene; a failed download can be tried again. The demo's runtime owns one.
import { retryingImport } from '../../../lib/retrying-import';
import type { DebugPanel } from './debug-panel';

type DebugPanelComponent = typeof DebugPanel;

export type DebugPanelChunk = { state: 'off' | 'loading' | 'failed' } | { state: 'loaded'; Panel: DebugPanelComponent };

/** The panel's chunk, asked for again at a fresh address after a failed download. */
export const debugPanelImport = () =>
  retryingImport(
    () => import('./debug-panel'),
    (module: { DebugPanel: DebugPanelComponent }) => module.DebugPanel,
  );
