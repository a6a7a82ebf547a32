import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE as schedule } from '../playback/demo-schedule';
import { createDemoEngine, type DemoEngine } from '../playback/engine';
import { manualTicker, driveGsapManually } from '../playback/manual-ticker.test-support';
import { createDemoStore } from '../playback/store';
import { followClock, type ClockFollower } from './follow-clock';

driveGsapManually();

const STEP = 100;
let clock: ReturnType<typeof manualTicker>;
let engine: DemoEngine;
let written: number[];
let follower: ClockFollower;

beforeEach(() => {
  clock = manualTicker();
  engine = createDemoEngine(schedule, { ticker: clock.ticker, store: createDemoStore() });
  engine.attach();
  engine.start();
  written = [];
  follower = followClock(engine, STEP, (t) => written.push(t));
});
afterEach(() => follower.stop());

describe('following the clock', () => {
  it('writes at once, then while playing only once the clock has moved a step on', () => {
    expect(written).toEqual([engine.time()]);
    clock.advance(1000);
    // Frames of 16 ms: each write is the first frame a step on from the last, not one a frame.
    expect(written.length).toBeGreaterThanOrEqual(Math.floor(1000 / (STEP + 16)));
    expect(written.length).toBeLessThanOrEqual(1 + Math.floor(1000 / STEP));
    written.slice(1).forEach((t, i) => {
      expect(t - written[i]!).toBeGreaterThanOrEqual(STEP);
      expect(t - written[i]!).toBeLessThan(STEP + 16);
    });
  });

  it('writes the exact moment on pausing, and every change while paused', () => {
    clock.advance(150);
    engine.pause();
    expect(written.at(-1)).toBe(engine.time());
    engine.seek(5003);
    expect(written.at(-1)).toBe(5003);
    engine.seek(5004);
    expect(written.at(-1)).toBe(5004);
  });

  it('writes the exact moment on demand, and nothing once stopped', () => {
    clock.advance(40);
    follower.sync();
    expect(written.at(-1)).toBe(engine.time());
    follower.stop();
    const count = written.length;
    clock.advance(500);
    engine.pause();
    expect(written.length).toBe(count);
  });
});
