// Sorting of leaderboard rows by a column. Pure: no React.
import type { LeaderboardEntry } from '../../data/types';
import { compareText } from '../../lib/compare-text';

export type SortKey = 'rank' | 'name' | 'dailyTaoRewards' | 'influencingScore';
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** The board's own order: by rank, best first. */
export const DEFAULT_SORT: SortState = { key: 'rank', direction: 'ascending' };

/** The direction a column sorts in when first chosen: best first for figures, A to Z for names. */
const FIRST_DIRECTION: Record<SortKey, SortDirection> = {
  rank: 'ascending',
  name: 'ascending',
  dailyTaoRewards: 'descending',
  influencingScore: 'descending',
};

function compareBy(key: SortKey, a: LeaderboardEntry, b: LeaderboardEntry): number {
  if (key === 'name') return compareText(a.name, b.name);
  return a[key] - b[key];
}

/** A sorted copy; ties keep rank order so the result never depends on the input order. */
export function sortEntries(entries: readonly LeaderboardEntry[], { key, direction }: SortState): LeaderboardEntry[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...entries].sort((a, b) => sign * compareBy(key, a, b) || a.rank - b.rank);
}

/** Clicking the sorted column flips it; clicking another column sorts it in its first direction. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The aria-sort value of a column header. */
export function ariaSortOf(current: SortState, key: SortKey): SortDirection | 'none' {
  return current.key === key ? current.direction : 'none';
}
