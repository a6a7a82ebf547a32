import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { buildSchedule, stateAt } from '../playback/schedule';
import { computeStats } from './stats';

const schedule = buildSchedule(DEMO_NODES);
const statsAt = (t: number) => {
  const { revealed, highlighted } = stateAt(schedule, t);
  return computeStats(DEMO_NODES, revealed, highlighted);
};

describe('computeStats', () => {
  it('is zero before the spread', () => {
    expect(statsAt(0)).toEqual({ reached: 0, totalReach: 0, celebritiesFound: 0, earned: 0 });
  });

  it('counts the first layer-1 node', () => {
    expect(statsAt(3300)).toEqual({ reached: 1, totalReach: 182_000, celebritiesFound: 0, earned: 47.8 });
  });

  it('ends a full loop at 24 nodes and τ 1432.2', () => {
    const end = statsAt(17299);
    expect(end.reached).toBe(24);
    expect(end.earned).toBe(1432.2);
    expect(end.celebritiesFound).toBe(DEMO_NODES.filter((n) => n.isCelebrity).length);
    const expectedReach =
      1_027_000 +
      305_000 +
      12_400_000 +
      88_000 +
      64_000 +
      150_000_000 +
      41_000 +
      230_000 +
      19_000 +
      48_000_000 +
      27_000 +
      105_000 +
      8_900_000 +
      33_000;
    expect(end.totalReach).toBe(expectedReach);
  });

  it('rounds earned to one decimal without float noise', () => {
    expect(computeStats(DEMO_NODES, ['n1', 'n7', 'n13'], []).earned).toBe(149.5);
  });
});
