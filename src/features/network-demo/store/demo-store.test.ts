import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE } from '../model/demo-schedule';
import { discreteKey, stateAt } from '../model/schedule';
import { demoStore, resetDemoStore, setDemoFallback, setDemoLoading, setDemoPlaying } from './demo-store';
import { syncDemoToTime } from './sync-demo-to-time';

const discrete = () => {
  const { phase, revealed, bubbles, highlighted } = demoStore.getState();
  return { phase, revealed, bubbles, highlighted };
};

beforeEach(resetDemoStore);

describe('demo store', () => {
  it('starts loading at the state of t = 0', () => {
    expect(demoStore.getState().loading).toBe(true);
    expect(discrete()).toEqual(stateAt(DEMO_SCHEDULE, 0));
    expect(demoStore.getState().key).toBe(discreteKey(DEMO_SCHEDULE, 0));
  });

  it('equals stateAt after syncing forwards and backwards', () => {
    for (const t of [3300, 11050, 17299, 2300, 0, 9000, 1500, 17300]) {
      syncDemoToTime(t);
      expect(discrete(), `t=${t}`).toEqual(stateAt(DEMO_SCHEDULE, t));
    }
  });

  it('notifies only when the discrete state changes', () => {
    let notifications = 0;
    const unsubscribe = demoStore.subscribe(() => notifications++);
    for (let t = 0; t < DEMO_SCHEDULE.duration; t += 1) syncDemoToTime(t);
    unsubscribe();
    expect(notifications).toBe(DEMO_SCHEDULE.discreteTimes.length);
  });

  it('keeps loading, fallback and playing flags', () => {
    setDemoLoading(false);
    setDemoFallback('lost');
    setDemoPlaying(false);
    expect(demoStore.getState()).toMatchObject({ loading: false, fallback: 'lost', playing: false });
    resetDemoStore();
    expect(demoStore.getState()).toMatchObject({ loading: true, fallback: null, playing: true });
  });
});
