// The one GSAP adapter: a master timeline is the demo's only clock. It only keeps time (run,
// pause, seek, speed) and reports each tick; what the time means is the engine's business.
// GSAP's core alone, without the CSS plugin that `gsap` registers (7 KB gzip): the clock tweens no
// element's style, only an empty object's progress.
import { gsap } from 'gsap/gsap-core';

// GSAP's lag smoothing (500 ms, 33 ms) counts a frame longer than half a second as 33 ms: on a slow
// device (WebKit on a CPU rasteriser drew 600–1400 ms frames) the demo then ran at a tenth of its
// speed. The schedule's timings hold in wall time: a slow device drops frames, it does not stretch
// time. A hidden tab or a stage scrolled away suspends the clock (engine.ts), so no long gap is played.
gsap.ticker.lagSmoothing(0);
// Once the clock stops (paused, sought, at rest), GSAP's ticker goes on requesting animation frames
// until it next checks whether anything still plays: every 120 frames by default, so the page drew
// empty frames for up to two seconds after each pause, which a phone's next tap waited behind and its
// battery paid for. Checked every few frames, the ticker sleeps within a tenth of a second; it wakes
// when the clock runs again (run adds its tick).
gsap.config({ autoSleep: 6 });

/** Calls its listeners once per animation frame: gsap.ticker in the page, a manual one in tests. */
export interface Ticker {
  add(callback: () => void): void;
  remove(callback: () => void): void;
}

export interface Clock {
  /** Current time in ms. */
  time(): number;
  /** Jumps to `ms` without running or stopping. */
  seek(ms: number): void;
  /** Starts or stops time; while running, `onTick` is called every frame. */
  run(running: boolean): void;
  setSpeed(speed: number): void;
  /** Kills the timeline and stops ticking. */
  destroy(): void;
}

// Timeline positions are seconds; round away float noise (3.3 s * 1000 = 3299.9999999999995).
const toMs = (seconds: number) => Math.round(seconds * 1e6) / 1e3;

/**
 * A GSAP timeline `span` ms long, read on every tick of `ticker`. The span is longer than the time
 * the engine lets it reach, so the engine decides where time wraps or stops, to the millisecond.
 */
export function createGsapClock(span: number, onTick: (ms: number) => void, ticker: Ticker = gsap.ticker): Clock {
  const timeline = gsap.timeline({ paused: true });
  timeline.to({}, { duration: span / 1000, ease: 'none' });
  let ticking = false;
  const tick = () => onTick(toMs(timeline.time()));

  return {
    time: () => toMs(timeline.time()),
    seek(ms) {
      timeline.seek(ms / 1000, true);
    },
    run(running) {
      if (running) timeline.resume();
      else timeline.pause();
      if (running && !ticking) ticker.add(tick);
      if (!running && ticking) ticker.remove(tick);
      ticking = running;
    },
    setSpeed(speed) {
      timeline.timeScale(speed);
    },
    destroy() {
      if (ticking) ticker.remove(tick);
      ticking = false;
      timeline.kill();
    },
  };
}
