// What the Timeline range says its value is: the moment and the phase, not a count of milliseconds.
import { PHASE_NAMES, stateAt, type Schedule } from '../playback/schedule';
import { secondsLabel } from '../playback/timeline-time';

/** The range's aria-valuetext at `t`: "9.3 s, phase 2 (spread)". */
export function timelineValueText(schedule: Schedule, t: number): string {
  const { phase } = stateAt(schedule, t);
  return `${secondsLabel(t)}, phase ${phase} (${PHASE_NAMES[phase]})`;
}
