// How the debug panel's text and values follow the clock (the t readout, the range's value): exactly
// whenever the clock stands still, and in steps while it plays. Each write restyles, lays out and
// paints the page's document, a few milliseconds of the main thread on a page this long, which a
// GPU-less visitor's scene needs every frame; and digits that change every frame cannot be read.
import type { DemoEngine } from '../playback/engine';

export interface ClockFollower {
  /** Writes the clock's moment now, exactly. */
  sync(): void;
  stop(): void;
}

/** Calls `write` with the clock's moment: every change while paused, every `stepMs` while playing, and on pausing. */
export function followClock(engine: DemoEngine, stepMs: number, write: (t: number) => void): ClockFollower {
  // The moment last written (none yet: infinitely far from any).
  let writtenAt = -Infinity;
  const sync = () => {
    writtenAt = engine.time();
    write(writtenAt);
  };
  const stopStore = engine.store.subscribe((state, previous) => {
    if (previous.playing && !state.playing) sync();
  });
  const stopFrames = engine.onFrame(() => {
    if (!engine.store.getState().playing || Math.abs(engine.time() - writtenAt) >= stepMs) sync();
  });
  return {
    sync,
    stop() {
      stopStore();
      stopFrames();
    },
  };
}
