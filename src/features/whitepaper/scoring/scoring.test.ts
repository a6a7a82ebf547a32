import { describe, expect, it } from 'vitest';
import { HANDLES_BY_INFLUENCE } from './worked-example.test-support';
import { SCORING } from '../../../config/constants';
import { baseScore } from './base-score';
import { movingAverage } from './moving-average';
import { selectTopInfluencers, type CandidateInfluencer } from './select-top-influencers';
import { softmax, softmaxWeightedSum } from './softmax';
import { computeWorkedExample } from './worked-example';

const candidate = (
  handle: string,
  followers: number,
  engagementRate = 0.01,
  authenticity = 1,
): CandidateInfluencer => ({
  handle,
  followers,
  engagementRate,
  authenticity,
});

describe('selectTopInfluencers', () => {
  it('keeps the top 20 by default, best first', () => {
    const candidates = Array.from({ length: 30 }, (_, i) =>
      candidate(`user${String(i).padStart(2, '0')}`, (i + 1) * 1000),
    );
    const top = selectTopInfluencers(candidates);
    expect(SCORING.topInfluencers).toBe(20);
    expect(top).toHaveLength(20);
    expect(top[0]?.handle).toBe('user29');
    expect(top[19]?.handle).toBe('user10');
  });

  it('weighs engagement and authenticity, not follower count alone', () => {
    const big = candidate('big', 1_000_000, 0.001, 0.3); // 300 authentic engagements
    const small = candidate('small', 20_000, 0.05, 0.9); // 900
    expect(selectTopInfluencers([big, small]).map((c) => c.handle)).toEqual(['small', 'big']);
  });

  it('breaks ties by authenticity, then engagement rate, then handle', () => {
    const a = candidate('a', 1000, 0.1, 0.5); // 50
    const b = candidate('b', 500, 0.1, 1); // 50, more authentic
    const c = candidate('c', 1000, 0.05, 1); // 50, same authenticity as b, lower engagement
    const d = candidate('d', 2000, 0.025, 1); // 50, lower engagement still
    const e = candidate('e', 2000, 0.025, 1); // exact tie with d: by handle
    expect(selectTopInfluencers([e, a, d, c, b]).map((x) => x.handle)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('returns everyone when there are fewer candidates than the limit, and does not mutate the input', () => {
    const input = [candidate('x', 1), candidate('y', 2)];
    expect(selectTopInfluencers(input, 5).map((c) => c.handle)).toEqual(['y', 'x']);
    expect(input.map((c) => c.handle)).toEqual(['x', 'y']);
    expect(selectTopInfluencers(input, 0)).toEqual([]);
  });
});

describe('baseScore', () => {
  it('is follower quality × (1 − spam penalty)', () => {
    expect(baseScore(0.8, 0.25, false)).toBeCloseTo(0.6, 12);
    expect(baseScore(1, 0, false)).toBe(1);
    expect(baseScore(0.9, 1, false)).toBe(0);
  });

  it('halves the score for empty or new follower accounts', () => {
    expect(SCORING.emptyFollowerPenalty).toBe(0.5);
    expect(baseScore(0.8, 0.25, true)).toBeCloseTo(0.3, 12);
    expect(baseScore(0.8, 0.25, true)).toBeCloseTo(baseScore(0.8, 0.25, false) * 0.5, 12);
  });
});

describe('softmax', () => {
  it('gives weights that sum to 1, in the order of the inputs', () => {
    const weights = softmax([0.2, 1.5, 0.7, 3]);
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(weights[3]).toBeGreaterThan(weights[1]!);
    expect(weights[1]).toBeGreaterThan(weights[2]!);
    expect(weights[2]).toBeGreaterThan(weights[0]!);
  });

  it('matches e^x / Σ e^x', () => {
    const [a, b] = softmax([0, Math.log(3)]);
    expect(a).toBeCloseTo(0.25, 12);
    expect(b).toBeCloseTo(0.75, 12);
  });

  it('gives equal weights to equal inputs, and survives huge inputs', () => {
    expect(softmax([2, 2, 2, 2])).toEqual([0.25, 0.25, 0.25, 0.25]);
    const weights = softmax([1000, 1000]);
    expect(weights).toEqual([0.5, 0.5]);
    expect(softmax([])).toEqual([]);
  });
});

describe('softmaxWeightedSum', () => {
  it('is Σ wᵢ xᵢ with softmax weights', () => {
    const values = [0, Math.log(3)];
    expect(softmaxWeightedSum(values)).toBeCloseTo(0.75 * Math.log(3), 12);
  });

  it('lies between the mean and the maximum', () => {
    const values = [0.2, 0.5, 0.9];
    const sum = softmaxWeightedSum(values);
    expect(sum).toBeGreaterThan((0.2 + 0.5 + 0.9) / 3);
    expect(sum).toBeLessThan(0.9);
    expect(softmaxWeightedSum([0.4])).toBeCloseTo(0.4, 12);
    expect(softmaxWeightedSum([])).toBe(0);
  });
});

describe('movingAverage', () => {
  it('uses α = 0.1: new = 0.9 × old + 0.1 × current', () => {
    expect(SCORING.movingAverageAlpha).toBe(0.1);
    expect(movingAverage(0.5, 1)).toBeCloseTo(0.55, 12);
    expect(movingAverage(0.8, 0.3)).toBeCloseTo(0.75, 12);
  });

  it('accepts another alpha', () => {
    expect(movingAverage(0, 1, 0.5)).toBe(0.5);
    expect(movingAverage(0.3, 0.9, 0)).toBe(0.3);
  });
});

describe('computeWorkedExample', () => {
  const example = computeWorkedExample();

  it('ranks the sample followers by influence: the largest account is last', () => {
    expect(example.ranked.map((i) => i.handle)).toEqual(HANDLES_BY_INFLUENCE);
    expect(example.ranked.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('scores only the selected followers that reshared the task', () => {
    expect(example.scored.map((i) => i.handle)).toEqual([
      'defi_daria',
      'tensor_tom',
      'chain_chloe',
      'node_nina',
      'pump_pete',
    ]);
    const chloe = example.scored.find((i) => i.handle === 'chain_chloe');
    expect(chloe?.baseScore).toBeCloseTo(0.55 * 0.7 * 0.5, 12);
  });

  it('weights sum to 1 and the contributions add up to the round score', () => {
    expect(example.scored.reduce((sum, i) => sum + i.weight, 0)).toBeCloseTo(1, 12);
    expect(example.scored.reduce((sum, i) => sum + i.contribution, 0)).toBeCloseTo(example.roundScore, 12);
  });

  it('smooths the round score into the new score with α = 0.1', () => {
    expect(example.newScore).toBeCloseTo(0.9 * example.miner.previousScore + 0.1 * example.roundScore, 12);
  });
});
