import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import {
  SPEC_LAST_EVENT,
  SPEC_LOOP,
  SPEC_MOMENTS,
  SPEC_POST_APPEAR,
  SPEC_SPREAD_START,
  SPEC_TIMES,
  specMoment,
  specState,
} from '../content/spec-table.test-support';
import { buildSchedule, discreteKey, nextEventTime, previousEventTime, stateAt } from './schedule';

// Expected values are the spec's, written out by hand in spec-table.test-support.ts; none comes
// from the code under test.
const schedule = buildSchedule(DEMO_NODES);
const celebrities = ['n13', 'n16', 'n20', 'n23'];

describe('event times', () => {
  it('has the phase times and a 17300 ms loop', () => {
    expect(schedule.postAppear).toBe(SPEC_POST_APPEAR);
    expect(schedule.spreadStart).toBe(SPEC_SPREAD_START);
    expect(schedule.duration).toBe(SPEC_LOOP);
    expect(schedule.events.at(-1)).toEqual({ t: 17300, kind: 'reset', target: '0' });
    expect(schedule.settledAt).toBe(SPEC_LAST_EVENT);
  });

  it('gives every node the spec table’s times, to the millisecond', () => {
    expect(Object.keys(schedule.times)).toEqual(Object.keys(SPEC_TIMES));
  });

  it.each(Object.entries(SPEC_TIMES))('times %s as the spec table does', (id, times) => {
    expect(schedule.times[id]).toEqual(times);
  });

  it('highlights exactly the celebrities, in data order', () => {
    expect(DEMO_NODES.filter((n) => n.isCelebrity).map((n) => n.id)).toEqual(celebrities);
    expect(celebrities.map((id) => schedule.times[id]!.highlight)).toEqual([11050, 11250, 11450, 11650]);
  });

  it('lists every event sorted by time', () => {
    // 4 phase and reset events, 4 per node (line, reveal, bubble, emoji), 4 highlights.
    expect(schedule.events).toHaveLength(4 + 24 * 4 + 4);
    const times = schedule.events.map((e) => e.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('stateAt', () => {
  it.each(SPEC_MOMENTS.map((m) => [m.t, m.what, m] as const))('at t = %i (%s) is the spec’s state', (t, _what, m) => {
    expect(stateAt(schedule, t)).toEqual(specState(m));
  });

  it('reveals each node exactly when its line has finished, ±1 ms', () => {
    for (const [id, { appear }] of Object.entries(SPEC_TIMES)) {
      expect(stateAt(schedule, appear - 1).revealed, `${id} at ${appear - 1}`).not.toContain(id);
      expect(stateAt(schedule, appear).revealed, `${id} at ${appear}`).toContain(id);
    }
  });

  it('turns each bubble to tweet at appear + 500 and to emoji at appear + 2500, ±1 ms', () => {
    for (const [id, { bubble, emoji }] of Object.entries(SPEC_TIMES)) {
      expect(stateAt(schedule, bubble - 1).bubbles[id], `${id} at ${bubble - 1}`).toBe('hidden');
      expect(stateAt(schedule, bubble).bubbles[id], `${id} at ${bubble}`).toBe('tweet');
      expect(stateAt(schedule, emoji - 1).bubbles[id], `${id} at ${emoji - 1}`).toBe('tweet');
      expect(stateAt(schedule, emoji).bubbles[id], `${id} at ${emoji}`).toBe('emoji');
    }
  });

  it('highlights celebrities in order, ±1 ms', () => {
    celebrities.forEach((id, c) => {
      const at = SPEC_TIMES[id]!.highlight!;
      expect(stateAt(schedule, at - 1).highlighted, `before ${id}`).toEqual(celebrities.slice(0, c));
      expect(stateAt(schedule, at).highlighted, `at ${id}`).toEqual(celebrities.slice(0, c + 1));
    });
  });

  it('folds time into one loop, either way', () => {
    expect(discreteKey(schedule, 17300)).toBe(discreteKey(schedule, 0));
    expect(stateAt(schedule, 17300 + 3300)).toEqual(specState(specMoment(3300)));
    expect(stateAt(schedule, -1)).toEqual(specState(specMoment(17299)));
  });
});

describe('discreteKey and event stepping', () => {
  it('changes exactly when stateAt changes', () => {
    // Every millisecond of the loop; the times where the two disagree, collected, so that the loop
    // stays cheap (one assertion, not 17 300).
    const disagreements: number[] = [];
    let previous = JSON.stringify(stateAt(schedule, 0));
    for (let t = 1; t < 17300; t++) {
      const current = JSON.stringify(stateAt(schedule, t));
      if ((discreteKey(schedule, t) !== discreteKey(schedule, t - 1)) !== (current !== previous)) disagreements.push(t);
      previous = current;
    }
    expect(disagreements).toEqual([]);
  });

  it('steps to the next and previous discrete event', () => {
    expect(nextEventTime(schedule, 0)).toBe(1500);
    expect(nextEventTime(schedule, 1500)).toBe(2300);
    expect(nextEventTime(schedule, 2300)).toBe(3300);
    expect(previousEventTime(schedule, 3300)).toBe(2300);
    expect(previousEventTime(schedule, 1500)).toBe(0);
    expect(nextEventTime(schedule, 13550)).toBe(17300);
  });

  it('steps through exactly the spec table’s times at which the state changes', () => {
    const changes = new Set([1500, 2300]);
    for (const { appear, bubble, emoji, highlight } of Object.values(SPEC_TIMES))
      for (const t of [appear, bubble, emoji, highlight]) if (t !== null) changes.add(t);
    expect(schedule.discreteTimes).toEqual([...changes].sort((a, b) => a - b));
  });
});
