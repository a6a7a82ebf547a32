import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../../../config/constants';
import { DEMO_SCHEDULE as schedule } from '../playback/demo-schedule';
import { createDemoStore, type DemoStore } from '../playback/store';
import { createDemoEngine, type DemoEngine } from '../playback/engine';
import { createInspector, type Inspector } from './inspector';
import { manualTicker, driveGsapManually } from '../playback/manual-ticker.test-support';

driveGsapManually();

let store: DemoStore;
let engine: DemoEngine;
let inspector: Inspector;
let clock: ReturnType<typeof manualTicker>;
const open = () => inspector.inspection();

beforeEach(() => {
  vi.useFakeTimers();
  clock = manualTicker();
  store = createDemoStore();
  engine = createDemoEngine(schedule, { ticker: clock.ticker, store });
  engine.attach();
  engine.start();
  inspector = createInspector(engine);
  inspector.attach();
  // Everything revealed; the clock plays on.
  engine.seek(13_000);
  engine.play();
});
afterEach(() => {
  inspector.detach();
  vi.useRealTimers();
});

describe('inspector', () => {
  it('opens a hovered card after the tooltip delay, a neighbour at once within the skip window', () => {
    inspector.hover('n7');
    vi.advanceTimersByTime(TOOLTIP.delayMs - 1);
    expect(open()).toBe(null);
    vi.advanceTimersByTime(1);
    expect(open()).toEqual({ id: 'n7', by: 'hover' });
    inspector.hover(null);
    expect(open()).toBe(null);
    vi.advanceTimersByTime(TOOLTIP.skipDelayMs - 1);
    inspector.hover('n8');
    expect(open()).toEqual({ id: 'n8', by: 'hover' });
    // Hover does not stop the clock.
    expect(store.getState().playing).toBe(true);
  });

  it('times the hover delay from when the pointer entered: moving over the node does not restart it', () => {
    inspector.hover('n7');
    vi.advanceTimersByTime(500);
    inspector.hover('n7');
    vi.advanceTimersByTime(TOOLTIP.delayMs - 500);
    expect(open()).toEqual({ id: 'n7', by: 'hover' });
  });

  it('opens a focused card at once, without stopping the clock', () => {
    inspector.focus('post');
    expect(open()).toEqual({ id: 'post', by: 'focus' });
    expect(store.getState().playing).toBe(true);
  });

  it('pins: pauses the clock; another pin moves it; closing resumes the clock', () => {
    inspector.pin('n13');
    expect(open()).toEqual({ id: 'n13', by: 'pin' });
    expect(store.getState().playing).toBe(false);
    inspector.hover('n2');
    vi.advanceTimersByTime(TOOLTIP.delayMs);
    expect(open()?.id).toBe('n13');
    inspector.pin('n14');
    expect(open()).toEqual({ id: 'n14', by: 'pin' });
    inspector.close();
    expect(open()).toBe(null);
    expect(store.getState().playing).toBe(true);
  });

  it('does not resume a clock that was paused before the pin', () => {
    engine.pause();
    inspector.pin('n1');
    inspector.pin(null);
    expect(open()).toBe(null);
    expect(store.getState().playing).toBe(false);
  });

  it('ignores targets the clock has not shown, and closes a card whose target the clock hides', () => {
    inspector.pin('n7');
    engine.seek(schedule.times.n7!.appear - 1);
    expect(open()).toBe(null);
    expect(store.getState().playing).toBe(false);
    inspector.focus('n24');
    expect(open()).toBe(null);
    engine.seek(1000);
    inspector.pin('post');
    expect(open()).toBe(null);
  });
});
