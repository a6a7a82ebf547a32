import { DEMO_SCHEDULE } from '../model/demo-schedule';
import { discreteKey, stateAt } from '../model/schedule';
import { demoStore } from './demo-store';

/** Makes the discrete state equal the schedule's state at t; a no-op unless it changed. */
export function syncDemoToTime(t: number): void {
  const key = discreteKey(DEMO_SCHEDULE, t);
  if (key === demoStore.getState().key) return;
  demoStore.setState({ ...stateAt(DEMO_SCHEDULE, t), key });
}
