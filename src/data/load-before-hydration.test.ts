import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataClient } from './data-client';
import { dataFingerprint } from './data-fingerprint';
import { HYDRATION_DATA_WAIT_MS, loadBeforeHydration } from './load-before-hydration';
import { QUERIES } from './queries';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadBeforeHydration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the fingerprint of the data once every listed resource is in the cache', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => json({ url: String(url) }));
    const client = createDataClient();
    await expect(loadBeforeHydration(['tasks', 'dashboardSummary'], client)).resolves.toBe(
      dataFingerprint([{ url: '/data/tasks.json' }, { url: '/data/dashboard-summary.json' }]),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/data/tasks.json',
      '/data/dashboard-summary.json',
    ]);
    expect(client.getSnapshot(QUERIES.tasks)).toMatchObject({ status: 'success', data: { url: '/data/tasks.json' } });
  });

  it('resolves at once for a page without data', async () => {
    await expect(loadBeforeHydration([], createDataClient())).resolves.toBe(dataFingerprint([]));
  });

  it('gives up after the wait when a resource fails, leaving its retries running in the client', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ error: 'boom' }, 500));
    const client = createDataClient();
    const loaded = loadBeforeHydration(['leaderboard'], client);
    let settled: string | null | undefined;
    void loaded.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(HYDRATION_DATA_WAIT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    // The data client's own retry policy goes on: the page's fresh render joins it.
    expect(client.getSnapshot(QUERIES.leaderboard)).toMatchObject({ status: 'pending', isFetching: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the wait when a resource is slow', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const loaded = loadBeforeHydration(['tasks'], createDataClient());
    await vi.advanceTimersByTimeAsync(HYDRATION_DATA_WAIT_MS);
    await expect(loaded).resolves.toBeNull();
  });
});
