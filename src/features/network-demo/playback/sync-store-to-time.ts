import { discreteKey, stateAt, type Schedule } from './schedule';
import type { DemoStore } from './store';

/** Makes the store's discrete state equal the schedule's state at t; a no-op unless it changed. */
export function syncDemoToTime(store: DemoStore, schedule: Schedule, t: number): void {
  const discreteChanges = discreteKey(schedule, t);
  if (discreteChanges === store.getState().discreteChanges) return;
  store.setState({ ...stateAt(schedule, t), discreteChanges });
}
