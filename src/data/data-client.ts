// The data client: a keyed cache with retries (3, 1 s doubling to at most 30 s) and garbage
// collection of unread entries after 5 minutes, so a real API can replace the static files.
// Framework-free: imports no React, so it is tested alone with fake timers.
import { QUERY } from '../config/constants';

/** One resource: a cache key and how to load it. Define queries once, at module level. */
export interface Query<T> {
  key: string;
  fetch: (signal: AbortSignal) => Promise<T>;
}

/** What a subscriber sees for one key. `isFetching` stays true through the retries. */
export type QueryState<T> = { isFetching: boolean; updatedAt: number } & (
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'error'; data: T | undefined; error: Error }
  | { status: 'success'; data: T; error: null }
);

interface DataClientOptions {
  retry: number;
  retryDelay: (attempt: number) => number;
  gcTimeMs: number;
  staleTimeMs: number;
}

export interface DataClient {
  getSnapshot<T>(query: Query<T>): QueryState<T>;
  /** Starts a fetch when the cached data is missing, failed or stale; returns the unsubscribe. */
  subscribe<T>(query: Query<T>, onChange: () => void): () => void;
  /** Fetches now, or joins the request already running for this key. */
  fetch<T>(query: Query<T>): Promise<void>;
  /** Stores data loaded elsewhere (the pre-render step's files) as a fresh answer. */
  seed<T>(query: Query<T>, data: T): void;
}

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  controller?: AbortController;
  inFlight?: Promise<void>;
  gcTimer?: ReturnType<typeof setTimeout>;
}

/**
 * The state before anything has loaded.
 * @internal Exported for the tests.
 */
export const PENDING: QueryState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  isFetching: false,
  updatedAt: 0,
};

/** Data is reused without a refetch for this long. */
const STALE_TIME_MS = 60_000;

/**
 * Delay before retry number `attempt` (0-based): 1 s doubling, capped at 30 s.
 * @internal Exported for the tests.
 */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY.retryDelayBaseMs * 2 ** attempt, QUERY.retryDelayMaxMs);
}

const SPEC_OPTIONS: DataClientOptions = {
  retry: QUERY.retry,
  retryDelay,
  gcTimeMs: QUERY.gcTimeMs,
  staleTimeMs: STALE_TIME_MS,
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * A client with the given retry and cache options; the site uses the one `dataClient`.
 * @internal Exported for the tests, which need short delays.
 */
export function createDataClient(options: DataClientOptions = SPEC_OPTIONS): DataClient {
  const entries = new Map<string, Entry>();

  const update = (entry: Entry, state: QueryState<unknown>) => {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  };

  const settle = (entry: Entry) => {
    entry.controller = undefined;
    entry.inFlight = undefined;
  };

  const abort = (entry: Entry) => {
    if (!entry.controller) return;
    entry.controller.abort();
    settle(entry);
    update(entry, { ...entry.state, isFetching: false });
  };

  const scheduleGc = (key: string, entry: Entry) => {
    clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      abort(entry);
      entries.delete(key);
    }, options.gcTimeMs);
  };

  const entryFor = (key: string): Entry => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { state: PENDING, listeners: new Set() };
      entries.set(key, entry);
      scheduleGc(key, entry);
    }
    return entry;
  };

  const isStale = (state: QueryState<unknown>) =>
    state.status !== 'success' || Date.now() - state.updatedAt >= options.staleTimeMs;

  async function withRetries<T>(query: Query<T>, signal: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await query.fetch(signal);
      } catch (error) {
        if (attempt >= options.retry || signal.aborted) throw error;
        await sleep(options.retryDelay(attempt), signal);
      }
    }
  }

  const fetch = <T>(query: Query<T>): Promise<void> => {
    const entry = entryFor(query.key);
    if (entry.inFlight) return entry.inFlight;
    const controller = new AbortController();
    entry.controller = controller;
    update(entry, { ...entry.state, isFetching: true });
    // An aborted fetch must not write into the cache; a newer one may already be running.
    const isCurrent = () => entry.controller === controller;
    entry.inFlight = withRetries(query, controller.signal).then(
      (data) => {
        if (!isCurrent()) return;
        settle(entry);
        update(entry, { status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
      },
      (reason: unknown) => {
        if (!isCurrent()) return;
        settle(entry);
        const error = reason instanceof Error ? reason : new Error(String(reason));
        update(entry, { ...entry.state, status: 'error', error, isFetching: false });
      },
    );
    return entry.inFlight;
  };

  return {
    getSnapshot: <T>(query: Query<T>) => (entries.get(query.key)?.state ?? PENDING) as QueryState<T>,
    subscribe(query, onChange) {
      const entry = entryFor(query.key);
      clearTimeout(entry.gcTimer);
      // Wrapped, so one callback subscribed twice counts as two subscribers.
      const listener = () => onChange();
      entry.listeners.add(listener);
      if (!entry.inFlight && isStale(entry.state)) void fetch(query);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        // Nobody waits for the answer any more: drop the request, keep the data for a while.
        abort(entry);
        scheduleGc(query.key, entry);
      };
    },
    fetch,
    seed(query, data) {
      update(entryFor(query.key), { status: 'success', data, error: null, isFetching: false, updatedAt: Date.now() });
    },
  };
}

/** The one client of the visit: its cache outlives page changes. */
export const dataClient = createDataClient();
