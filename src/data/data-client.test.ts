import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataClient, PENDING, retryDelay, type DataClient, type Query } from './data-client';

const MINUTE = 60_000;
const noop = () => {};

/** A query whose every call is timed and answered by `answer` (throw to fail). */
function timedQuery(answer: (call: number) => string, key = 'resource') {
  const calls: number[] = [];
  const signals: AbortSignal[] = [];
  const query: Query<string> = {
    key,
    fetch: async (signal) => {
      calls.push(Date.now());
      signals.push(signal);
      return answer(calls.length);
    },
  };
  return { query, calls, signals };
}

const fail = (): never => {
  throw new Error('status 500');
};

let client: DataClient;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  client = createDataClient();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelay', () => {
  it('waits 1 s, doubling, and never more than 30 s between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('retries', () => {
  it('tries 4 times, 1 s, 2 s and 4 s apart, fetching throughout, then reports the error', async () => {
    const { query, calls } = timedQuery(fail);
    client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([0]);

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 1000, 3000]);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'pending', isFetching: true });

    await vi.advanceTimersByTimeAsync(3999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 1000, 3000, 7000]);
    expect(client.getSnapshot(query)).toMatchObject({
      status: 'error',
      isFetching: false,
      error: { message: 'status 500' },
    });

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls).toHaveLength(4);
  });

  it('starts over on refetch and recovers', async () => {
    let failing = true;
    const { query, calls } = timedQuery((call) => (failing ? fail() : `answer ${call}`));
    client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(7000);
    expect(client.getSnapshot(query).status).toBe('error');

    failing = false;
    const refetched = client.fetch(query);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'error', isFetching: true });
    await refetched;
    expect(client.getSnapshot(query)).toMatchObject({
      status: 'success',
      data: 'answer 5',
      error: null,
      isFetching: false,
    });
    expect(calls).toHaveLength(5);
  });

  it('retries a failed refetch from 1 s again', async () => {
    let failing = true;
    const { query, calls } = timedQuery(() => (failing ? fail() : 'ok'));
    client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(7000);

    void client.fetch(query);
    await vi.advanceTimersByTimeAsync(0);
    failing = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([0, 1000, 3000, 7000, 7000, 8000]);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'success', data: 'ok' });
  });
});

describe('sharing', () => {
  it('sends one request for every subscriber and refetch of the same key', async () => {
    const first = timedQuery(() => 'ok', 'shared');
    const second = timedQuery(() => 'other', 'shared');
    const onChange = vi.fn();
    client.subscribe(first.query, onChange);
    client.subscribe(second.query, onChange);
    void client.fetch(first.query);
    await vi.advanceTimersByTimeAsync(0);

    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(0);
    expect(client.getSnapshot(second.query)).toMatchObject({ status: 'success', data: 'ok' });
    // The first subscriber hears the fetch start and its answer; the second, subscribed after the start, the answer.
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps each key apart', async () => {
    const a = timedQuery(() => 'a', 'a');
    const b = timedQuery(fail, 'b');
    client.subscribe(a.query, noop);
    client.subscribe(b.query, noop);
    await vi.advanceTimersByTimeAsync(7000);
    expect(client.getSnapshot(a.query)).toMatchObject({ status: 'success', data: 'a' });
    expect(client.getSnapshot(b.query).status).toBe('error');
  });
});

describe('freshness', () => {
  it('serves cached data without a request for 60 s, then refetches behind the data', async () => {
    const { query, calls } = timedQuery((call) => `answer ${call}`);
    const first = client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(0);
    first();
    expect(calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    client.subscribe(query, noop)();
    expect(calls).toHaveLength(1);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'success', data: 'answer 1', isFetching: false });

    await vi.advanceTimersByTimeAsync(1);
    const unsubscribe = client.subscribe(query, noop);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'success', data: 'answer 1', isFetching: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'success', data: 'answer 2', isFetching: false });
    unsubscribe();
  });
});

describe('garbage collection', () => {
  it('drops data 5 minutes after the last subscriber leaves', async () => {
    const { query } = timedQuery(() => 'ok');
    const unsubscribe = client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(client.getSnapshot(query).data).toBe('ok');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getSnapshot(query)).toBe(PENDING);
  });

  it('keeps data while anyone is subscribed, and restarts the 5 minutes when they come back', async () => {
    const { query } = timedQuery(() => 'ok');
    const stay = client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(0);
    client.subscribe(query, noop)();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(client.getSnapshot(query).data).toBe('ok');

    stay();
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    const back = client.subscribe(query, noop);
    back();
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(client.getSnapshot(query).data).toBe('ok');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(client.getSnapshot(query)).toBe(PENDING);
  });
});

describe('abort', () => {
  it('aborts the request when the last subscriber leaves and fetches afresh when one returns', async () => {
    const { query, calls, signals } = timedQuery(fail);
    const unsubscribe = client.subscribe(query, noop);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);

    unsubscribe();
    expect(signals[1]?.aborted).toBe(true);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'pending', isFetching: false });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(calls).toHaveLength(2);

    client.subscribe(query, noop);
    expect(client.getSnapshot(query)).toMatchObject({ status: 'pending', isFetching: true });
    await vi.advanceTimersByTimeAsync(7000);
    expect(calls).toHaveLength(6);
    expect(client.getSnapshot(query).status).toBe('error');
  });

  it('keeps the request while another subscriber still waits', async () => {
    const { query, signals } = timedQuery(() => 'ok');
    const leaving = client.subscribe(query, noop);
    client.subscribe(query, noop);
    leaving();
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getSnapshot(query).data).toBe('ok');
  });
});

describe('seed', () => {
  it('stores data loaded elsewhere as a fresh answer, so subscribing does not fetch it again', () => {
    const fetch = vi.fn(async () => 'from the network');
    const query: Query<string> = { key: 'seeded', fetch };
    const client = createDataClient();
    client.seed(query, 'from the build');
    const unsubscribe = client.subscribe(query, () => {});
    expect(client.getSnapshot(query)).toMatchObject({ status: 'success', data: 'from the build', isFetching: false });
    expect(fetch).not.toHaveBeenCalled();
    unsubscribe();
  });
});
