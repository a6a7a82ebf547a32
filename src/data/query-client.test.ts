import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('data client', () => {
  it('waits 1 s, doubling, and never more than 30 s between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times and collects unused data after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(300_000);
  });
});
