import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE } from './demo-schedule';
import { discreteKey, stateAt } from './schedule';
import { createDemoStore, resetDemoStore, type DemoStore } from './store';
import { syncDemoToTime } from './sync-store-to-time';

let store: DemoStore;
const discrete = () => {
  const { phase, revealed, bubbles, highlighted } = store.getState();
  return { phase, revealed, bubbles, highlighted };
};

beforeEach(() => {
  store = createDemoStore();
});

describe('demo store', () => {
  it('starts idle at the state of t = 0', () => {
    expect(store.getState().status).toBe('idle');
    expect(discrete()).toEqual(stateAt(DEMO_SCHEDULE, 0));
    expect(store.getState().discreteChanges).toBe(discreteKey(DEMO_SCHEDULE, 0));
  });

  it('equals stateAt after syncing forwards and backwards', () => {
    for (const t of [3300, 11050, 17299, 2300, 0, 9000, 1500, 17300]) {
      syncDemoToTime(store, DEMO_SCHEDULE, t);
      expect(discrete(), `t=${t}`).toEqual(stateAt(DEMO_SCHEDULE, t));
    }
  });

  it('carries the stats panel’s figures, the spec’s (DECISIONS §2), at t = 0, 3300 and the loop’s end', () => {
    expect(store.getState().stats).toEqual({ reached: 0, totalReach: 0, celebritiesFound: 0, earned: 0 });
    syncDemoToTime(store, DEMO_SCHEDULE, 3300);
    expect(store.getState().stats).toEqual({ reached: 1, totalReach: 182_000, celebritiesFound: 0, earned: 47.8 });
    syncDemoToTime(store, DEMO_SCHEDULE, 17_299);
    expect(store.getState().stats).toMatchObject({ reached: 24, celebritiesFound: 4, earned: 1432.2 });
  });

  it('notifies only when the discrete state changes', () => {
    let notifications = 0;
    const unsubscribe = store.subscribe(() => notifications++);
    for (let t = 0; t < DEMO_SCHEDULE.duration; t += 1) syncDemoToTime(store, DEMO_SCHEDULE, t);
    unsubscribe();
    expect(notifications).toBe(DEMO_SCHEDULE.discreteTimes.length);
  });

  it('resets to the state of a fresh page', () => {
    store.setState({ status: 'lost', playing: false, speed: 2, range: { in: 1, out: 2 } });
    resetDemoStore(store);
    expect(store.getState()).toMatchObject({ status: 'idle', playing: true, speed: 1, range: null });
  });
});
