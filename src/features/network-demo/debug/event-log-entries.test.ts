import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { eventLogEntries, logWindowAt } from './event-log-entries';
import { buildSchedule } from '../playback/schedule';

const schedule = buildSchedule(DEMO_NODES);
const entries = eventLogEntries(schedule);
const times = entries.map((entry) => entry.t);

describe('eventLogEntries', () => {
  it('has one entry per event, in schedule order', () => {
    expect(times).toEqual(schedule.events.map((event) => event.t));
  });

  it('reads time, what and who', () => {
    const labels = entries.map((entry) => entry.label);
    expect(labels.slice(0, 4)).toEqual([
      '0.0 s · phase 0 · idle',
      '1.5 s · phase 1 · central post',
      '2.3 s · phase 2 · spread',
      '2.3 s · line · @mara_onchain',
    ]);
    expect(labels).toContain('5.5 s · line · @node_nate');
    expect(labels).toContain('6.5 s · reveal · @node_nate');
    expect(labels).toContain('7.0 s · bubble · @node_nate');
    expect(labels).toContain('9.0 s · emoji · @node_nate');
    expect(labels).toContain('11.1 s · highlight · @elena_macro');
    expect(labels.at(-1)).toBe('17.3 s · reset · next loop');
  });
});

describe('logWindowAt', () => {
  const size = 7;

  it('marks the latest event at or before t and shows three before it', () => {
    const at = times.indexOf(5500);
    expect(logWindowAt(times, 5500, size)).toEqual({ start: at - 3, currentFrom: at, currentTo: at });
    // Between events, the last one passed stays current.
    expect(logWindowAt(times, 5600, size)).toEqual({ start: at - 3, currentFrom: at, currentTo: at });
  });

  it('marks every event of a shared moment, and keeps one before and after in view', () => {
    const from = times.indexOf(9300);
    const window = logWindowAt(times, 9300, size);
    expect(window.currentFrom).toBe(from);
    expect(window.currentTo - window.currentFrom + 1).toBe(4);
    expect(times.slice(window.currentFrom, window.currentTo + 1).every((t) => t === 9300)).toBe(true);
    expect(window.start).toBe(from - 1);
    expect(logWindowAt(times, 2300, size).start).toBe(times.indexOf(2300) - 2);
  });

  it('keeps its size at both ends of the loop', () => {
    expect(logWindowAt(times, 0, size)).toEqual({ start: 0, currentFrom: 0, currentTo: 0 });
    const last = times.length - 1;
    expect(logWindowAt(times, schedule.duration, size)).toEqual({
      start: last - 6,
      currentFrom: last,
      currentTo: last,
    });
    for (let t = 0; t <= schedule.duration; t += 50) {
      const { start } = logWindowAt(times, t, size);
      expect(start).toBeGreaterThanOrEqual(0);
      expect(start + size).toBeLessThanOrEqual(times.length);
    }
  });
});
