import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { buildSchedule, discreteKey, nextEventTime, previousEventTime, stateAt } from './schedule';

const schedule = buildSchedule(DEMO_NODES);
const S = 2300;
const ids = (layer: number) => DEMO_NODES.filter((n) => n.layer === layer).map((n) => n.id);
const celebrities = DEMO_NODES.filter((n) => n.isCelebrity).map((n) => n.id);

describe('event times', () => {
  it('has the phase times and a 17300 ms loop', () => {
    expect(schedule.postAppear).toBe(1500);
    expect(schedule.spreadStart).toBe(S);
    expect(schedule.duration).toBe(17300);
    expect(schedule.events.at(-1)).toEqual({ t: 17300, kind: 'reset', target: '0' });
  });

  it.each([
    [1, 0, 400],
    [2, 3200, 300],
    [3, 5000, 250],
  ])('starts layer %i lines at S + %i + i × %i', (layer, offset, stagger) => {
    ids(layer).forEach((id, i) => {
      const times = schedule.times[id]!;
      expect(times.lineStart).toBe(S + offset + stagger * i);
      expect(times.appear).toBe(times.lineStart + 1000);
      expect(times.bubble).toBe(times.appear + 500);
      expect(times.emoji).toBe(times.appear + 2500);
    });
  });

  it('pins a few absolute times', () => {
    expect(schedule.times.n1).toMatchObject({ lineStart: 2300, appear: 3300, bubble: 3800, emoji: 5800 });
    expect(schedule.times.n7!.lineStart).toBe(5500);
    expect(schedule.times.n13!.lineStart).toBe(7300);
    expect(schedule.times.n24).toMatchObject({ lineStart: 10050, appear: 11050, bubble: 11550, emoji: 13550 });
  });

  it('highlights celebrities at S + 8750 + 200·c in data order', () => {
    expect(celebrities.length).toBeGreaterThanOrEqual(3);
    celebrities.forEach((id, c) => expect(schedule.times[id]!.highlight).toBe(S + 8750 + 200 * c));
    DEMO_NODES.filter((n) => !n.isCelebrity).forEach((n) => expect(schedule.times[n.id]!.highlight).toBeNull());
  });

  it('lists every event sorted by time', () => {
    expect(schedule.events).toHaveLength(4 + 24 * 4 + celebrities.length);
    const times = schedule.events.map((e) => e.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('stateAt', () => {
  it('is idle before 1500 and shows the post from 1500', () => {
    expect(stateAt(schedule, 1499).phase).toBe(0);
    expect(stateAt(schedule, 1500).phase).toBe(1);
    expect(stateAt(schedule, 2299).phase).toBe(1);
    expect(stateAt(schedule, 2300).phase).toBe(2);
    expect(stateAt(schedule, 17299).phase).toBe(2);
    expect(stateAt(schedule, 17300).phase).toBe(0);
  });

  it('reveals a node exactly when its line has finished', () => {
    expect(stateAt(schedule, 3299).revealed).toEqual([]);
    expect(stateAt(schedule, 3300).revealed).toEqual(['n1']);
    expect(stateAt(schedule, 3700).revealed).toEqual(['n1', 'n2']);
    expect(stateAt(schedule, 11049).revealed).toHaveLength(23);
    expect(stateAt(schedule, 11050).revealed).toHaveLength(24);
  });

  it('turns each bubble to tweet at appear + 500 and to emoji at appear + 2500, ±1 ms', () => {
    for (const node of DEMO_NODES) {
      const { bubble, emoji } = schedule.times[node.id]!;
      expect(stateAt(schedule, bubble - 1).bubbles[node.id]).toBe('hidden');
      expect(stateAt(schedule, bubble).bubbles[node.id]).toBe('tweet');
      expect(stateAt(schedule, emoji - 1).bubbles[node.id]).toBe('tweet');
      expect(stateAt(schedule, emoji).bubbles[node.id]).toBe('emoji');
    }
  });

  it('highlights celebrities in order, ±1 ms', () => {
    celebrities.forEach((_id, c) => {
      const at = S + 8750 + 200 * c;
      expect(stateAt(schedule, at - 1).highlighted).toEqual(celebrities.slice(0, c));
      expect(stateAt(schedule, at).highlighted).toEqual(celebrities.slice(0, c + 1));
    });
  });

  it('shows the whole spread just before the reset, and nothing after it', () => {
    const end = stateAt(schedule, 17299);
    expect(end.revealed).toEqual(DEMO_NODES.map((n) => n.id));
    expect(Object.values(end.bubbles).every((b) => b === 'emoji')).toBe(true);
    expect(end.highlighted).toEqual(celebrities);
    expect(stateAt(schedule, 17300)).toEqual(stateAt(schedule, 0));
    expect(stateAt(schedule, 17300 + 3300)).toEqual(stateAt(schedule, 3300));
  });

  it('folds time into one loop, either way', () => {
    expect(discreteKey(schedule, 17300)).toBe(discreteKey(schedule, 0));
    expect(stateAt(schedule, 17300 + 3300)).toEqual(stateAt(schedule, 3300));
    expect(stateAt(schedule, -1)).toEqual(stateAt(schedule, 17299));
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
});
