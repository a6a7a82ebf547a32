// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the browser for its next idle moment, no later than `within`, and cancels it', () => {
    const requested: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      requested.push([callback, options]);
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const run = vi.fn();
    const cancel = whenIdle(run, { within: 600, fallbackAfter: 50 });
    expect(requested).toHaveLength(1);
    expect(requested[0]![1]).toEqual({ timeout: 600 });
    expect(run).not.toHaveBeenCalled();
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('where the browser has no idle callbacks, runs after `fallbackAfter`, unless cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, { within: 600, fallbackAfter: 50 });
    vi.advanceTimersByTime(49);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();

    const never = vi.fn();
    whenIdle(never, { within: 600, fallbackAfter: 50 })();
    vi.advanceTimersByTime(100);
    expect(never).not.toHaveBeenCalled();
  });
});
