import { discreteKey, stateAt, type Schedule } from './schedule';
import { computeStats } from './stats';
import type { DemoStore } from './store';

/** Makes the store's discrete state equal the schedule's state at t; a no-op unless it changed. */
export function syncDemoToTime(store: DemoStore, schedule: Schedule, t: number): void {
  const discreteChanges = discreteKey(schedule, t);
  if (discreteChanges === store.getState().discreteChanges) return;
  const state = stateAt(schedule, t);
  store.setState({ ...state, discreteChanges, stats: computeStats(schedule.nodes, state.revealed, state.highlighted) });
}
