// The debug panel's own state, apart from playback's: which of its parts are open.
import { useState } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';

interface DebugPanelState {
  /** Whether the timeline's lanes are open. */
  lanesOpen: boolean;
}

export type DebugPanelStore = StoreApi<DebugPanelState>;

/** The panel's store, made once per mounted panel, closed as on a fresh page. */
export function useDebugPanelStore(): DebugPanelStore {
  const [store] = useState(() => createStore<DebugPanelState>()(() => ({ lanesOpen: false })));
  return store;
}
