// The demo's engine, outside React: it owns the clock, tells its listeners each moment and whether
// the picture changed, and syncs the schedule's discrete state into the store (the scene computes
// its own per-frame values where it draws). Playback's state (playing, speed, range) lives in the
// store it is given: the engine's commands write it there.
import { animationWindows, finishedTime, frameDiffers } from './scene-frame';
import type { Schedule } from './schedule';
import { isLoopRange, type LoopRange } from './loop-range';
import type { DemoStore } from './store';
import { syncDemoToTime } from './sync-store-to-time';
import { createGsapClock, type Clock, type Ticker } from './clock';

/** Reasons the clock stops on its own: scrolled away, tab hidden, WebGL context lost. */
type SuspendReason = 'offscreen' | 'hidden' | 'lost';

/**
 * `changed` is false when the values equal the last frame's (nothing moves), so drawing may be
 * skipped; `playing`: the clock plays (so how long a frame takes to draw says how fast the machine is).
 */
type FrameListener = (t: number, changed: boolean, playing: boolean) => void;

export interface DemoEngineOptions {
  /** Where playback's state lives, and the schedule's state at the current t. */
  store: DemoStore;
  /** Rest on the finished spread instead of looping; play runs the loop once. */
  reducedMotion?: boolean;
  ticker?: Ticker;
}

export interface DemoEngine {
  readonly schedule: Schedule;
  readonly store: DemoStore;
  readonly reducedMotion: boolean;
  /** Creates the clock (on mount; safe to repeat after detach, as StrictMode does). */
  attach(): void;
  /** Stops and drops the clock (on unmount); time, speed and range are kept. */
  detach(): void;
  /**
   * The assets are in and the scene can draw: begins the first loop (with reduced motion, shows the
   * finished spread). Once: later calls (a rebuilt scene drawing its first frame again) do nothing.
   */
  start(): void;
  /** Back to t = 0, playing. */
  replay(): void;
  play(): void;
  pause(): void;
  /** Pauses and jumps to t = ms (clamped to the loop), drawing that moment before returning. */
  seek(ms: number): void;
  /** The clock's t: a per-frame value, so not in the store. */
  time(): number;
  setSpeed(speed: number): void;
  /** While set, playback repeats in..out; null clears it. A range that makes no sense is refused. */
  setRange(range: LoopRange | null): boolean;
  setSuspended(reason: SuspendReason, suspended: boolean): void;
  /** Whether the clock waits for the stage to come into view or the tab to show. */
  away(): boolean;
  /** Calls `listener` on every tick and at once; returns the unsubscribe function. */
  onFrame(listener: FrameListener): () => void;
}

export function createDemoEngine(
  schedule: Schedule,
  { store, reducedMotion = false, ticker }: DemoEngineOptions,
): DemoEngine {
  // Where playback ends when no range is set, and what happens there.
  const playback = reducedMotion
    ? { loop: false, end: finishedTime(schedule), startAt: finishedTime(schedule), startPlaying: false }
    : { loop: true, end: schedule.duration, startAt: 0, startPlaying: true };
  const windows = animationWindows(schedule);
  const listeners = new Set<FrameListener>();
  const suspended = new Set<SuspendReason>();
  let clock: Clock | null = null;
  let started = false;
  // Where the first loop starts. A seek made while the scene is still loading (a tool's, or a
  // person's on the Timeline) says where instead, paused: starting would otherwise undo it.
  let first = { at: playback.startAt, play: playback.startPlaying };
  let current = 0;

  const playing = () => store.getState().playing;
  const bounds = (): [number, number] => {
    const { range } = store.getState();
    return range ? [range.in, range.out] : [0, playback.end];
  };
  const setPlaying = (next: boolean) => {
    if (playing() !== next) store.setState({ playing: next });
    clock?.run(started && next && suspended.size === 0);
  };

  // The t whose values last differed from those before: where `changed` is measured from.
  let changedAt = Number.NaN;
  function emit(forced: boolean) {
    syncDemoToTime(store, schedule, current);
    const changed = forced || frameDiffers(windows, changedAt, current);
    if (changed) changedAt = current;
    const on = playing();
    listeners.forEach((listener) => listener(current, changed, on));
  }

  function jump(ms: number, play: boolean) {
    current = Math.min(Math.max(ms, 0), schedule.duration);
    clock?.seek(current);
    setPlaying(play);
    emit(true);
  }

  function setSuspended(reason: SuspendReason, on: boolean) {
    if (on) suspended.add(reason);
    else suspended.delete(reason);
    setPlaying(playing());
  }

  function tick(ms: number) {
    const [from, to] = bounds();
    current = ms;
    if (ms >= to) {
      current = playback.loop && to > from ? from + ((ms - to) % (to - from)) : to;
      clock?.seek(current);
      if (!playback.loop) setPlaying(false);
    }
    emit(false);
  }

  return {
    schedule,
    store,
    reducedMotion,
    attach() {
      if (clock) return;
      // Twice the loop: the clock never stops on its own before the engine wraps or stops it.
      clock = createGsapClock(2 * schedule.duration, tick, ticker);
      clock.setSpeed(store.getState().speed);
      clock.seek(current);
      setPlaying(playing());
    },
    detach() {
      clock?.destroy();
      clock = null;
    },
    start() {
      if (started) return;
      started = true;
      jump(first.at, first.play);
    },
    replay() {
      started = true;
      jump(0, true);
    },
    play() {
      const [from, to] = bounds();
      if (!playback.loop && current >= to) jump(from, true);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
    seek(ms) {
      if (!started) first = { at: ms, play: false };
      jump(ms, false);
    },
    time: () => current,
    setSpeed(speed) {
      clock?.setSpeed(speed);
      store.setState({ speed });
    },
    setRange(next) {
      if (next && !isLoopRange(next, schedule.duration)) return false;
      store.setState({ range: next && { in: next.in, out: next.out } });
      return true;
    },
    setSuspended,
    away: () => suspended.has('offscreen') || suspended.has('hidden'),
    onFrame(listener) {
      listeners.add(listener);
      listener(current, true, playing());
      return () => listeners.delete(listener);
    },
  };
}
