// When the scene's worker draws the clock's moments. They are drawn as they come, but only the latest
// of those that arrived while the worker was busy: one that drew every moment sent would fall behind
// on a slow machine, and the canvas show the past. And a frame drawn before the compositor has taken
// the last one is never shown, only paid for: until it has (the worker's next animation frame),
// moments wait, and then the latest is drawn.

export interface MomentTimers {
  /** Runs `run` in a task of its own, after the messages already queued. */
  soon(run: () => void): void;
  /** Runs `run` when the compositor asks the canvas for its next frame. */
  nextFrame(run: () => void): void;
}

export interface MomentDrawer {
  /** A new moment of the clock. */
  receive(t: number, playing: boolean): void;
  /** Resolves once every moment received so far is drawn (at once when none waits). */
  drawn(): Promise<void>;
}

export function createMomentDrawer(draw: (t: number, playing: boolean) => void, timers: MomentTimers): MomentDrawer {
  let latestT = 0;
  let latestPlaying = false;
  let pending = false;
  let lastFrameTaken = true;
  const waiting: (() => void)[] = [];

  function drawLatest() {
    pending = false;
    draw(latestT, latestPlaying);
    waiting.splice(0).forEach((resolve) => resolve());
    lastFrameTaken = false;
    timers.nextFrame(() => {
      lastFrameTaken = true;
      if (pending) drawLatest();
    });
  }

  return {
    receive(t, playing) {
      latestT = t;
      latestPlaying = playing;
      if (pending) return;
      pending = true;
      if (lastFrameTaken) timers.soon(drawLatest);
    },
    drawn: () => (pending ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
  };
}
