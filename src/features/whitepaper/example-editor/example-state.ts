// The explorable worked example's state: the sample miner's followers as a reader edits them, kept
// within what each control can show. Pure: no React, no DOM.
import { selectTopInfluencers } from '../scoring/select-top-influencers';
import { SAMPLE_MINER, type SampleInfluencer } from '../scoring/worked-example';

/** One follower row of the editor: what validators measured about an account that follows the miner. */
export type ExampleRow = SampleInfluencer;

/** What each field may hold (DECISIONS §12), and how finely: every value is on its control's grid. */
export const EXAMPLE_LIMITS = {
  maxFollowers: 500_000_000,
  /** Engagement rate is kept in hundredths of a percent. */
  engagementSteps: 10_000,
  /** Authenticity, follower quality and spam penalty are kept in hundredths. */
  fractionSteps: 100,
  minRows: 1,
  maxRows: 40,
  /** Rounds of 4 hours drawn ahead of the miner's previous score: 4 days. */
  roundsAhead: 24,
} as const;

export type NumberField = 'followers' | 'engagementRate' | 'authenticity' | 'followerQuality' | 'spamPenalty';
export type FlagField = 'resharedTask' | 'emptyOrNewFollowers';

const HANDLE = /^[a-z0-9_]{1,20}$/;

/** True for a handle the editor can show and encode: lower-case letters, digits and _, at most 20. */
export const isHandle = (handle: string) => HANDLE.test(handle);

const clampTo = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `value` on the grid and within the range of `field`'s control; NaN becomes 0. */
export function clampField(field: NumberField, value: number): number {
  const safe = Number.isFinite(value) ? value : 0;
  if (field === 'followers') return clampTo(Math.round(safe), 0, EXAMPLE_LIMITS.maxFollowers);
  const steps = field === 'engagementRate' ? EXAMPLE_LIMITS.engagementSteps : EXAMPLE_LIMITS.fractionSteps;
  return clampTo(Math.round(safe * steps), 0, steps) / steps;
}

/**
 * `rows` in the order the ranking lists them (by influence, best first): a preset or the default opens
 * with the editor's list and the tables beside it in one order. Edits then keep each row where it is,
 * showing its rank, so a row never moves from under the reader's pointer.
 */
export const inRankingOrder = (rows: readonly ExampleRow[]): readonly ExampleRow[] =>
  selectTopInfluencers(rows, rows.length);

/** The worked example the whitepaper shows: its default state. */
export const DEFAULT_ROWS: readonly ExampleRow[] = inRankingOrder(SAMPLE_MINER.followers);

/** The miner's score before this round, which every state starts the running score from. */
export const PREVIOUS_SCORE = SAMPLE_MINER.previousScore;

/** `follower_N` with the smallest N no row has taken. */
function freeHandle(rows: readonly ExampleRow[]): string {
  const taken = new Set(rows.map((row) => row.handle));
  let n = rows.length + 1;
  while (taken.has(`follower_${n}`)) n += 1;
  return `follower_${n}`;
}

export type ExampleAction =
  | { type: 'set-number'; index: number; field: NumberField; value: number }
  | { type: 'set-flag'; index: number; field: FlagField; value: boolean }
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'load'; rows: readonly ExampleRow[] };

/** What the controls call with their change. */
export type EditorDispatch = (action: ExampleAction) => void;

/** The rows after `action`; the same array when it changes nothing (past a limit, or an unknown row). */
export function applyExampleAction(rows: readonly ExampleRow[], action: ExampleAction): readonly ExampleRow[] {
  switch (action.type) {
    case 'set-number':
    case 'set-flag': {
      const row = rows[action.index];
      if (!row) return rows;
      const value = action.type === 'set-number' ? clampField(action.field, action.value) : action.value;
      if (row[action.field] === value) return rows;
      return rows.map((r, i) => (i === action.index ? { ...r, [action.field]: value } : r));
    }
    case 'add':
      if (rows.length >= EXAMPLE_LIMITS.maxRows) return rows;
      return [
        ...rows,
        {
          handle: freeHandle(rows),
          followers: 10_000,
          engagementRate: 0.02,
          authenticity: 0.8,
          resharedTask: true,
          followerQuality: 0.7,
          spamPenalty: 0.1,
          emptyOrNewFollowers: false,
        },
      ];
    case 'remove':
      if (rows.length <= EXAMPLE_LIMITS.minRows || !rows[action.index]) return rows;
      return rows.filter((_, i) => i !== action.index);
    case 'load':
      return action.rows;
  }
}
