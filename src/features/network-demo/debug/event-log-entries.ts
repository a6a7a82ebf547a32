// The debug panel's event log: every event of the loop as one line (time, what, who), and which few
// to show around the playhead, with the current ones marked.
import { PHASE_NAMES, type Phase, type Schedule } from '../playback/schedule';
import { lastIndexAtOrBefore, secondsLabel } from '../playback/timeline-time';

export interface LogEntry {
  t: number;
  /** "5.5 s · line · @node_nate", "2.3 s · phase 2 · spread". */
  label: string;
}

/** A slice of the log: entries [start, start + size), those in [currentFrom, currentTo] current. */
export interface LogWindow {
  start: number;
  currentFrom: number;
  currentTo: number;
}

/** One entry per schedule event, in the schedule's order. */
export function eventLogEntries(schedule: Schedule): LogEntry[] {
  const names = new Map(schedule.nodes.map((node) => [node.id, `@${node.name}`]));
  return schedule.events.map(({ t, kind, target }) => {
    const [what, who] =
      kind === 'phase'
        ? [`phase ${target}`, PHASE_NAMES[Number(target) as Phase]]
        : kind === 'reset'
          ? ['reset', 'next loop']
          : [kind, names.get(target) ?? target];
    return { t, label: [secondsLabel(t), what, who].join(' · ') };
  });
}

/**
 * The `size` entries around t: the current ones (every entry at the latest event time <= t, since
 * several events can share one moment) in the middle, so what just happened and what comes next
 * both show; the window never runs past either end, so it always holds `size` entries.
 */
export function logWindowAt(times: readonly number[], t: number, size: number): LogWindow {
  const currentTo = Math.max(lastIndexAtOrBefore(times, t), 0);
  let currentFrom = currentTo;
  while (currentFrom > 0 && times[currentFrom - 1] === times[currentTo]) currentFrom--;
  const before = Math.max(Math.floor((size - (currentTo - currentFrom + 1)) / 2), 0);
  const start = Math.max(Math.min(currentFrom - before, times.length - size), 0);
  return { start, currentFrom, currentTo };
}
