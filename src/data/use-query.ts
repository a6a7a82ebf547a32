import { useCallback, useSyncExternalStore } from 'react';
import { dataClient, type DataClient, type Query, type QueryState } from './data-client';

/** A query's state as components read it: check `isPending`, then `isError`, then use `data`. */
export type QueryResult<T> = { isFetching: boolean; refetch: () => Promise<void> } & (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: Error }
  | { isPending: false; isError: false; data: T; error: null }
);

function toResult<T>(state: QueryState<T>, refetch: () => Promise<void>): QueryResult<T> {
  const { isFetching } = state;
  switch (state.status) {
    case 'pending':
      return { isFetching, refetch, isPending: true, isError: false, data: undefined, error: null };
    case 'error':
      return { isFetching, refetch, isPending: false, isError: true, data: state.data, error: state.error };
    case 'success':
      return { isFetching, refetch, isPending: false, isError: false, data: state.data, error: null };
  }
}

/** Reads `query` from the data client, fetching it on mount when the cache has nothing fresh. */
export function useQuery<T>(query: Query<T>, client: DataClient = dataClient): QueryResult<T> {
  const subscribe = useCallback((onChange: () => void) => client.subscribe(query, onChange), [client, query]);
  // The server never fetches: it renders what the pre-render step seeded (or the skeleton), and the
  // client hydrates only once its cache holds the same, so both snapshots read the cache.
  const getSnapshot = useCallback(() => client.getSnapshot(query), [client, query]);
  const refetch = useCallback(() => client.fetch(query), [client, query]);
  return toResult(useSyncExternalStore(subscribe, getSnapshot, getSnapshot), refetch);
}
