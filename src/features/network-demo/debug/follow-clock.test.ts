import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE as schedule } from '../content/demo-schedule';
import { createDemoEngine, type DemoEngine } from '../playback/engine';
import { manualTicker, driveGsapManually } from '../playback/manual-ticker.test-support';
import { createDemoStore } from '../playback/store';
import { followClock } from './follow-clock';

driveGsapManually();

const STEP = 100;
let clock: ReturnType<typeof manualTicker>;
let engine: DemoEngine;
let written: number[];

beforeEach(() => {
  clock = manualTicker();
  engine = createDemoEngine(schedule, { ticker: clock.ticker, store: createDemoStore() });
  engine.attach();
  engine.start();
  written = [];
});

describe('following the clock', () => {
  it('writes at once, then while playing only once the clock has moved a step on', () => {
    const follower = followClock(engine, STEP, (t) => written.push(t));
    expect(written).toEqual([engine.time()]);
    clock.advance(63 * 16);
    // 63 frames of 16 ms: a write every 7th (112 ms), the first that is a step on, not 63 writes.
    expect(written).toEqual([0, 112, 224, 336, 448, 560, 672, 784, 896, 1008]);
    follower.stop();
  });

  it('writes the exact moment on pausing, and every change while paused', () => {
    const follower = followClock(engine, STEP, (t) => written.push(t));
    clock.advance(150);
    engine.pause();
    expect(written.at(-1)).toBe(engine.time());
    engine.seek(5003);
    expect(written.at(-1)).toBe(5003);
    engine.seek(5004);
    expect(written.at(-1)).toBe(5004);
    follower.stop();
  });

  it('writes the exact moment on demand, and nothing once stopped', () => {
    const follower = followClock(engine, STEP, (t) => written.push(t));
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
