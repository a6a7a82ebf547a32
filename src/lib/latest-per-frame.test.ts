import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestPerFrame } from './latest-per-frame';

describe('latestPerFrame', () => {
  let frames: Map<number, FrameRequestCallback>;
  let nextId: number;
  beforeEach(() => {
    frames = new Map();
    nextId = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(nextId, callback);
      return nextId++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  afterEach(() => vi.unstubAllGlobals());
  const runFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback(0));
  };

  it('acts at once on the first value of a frame', () => {
    const act = vi.fn();
    latestPerFrame(act).push(1);
    expect(act.mock.calls).toEqual([[1]]);
  });

  it('keeps later values of the same frame and acts on the latest at the next frame', () => {
    const act = vi.fn();
    const latest = latestPerFrame(act);
    latest.push(1);
    latest.push(2);
    latest.push(3);
    expect(act.mock.calls).toEqual([[1]]);
    runFrame();
    expect(act.mock.calls).toEqual([[1], [3]]);
    // Having acted in that frame, it keeps what comes before the next.
    latest.push(4);
    expect(act.mock.calls).toEqual([[1], [3]]);
    runFrame();
    expect(act.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('acts at once again after a frame in which nothing came', () => {
    const act = vi.fn();
    const latest = latestPerFrame(act);
    latest.push(1);
    runFrame();
    latest.push(2);
    expect(act.mock.calls).toEqual([[1], [2]]);
  });

  /** A latestPerFrame that has acted on `first` and keeps `kept` for the next frame. */
  const keeping = (first: number, kept: number) => {
    const act = vi.fn();
    const latest = latestPerFrame(act);
    latest.push(first);
    latest.push(kept);
    return { act, latest };
  };

  it('acts on a kept value at once on flush, and not again at the frame', () => {
    const { act, latest } = keeping(6, 7);
    latest.flush();
    expect(act.mock.calls).toEqual([[6], [7]]);
    runFrame();
    latest.flush();
    expect(act.mock.calls).toEqual([[6], [7]]);
  });

  it('drops the kept value on cancel', () => {
    const { act, latest } = keeping(5, 8);
    latest.cancel();
    runFrame();
    latest.flush();
    expect(act.mock.calls).toEqual([[5]]);
  });
});
