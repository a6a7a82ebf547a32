// Expected values are worked out by hand from the spec's formulas (b = q × (1 − p) × m, softmax,
// S = Σ w·b, new = 0.9 × old + 0.1 × S), never by the scoring functions under test.
import { describe, expect, it } from 'vitest';
import { HANDLES_BY_INFLUENCE } from '../scoring/worked-example.test-support';
import { EXAMPLE_PRESETS } from './example-presets';
import { applyExampleAction, DEFAULT_ROWS } from './example-state';
import { exploreExample } from './explore-example';

const preset = (name: string) => EXAMPLE_PRESETS.find((p) => p.name === name)!.rows;

describe('the default state', () => {
  const result = exploreExample(DEFAULT_ROWS);

  it('is the table the whitepaper shows: the ranking, who counts, the base scores and weights', () => {
    expect(result.ranking.map((r) => r.handle)).toEqual(HANDLES_BY_INFLUENCE);
    // 182,000 × 0.031 × 0.94, 96,000 × 0.048 × 0.91, …
    expect(result.ranking.map((r) => Math.round(r.influence))).toEqual([5303, 4193, 3013, 2466, 1024, 840]);
    expect(result.ranking.map((r) => r.standing)).toEqual([
      'counts',
      'counts',
      'counts',
      'not-reshared',
      'counts',
      'counts',
    ]);
    const bases = [0.836, 0.738, 0.1925, 0.7448, 0.06]; // 0.88 × 0.95; 0.82 × 0.9; 0.55 × 0.7 × 0.5; …
    result.scored.forEach((row, i) => expect(row.baseScore).toBeCloseTo(bases[i]!, 12));
    const weights = [0.2628, 0.2383, 0.1381, 0.2399, 0.121];
    result.scored.forEach((row, i) => expect(row.weight).toBeCloseTo(weights[i]!, 4));
    expect(result.roundScore).toBeCloseTo(0.60805, 5);
    expect(result.newScore).toBeCloseTo(0.61881, 5);
  });

  it('draws the running score from the previous score 0.62 for 24 rounds', () => {
    expect(result.runningScores).toHaveLength(25);
    expect(result.runningScores[0]).toBe(0.62);
    expect(result.runningScores[1]).toBeCloseTo(0.61881, 5);
    expect(result.runningScores[24]).toBeCloseTo(0.60901, 5);
  });
});

describe('the presets', () => {
  it('scores bought followers far below the niche, authentic account', () => {
    const niche = exploreExample(preset('Niche and authentic')).roundScore;
    const bought = exploreExample(preset('Bought followers')).roundScore;
    expect(niche).toBeCloseTo(0.8933, 4);
    expect(bought).toBeCloseTo(0.0454, 4);
    expect(bought).toBeLessThan(niche);
  });

  it('leaves 10 of the 30 bots below the top-20 cut, and the 20 that count score 0.08 × 0.15 × 0.5', () => {
    const result = exploreExample(preset('Bot farm'));
    expect(result.ranking.filter((r) => r.standing === 'below-cut')).toHaveLength(10);
    expect(result.scored).toHaveLength(20);
    expect(result.roundScore).toBeCloseTo(0.006, 12);
  });
});

it('gives S = 0 when no follower reshared the task', () => {
  const rows = DEFAULT_ROWS.reduce(
    (current, _, index) =>
      applyExampleAction(current, { type: 'set-flag', index, field: 'resharedTask', value: false }),
    DEFAULT_ROWS,
  );
  const result = exploreExample(rows);
  expect(result.scored).toEqual([]);
  expect(result.roundScore).toBe(0);
  expect(result.newScore).toBeCloseTo(0.558, 12); // 0.9 × 0.62
});

it('moves the running score 10% of the way to S each round', () => {
  // From 0.620 towards S = 0.60805: each round closes a tenth of what is left.
  const scores = exploreExample(DEFAULT_ROWS).runningScores;
  expect(scores[1]).toBeCloseTo(0.62 - 0.1 * (0.62 - 0.60805), 5); // 0.61881
  expect(scores[2]).toBeCloseTo(0.61773, 5); // 0.61881 − 0.1 × (0.61881 − 0.60805)
  for (let round = 1; round < scores.length; round++)
    expect(scores[round]! - scores[round - 1]!).toBeCloseTo(0.1 * (0.60805 - scores[round - 1]!), 5);

  // Bought followers: from 0.620 down towards S = 0.04540.
  const bought = exploreExample(EXAMPLE_PRESETS.find((p) => p.name === 'Bought followers')!.rows).runningScores;
  expect(bought[1]).toBeCloseTo(0.56254, 5); // 0.9 × 0.62 + 0.1 × 0.04540
  expect(bought[24]).toBeCloseTo(0.0454 + (0.62 - 0.0454) * 0.9 ** 24, 4); // 0.08616
});
