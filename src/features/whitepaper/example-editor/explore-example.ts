// Everything the explorable worked example shows, computed from its rows by the scoring functions.
// Pure: no React, no DOM.
import { SCORING } from '../../../config/constants';
import { movingAverage } from '../scoring/moving-average';
import { influenceOf, selectTopInfluencers } from '../scoring/select-top-influencers';
import { computeWorkedExample } from '../scoring/worked-example';
import type { RankingRow, Standing } from '../example-tables/ranking-row';
import { EXAMPLE_LIMITS, PREVIOUS_SCORE, type ExampleRow } from './example-state';

export interface ExplorerResult {
  /** Every follower by influence, best first; the first `SCORING.topInfluencers` are selected. */
  ranking: RankingRow[];
  scored: ReturnType<typeof computeWorkedExample>['scored'];
  roundScore: number;
  /** The running score after this round. */
  newScore: number;
  /** The running score now (index 0, the previous score) and after each of the next rounds at S. */
  runningScores: number[];
}

/** The running score from `previous`, after each of `rounds` rounds that all score `roundScore`. */
function runningScores(previous: number, roundScore: number, rounds: number): number[] {
  const scores = [previous];
  for (let round = 1; round <= rounds; round++) scores.push(movingAverage(scores[round - 1]!, roundScore));
  return scores;
}

/** Runs `rows` through the four phases for the sample miner. */
export function exploreExample(rows: readonly ExampleRow[]): ExplorerResult {
  const example = computeWorkedExample({ handle: 'sample_miner', previousScore: PREVIOUS_SCORE, followers: [...rows] });
  const ranking = selectTopInfluencers(rows, rows.length).map((row, position) => ({
    handle: row.handle,
    followers: row.followers,
    engagementRate: row.engagementRate,
    authenticity: row.authenticity,
    rank: position + 1,
    influence: influenceOf(row),
    standing: (position >= SCORING.topInfluencers
      ? 'below-cut'
      : row.resharedTask
        ? 'counts'
        : 'not-reshared') satisfies Standing as Standing,
  }));
  return {
    ranking,
    scored: example.scored,
    roundScore: example.roundScore,
    newScore: example.newScore,
    runningScores: runningScores(PREVIOUS_SCORE, example.roundScore, EXAMPLE_LIMITS.roundsAhead),
  };
}
