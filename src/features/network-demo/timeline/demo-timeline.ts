// The one GSAP adapter: a master timeline built from the schedule is the demo's only clock.
// Each gsap.ticker frame reads its position, syncs the store's discrete state and lets the
// scene draw; seeking does the same at once, so scrubbing either way is exact.
import { gsap } from 'gsap';
import { finishedTime } from '../model/frame';
import type { Schedule } from '../model/schedule';
import { setDemoPlaying, setDemoSpeed } from '../store/demo-store';
import { syncDemoToTime } from '../store/sync-demo-to-time';

/** Reasons the clock stops on its own: scrolled away, tab hidden, WebGL context lost. */
type SuspendReason = 'offscreen' | 'hidden' | 'lost';
/** `forced` frames (seek, replay, refresh) must be drawn; ticks may be skipped when nothing moves. */
type FrameListener = (t: number, forced: boolean) => void;

export interface DemoTimeline {
  /** Creates the GSAP timeline (call on mount; safe to repeat after detach). */
  attach(): void;
  /** Kills the GSAP timeline and its ticker listener (call on unmount). */
  detach(): void;
  /** Begins the first loop at t = 0 (with reduced motion: shows the finished spread). */
  start(): void;
  /** Back to t = 0 of a fresh loop, playing (with reduced motion: plays once). */
  replay(): void;
  play(): void;
  pause(): void;
  /** Pauses and jumps to t = ms, drawing that frame before returning. */
  seek(ms: number): void;
  time(): number;
  setSpeed(speed: number): void;
  setSuspended(reason: SuspendReason, suspended: boolean): void;
  /** Draws the current t again (after the canvas was restored or resized). */
  refresh(): void;
  /** Subscribes the scene's draw function; it is called at once with the current t. */
  onFrame(listener: FrameListener): () => void;
  readonly reducedMotion: boolean;
}

// Timeline positions are seconds; round away float noise (3.3 s * 1000 = 3299.9999999999995).
const toMs = (seconds: number) => Math.round(seconds * 1e6) / 1e3;

export function createDemoTimeline(schedule: Schedule, reducedMotion: boolean): DemoTimeline {
  const finish = finishedTime(schedule);
  const listeners = new Set<FrameListener>();
  const suspended = new Set<SuspendReason>();
  let tl: gsap.core.Timeline | null = null;
  let started = false;
  let playing = true;
  let speed = 1;
  let current = 0;
  let ticking = false;

  const emit = (forced = true) => {
    syncDemoToTime(current);
    listeners.forEach((listener) => listener(current, forced));
  };

  const tick = () => {
    if (!tl) return;
    current = toMs(tl.time());
    if (reducedMotion && current >= finish) {
      current = finish;
      playing = false;
      update();
    }
    emit(false);
  };

  function update() {
    setDemoPlaying(playing);
    const run = !!tl && started && playing && suspended.size === 0;
    if (!tl) return;
    if (run) {
      tl.seek(current / 1000, true).resume();
      if (!ticking) gsap.ticker.add(tick);
      ticking = true;
    } else {
      tl.pause();
      if (ticking) gsap.ticker.remove(tick);
      ticking = false;
    }
  }

  const jump = (ms: number, play: boolean) => {
    current = Math.min(Math.max(ms, 0), schedule.duration);
    playing = play;
    tl?.seek(current / 1000, true);
    update();
    emit();
  };

  return {
    reducedMotion,
    attach() {
      if (tl) return;
      tl = gsap.timeline({ paused: true, repeat: reducedMotion ? 0 : -1 });
      tl.to({}, { duration: schedule.duration / 1000, ease: 'none' });
      tl.timeScale(speed);
      tl.seek(current / 1000, true);
      update();
    },
    detach() {
      if (ticking) gsap.ticker.remove(tick);
      ticking = false;
      tl?.kill();
      tl = null;
    },
    start() {
      started = true;
      if (reducedMotion) jump(finish, false);
      else jump(0, true);
    },
    replay() {
      started = true;
      jump(0, true);
    },
    play() {
      if (reducedMotion && current >= finish) current = 0;
      playing = true;
      update();
    },
    pause() {
      playing = false;
      update();
    },
    seek(ms) {
      jump(ms, false);
    },
    time: () => current,
    refresh: () => emit(),
    setSpeed(next) {
      speed = next;
      tl?.timeScale(next);
      setDemoSpeed(next);
    },
    setSuspended(reason, on) {
      if (on) suspended.add(reason);
      else suspended.delete(reason);
      update();
    },
    onFrame(listener) {
      listeners.add(listener);
      listener(current, true);
      return () => listeners.delete(listener);
    },
  };
}
