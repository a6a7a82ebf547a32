// Input that reports faster than frames are drawn (a mouse at 125 Hz dragging a range) is acted on at
// most once per frame: the first value at once, any later one in the same frame kept, the latest
// replacing it, and acted on at the next frame. A second value acted on within one frame would draw a
// moment nobody sees.

export interface LatestPerFrame<T> {
  /** Acts on `value` now, or, if it already acted since the last frame, at the next one. */
  push(value: T): void;
  /** Acts on the value kept now, if there is one. */
  flush(): void;
  /** Drops the value kept. */
  cancel(): void;
}

/** How the next frame is waited for: the page's animation frames, or a worker's where it has none. */
interface Frames {
  request(run: () => void): number;
  cancel(handle: number): void;
}

const ANIMATION_FRAMES: Frames = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function latestPerFrame<T>(act: (value: T) => void, frames: Frames = ANIMATION_FRAMES): LatestPerFrame<T> {
  let kept: { value: T } | null = null;
  // Set from acting until the next animation frame.
  let frame = 0;
  const actOn = (value: T) => {
    act(value);
    frame ||= frames.request(nextFrame);
  };
  function nextFrame() {
    frame = 0;
    const pending = kept;
    kept = null;
    if (pending) actOn(pending.value);
  }
  return {
    push(value) {
      if (frame) kept = { value };
      else actOn(value);
    },
    flush() {
      const pending = kept;
      kept = null;
      if (pending) actOn(pending.value);
    },
    cancel() {
      if (frame) frames.cancel(frame);
      frame = 0;
      kept = null;
    },
  };
}
