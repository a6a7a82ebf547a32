// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-next-frame';

/** Frame callbacks held until `drawFrame()` runs them, as a browser does before it draws. */
function heldFrames() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
  return {
    drawFrame() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(0);
    },
  };
}

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs in a task after the next frame, not in the frame or before it', () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    const run = vi.fn();
    afterNextFrame(run);
    vi.runAllTimers();
    expect(run, 'before the frame').not.toHaveBeenCalled();
    frames.drawFrame();
    expect(run, 'in the frame').not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before the frame or after it', () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    const early = vi.fn();
    afterNextFrame(early)();
    const late = vi.fn();
    const cancelLate = afterNextFrame(late);
    frames.drawFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
