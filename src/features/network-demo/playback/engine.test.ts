import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE as schedule } from './demo-schedule';
import { finishedTime } from './scene-frame';
import { stateAt } from './schedule';
import { createDemoStore, type DemoStore } from './store';
import { createDemoEngine, type DemoEngine } from './engine';
import { manualTicker, driveGsapManually } from './manual-ticker.test-support';

driveGsapManually();

let clock: ReturnType<typeof manualTicker>;
let store: DemoStore;
let engine: DemoEngine;
const discrete = () => {
  const { phase, revealed, bubbles, highlighted } = store.getState();
  return { phase, revealed, bubbles, highlighted };
};

function started(options: { reducedMotion?: boolean } = {}) {
  engine = createDemoEngine(schedule, { ...options, ticker: clock.ticker, store });
  engine.attach();
  engine.start();
  return engine;
}

beforeEach(() => {
  clock = manualTicker();
  store = createDemoStore();
});

describe('demo engine', () => {
  it('waits for start, then plays from t = 0 and keeps the store in step', () => {
    engine = createDemoEngine(schedule, { ticker: clock.ticker, store });
    engine.attach();
    clock.advance(1000);
    expect(engine.time()).toBe(0);
    expect(store.getState().playing).toBe(true);
    engine.start();
    clock.advance(4000);
    expect(engine.time()).toBe(4000);
    expect(discrete()).toEqual(stateAt(schedule, 4000));
    expect(store.getState().playing).toBe(true);
  });

  it('keeps a seek made before it starts: the first loop starts there, paused', () => {
    engine = createDemoEngine(schedule, { ticker: clock.ticker, store });
    engine.attach();
    engine.seek(9300);
    engine.start();
    clock.advance(1000);
    expect(engine.time()).toBe(9300);
    expect(store.getState().playing).toBe(false);
    expect(discrete()).toEqual(stateAt(schedule, 9300));
  });

  it('starts once: a second start does not restart the loop', () => {
    started();
    clock.advance(3000);
    engine.start();
    expect(engine.time()).toBe(3000);
    engine.pause();
    engine.start();
    expect(store.getState().playing).toBe(false);
  });

  it('pauses and plays on', () => {
    started();
    clock.advance(3000);
    engine.pause();
    clock.advance(2000);
    expect(engine.time()).toBe(3000);
    expect(store.getState().playing).toBe(false);
    engine.play();
    clock.advance(500);
    expect(engine.time()).toBe(3500);
  });

  it('seeks both ways, paused, with the store at that exact t', () => {
    started();
    for (const t of [9300, 2300, 11550, 0, 17299, 5800]) {
      engine.seek(t);
      expect(engine.time()).toBe(t);
      expect(store.getState().playing).toBe(false);
      expect(discrete(), `t=${t}`).toEqual(stateAt(schedule, t));
    }
    clock.advance(1000);
    expect(engine.time()).toBe(5800);
    engine.seek(-50);
    expect(engine.time()).toBe(0);
    engine.seek(99_999);
    expect(engine.time()).toBe(schedule.duration);
  });

  it('plays at the chosen speed', () => {
    started();
    engine.setSpeed(4);
    clock.advance(1000);
    expect(engine.time()).toBe(4000);
    engine.setSpeed(0.25);
    clock.advance(1000);
    expect(engine.time()).toBe(4250);
    expect(store.getState().speed).toBe(0.25);
  });

  it('loops: after the reset at 17300 the next loop starts at t = 0 to the millisecond', () => {
    started();
    engine.seek(17_000);
    engine.play();
    clock.advance(304);
    expect(engine.time()).toBe(4);
    expect(discrete()).toEqual(stateAt(schedule, 0));
  });

  it('suspends (scrolled away, tab hidden) without losing its place or its intent to play', () => {
    started();
    clock.advance(2000);
    engine.setSuspended('offscreen', true);
    clock.advance(3000);
    expect(engine.time()).toBe(2000);
    expect(store.getState().playing).toBe(true);
    expect(clock.listening()).toBe(0);
    engine.setSuspended('hidden', true);
    engine.setSuspended('offscreen', false);
    clock.advance(1000);
    expect(engine.time()).toBe(2000);
    engine.setSuspended('hidden', false);
    clock.advance(1000);
    expect(engine.time()).toBe(3000);
  });

  it('with reduced motion rests on the finished spread, and plays the loop once', () => {
    const finish = finishedTime(schedule);
    started({ reducedMotion: true });
    expect(engine.time()).toBe(finish);
    expect(store.getState().playing).toBe(false);
    expect(discrete()).toEqual(stateAt(schedule, finish));
    clock.advance(2000);
    expect(engine.time()).toBe(finish);
    engine.play();
    clock.advance(1000);
    expect(engine.time()).toBe(1000);
    clock.advance(finish);
    expect(engine.time()).toBe(finish);
    expect(store.getState().playing).toBe(false);
    engine.replay();
    clock.advance(500);
    expect(engine.time()).toBe(500);
  });

  it('repeats a range while one is set, and refuses one that makes no sense', () => {
    started();
    expect(engine.setRange({ in: 2300, out: 8000 })).toBe(true);
    engine.seek(7990);
    engine.play();
    clock.advance(20);
    expect(engine.time()).toBe(2310);
    expect(store.getState().range).toEqual({ in: 2300, out: 8000 });
    expect(engine.setRange({ in: 8000, out: 2300 })).toBe(false);
    expect(engine.setRange({ in: -1, out: 100 })).toBe(false);
    expect(engine.setRange({ in: 0, out: 20_000 })).toBe(false);
    expect(store.getState().range).toEqual({ in: 2300, out: 8000 });
    engine.setRange(null);
    engine.seek(7990);
    engine.play();
    clock.advance(20);
    expect(engine.time()).toBe(8010);
  });

  it('tells listeners each tick’s t and whether anything moved since the last change', () => {
    started();
    const calls: [number, boolean][] = [];
    const stop = engine.onFrame((t, changed) => calls.push([t, changed]));
    expect(calls).toEqual([[0, true]]);
    clock.advance(16);
    // Nothing moves before the post appears at 1500.
    expect(calls.at(-1)).toEqual([16, false]);
    engine.seek(1500);
    clock.advance(0);
    engine.play();
    clock.advance(16);
    expect(calls.at(-1)).toEqual([1516, true]);
    expect(engine.time()).toBe(1516);
    stop();
    clock.advance(16);
    expect(calls.at(-1)![0]).toBe(1516);
  });

  it('detaches and attaches again (StrictMode) where it was, still playing', () => {
    started();
    clock.advance(1000);
    engine.detach();
    expect(clock.listening()).toBe(0);
    engine.attach();
    clock.advance(1000);
    expect(engine.time()).toBe(2000);
  });

  it('stands still while the WebGL context is lost, and goes on from there once it is back', () => {
    started();
    clock.advance(1000);
    engine.setSuspended('lost', true);
    clock.advance(1000);
    expect(engine.time()).toBe(1000);
    expect(store.getState().playing).toBe(true);
    engine.setSuspended('lost', false);
    clock.advance(1000);
    expect(engine.time()).toBe(2000);
  });
});
