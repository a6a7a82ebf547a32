// React's view of the open card: re-renders when what `select` picks from it changes.
import { useSyncExternalStore } from 'react';
import type { Inspection, Inspector } from './inspector';

/** What `select` picks from the open card (or null); `select` returns a value, not a new object. */
export function useInspection<T>(inspector: Inspector, select: (open: Inspection | null) => T): T {
  const snapshot = () => select(inspector.inspection());
  return useSyncExternalStore(inspector.onInspection, snapshot, snapshot);
}
