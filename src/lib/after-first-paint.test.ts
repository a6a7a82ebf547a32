// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in PerformanceObserver: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const entries: PerformanceEntry[] = [];
  type Callback = (list: Pick<PerformanceObserverEntryList, 'getEntriesByName'>) => void;
  const observers = new Set<Callback>();
  const getEntriesByName = (name: string) => entries.filter((entry) => entry.name === name);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(getEntriesByName);
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(private readonly callback: Callback) {}
      observe() {
        observers.add(this.callback);
      }
      disconnect() {
        observers.delete(this.callback);
      }
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    },
  );
  return {
    paint() {
      entries.push({ name: 'first-contentful-paint' } as PerformanceEntry);
      for (const notify of [...observers]) notify({ getEntriesByName });
    },
    observing: () => observers.size,
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, then runs once', () => {
    const timing = fakePaintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    timing.paint();
    timing.paint();
    expect(run).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
  });

  it('runs at once when the paint has already happened', async () => {
    const timing = fakePaintTiming();
    timing.paint();
    const run = vi.fn();
    afterFirstPaint(run);
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('hears the paint from its observer where the page’s performance reports no entries (a test clock)', () => {
    const timing = fakePaintTiming();
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const run = vi.fn();
    afterFirstPaint(run);
    timing.paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 3 s when no paint is reported', () => {
    fakePaintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, which paints nothing', async () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const run = vi.fn();
    afterFirstPaint(run);
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the first frame where the browser reports no paints', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    frames.shift()!(performance.now());
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const timing = fakePaintTiming();
    const run = vi.fn();
    afterFirstPaint(run)();
    timing.paint();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
