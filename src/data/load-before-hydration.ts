import type { Endpoint } from './api-client';
import { dataClient, type DataClient, type Query } from './data-client';
import { dataFingerprint } from './data-fingerprint';
import { QUERIES } from './queries';

/**
 * How long a visit waits for a pre-rendered page's data before giving up on hydrating it. As long
 * as the first retry's delay: a failing or slow API gets a fresh render with skeletons instead.
 * @internal Exported for the tests.
 */
export const HYDRATION_DATA_WAIT_MS = 1000;

/**
 * Loads a pre-rendered page's data through the data client (its requests, retries and cache).
 * Resolves with the loaded data's fingerprint, to compare with the one the build rendered from,
 * or null when some of it did not arrive in time.
 */
export async function loadBeforeHydration(
  endpoints: readonly Endpoint[],
  client: DataClient = dataClient,
  waitMs = HYDRATION_DATA_WAIT_MS,
): Promise<string | null> {
  const queries: Query<unknown>[] = endpoints.map((endpoint) => QUERIES[endpoint]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([Promise.all(queries.map((query) => client.fetch(query))), timeUp]);
  clearTimeout(timer);
  const states = queries.map((query) => client.getSnapshot(query));
  return states.every((state) => state.status === 'success')
    ? dataFingerprint(states.map((state) => state.data))
    : null;
}
