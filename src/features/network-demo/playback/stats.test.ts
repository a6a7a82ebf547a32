import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { SPEC_MOMENTS, SPEC_STATS, specStatsAt } from '../content/spec-table.test-support';
import { computeStats } from './stats';

// Inputs and expected figures are the spec's, written out by hand in spec-table.test-support.ts
// (DECISIONS §2); none comes from the code under test.
const celebrities = ['n13', 'n16', 'n20', 'n23'];
const firstNodes = (count: number) => DEMO_NODES.slice(0, count).map((n) => n.id);

describe('computeStats', () => {
  it.each(SPEC_STATS.map((row) => [row.from, row] as const))('from t = %i gives the spec’s figures', (_from, row) => {
    const { reached, totalReach, celebritiesFound, earned } = row;
    expect(computeStats(DEMO_NODES, firstNodes(reached), celebrities.slice(0, celebritiesFound))).toEqual({
      reached,
      totalReach,
      celebritiesFound,
      earned,
    });
  });

  it.each(SPEC_MOMENTS.map((m) => [m.t, m.what, m] as const))(
    'at t = %i (%s) gives the spec’s figures for that moment’s nodes',
    (t, _what, { revealed, highlighted }) => {
      const { reached, totalReach, celebritiesFound, earned } = specStatsAt(t);
      expect(computeStats(DEMO_NODES, revealed, highlighted)).toEqual({
        reached,
        totalReach,
        celebritiesFound,
        earned,
      });
    },
  );

  it('ends a full loop at 24 nodes and 1432.2', () => {
    expect(computeStats(DEMO_NODES, firstNodes(24), celebrities)).toEqual({
      reached: 24,
      totalReach: 221_239_000,
      celebritiesFound: 4,
      earned: 1432.2,
    });
  });

  it('counts what was revealed, in any order, and rounds earned to one decimal without float noise', () => {
    expect(computeStats(DEMO_NODES, ['n13', 'n7', 'n1'], [])).toEqual({
      reached: 3,
      totalReach: 12_627_000,
      celebritiesFound: 0,
      earned: 149.5,
    });
  });
});
