import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while pre-rendering and during hydration, true after: for content only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
