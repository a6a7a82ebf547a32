import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePictures } from './preview-pictures';

/** A preview's pictures with a drawer whose pictures arrive when the test says, on a fake clock. */
function setUp({ restPerPicture = 2, cacheSize = 64 } = {}) {
  const drawn: number[] = [];
  const shown: number[] = [];
  const arrivals: (() => void)[] = [];
  const pictures = schedulePictures<string>({
    draw: (t) => {
      drawn.push(t);
      return new Promise((resolve) => arrivals.push(() => resolve(`picture at ${t}`)));
    },
    show: (picture, t) => {
      expect(picture).toBe(`picture at ${t}`);
      shown.push(t);
    },
    cacheSize,
    restPerPicture,
    now: () => Date.now(),
  });
  /** The oldest picture asked for arrives `ms` after it was asked. */
  const arrive = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    arrivals.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { pictures, drawn, shown, arrive };
}

describe('the preview’s pictures', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('draws the moment named and shows it when it arrives', async () => {
    const { pictures, drawn, shown, arrive } = setUp();
    pictures.name(9300);
    expect(drawn).toEqual([9300]);
    await arrive(10);
    expect(shown).toEqual([9300]);
  });

  it('shows a picture that arrives after the pointer moved on, then draws the moment named by then once it has rested', async () => {
    const { pictures, drawn, shown, arrive } = setUp();
    pictures.name(1000);
    pictures.name(1100);
    pictures.name(1200);
    // One at a time: the moments named meanwhile wait.
    expect(drawn).toEqual([1000]);
    await arrive(30);
    // Not the moment named now, but the nearest one drawn: better than the picture before it.
    expect(shown).toEqual([1000]);
    // It took 30 ms: the next waits twice as long, 60 ms, then draws the latest moment only.
    await vi.advanceTimersByTimeAsync(59);
    expect(drawn).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toEqual([1000, 1200]);
    await arrive(5);
    expect(shown).toEqual([1000, 1200]);
  });

  it('after a picture, a newly named moment waits out its rest too', async () => {
    const { pictures, drawn, arrive } = setUp({ restPerPicture: 3 });
    pictures.name(1000);
    await arrive(20);
    pictures.name(2000);
    expect(drawn).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(59);
    expect(drawn).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn).toEqual([1000, 2000]);
  });

  it('shows a kept moment at once, without drawing or waiting', async () => {
    const { pictures, drawn, shown, arrive } = setUp();
    pictures.name(1000);
    await arrive(50);
    pictures.name(2000);
    pictures.name(1000);
    expect(shown).toEqual([1000]);
    // Named again while shown: nothing to do.
    expect(drawn).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(drawn).toEqual([1000]);
  });

  it('keeps at most cacheSize pictures, dropping the oldest', async () => {
    const { pictures, drawn, arrive } = setUp({ cacheSize: 2, restPerPicture: 0 });
    for (const t of [1, 2, 3]) {
      pictures.name(t);
      await arrive(1);
    }
    pictures.name(2);
    pictures.name(1);
    expect(drawn).toEqual([1, 2, 3, 1]);
  });

  it('draws nothing once stopped, and forgets its pictures with the scene', async () => {
    const { pictures, drawn, shown, arrive } = setUp();
    pictures.name(1000);
    pictures.name(2000);
    pictures.stop();
    await arrive(10);
    // Arrived with nothing named: kept, not shown.
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(drawn).toEqual([1000]);

    pictures.name(1000);
    expect(shown).toEqual([1000]);
    pictures.forget();
    pictures.name(1000);
    expect(drawn).toEqual([1000, 1000]);
  });

  it('draws nothing while there is nothing to draw with, and tries again when named again', () => {
    let ready = false;
    const drawn: number[] = [];
    const pictures = schedulePictures<string>({
      draw: (t) => {
        if (!ready) return null;
        drawn.push(t);
        return new Promise(() => {});
      },
      show: () => {},
      cacheSize: 8,
      restPerPicture: 2,
    });
    pictures.name(1000);
    expect(drawn).toEqual([]);
    ready = true;
    pictures.name(1000);
    expect(drawn).toEqual([1000]);
  });

  it('does not draw a failed moment again on its own', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const drawn: number[] = [];
    const pictures = schedulePictures<string>({
      draw: (t) => {
        drawn.push(t);
        return Promise.reject(new Error('context lost'));
      },
      show: () => {},
      cacheSize: 8,
      restPerPicture: 2,
      now: () => Date.now(),
    });
    pictures.name(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(drawn).toEqual([1000]);
    expect(warn).toHaveBeenCalledWith('The preview could not be drawn.', expect.any(Error));
    warn.mockRestore();
  });
});
