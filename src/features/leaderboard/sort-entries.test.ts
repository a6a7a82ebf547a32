import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '../../data/types';
import { ariaSortOf, DEFAULT_SORT, nextSort, sortEntries } from './sort-entries';

const { entries } = JSON.parse(
  readFileSync(new URL('../../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;

const entry = (rank: number, name: string, dailyTaoRewards: number, influencingScore: number): LeaderboardEntry => ({
  rank,
  name,
  hotkey: `key${rank}`,
  dailyTaoRewards,
  influencingScore,
  avatar: '🦉',
});

describe('sortEntries', () => {
  const shuffled = [entry(3, 'charlie', 10, 7), entry(1, 'Alpha', 30, 7), entry(2, 'bravo', 20, 9)];

  it('orders by rank by default', () => {
    expect(sortEntries(shuffled, DEFAULT_SORT).map((e) => e.rank)).toEqual([1, 2, 3]);
  });

  it('orders names alphabetically, ignoring case, both ways', () => {
    expect(sortEntries(shuffled, { key: 'name', direction: 'ascending' }).map((e) => e.name)).toEqual([
      'Alpha',
      'bravo',
      'charlie',
    ]);
    expect(sortEntries(shuffled, { key: 'name', direction: 'descending' }).map((e) => e.name)).toEqual([
      'charlie',
      'bravo',
      'Alpha',
    ]);
  });

  it('orders rewards numerically', () => {
    expect(
      sortEntries(shuffled, { key: 'dailyTaoRewards', direction: 'ascending' }).map((e) => e.dailyTaoRewards),
    ).toEqual([10, 20, 30]);
  });

  it('breaks ties by rank in either direction', () => {
    expect(sortEntries(shuffled, { key: 'influencingScore', direction: 'descending' }).map((e) => e.rank)).toEqual([
      2, 1, 3,
    ]);
    expect(sortEntries(shuffled, { key: 'influencingScore', direction: 'ascending' }).map((e) => e.rank)).toEqual([
      1, 3, 2,
    ]);
  });

  it('does not change its input', () => {
    const copy = [...shuffled];
    sortEntries(shuffled, { key: 'name', direction: 'ascending' });
    expect(shuffled).toEqual(copy);
  });

  it('sorts the sample board by score with the lowest score last', () => {
    const sorted = sortEntries(entries, { key: 'influencingScore', direction: 'descending' });
    expect(sorted.at(-1)?.name).toBe('gradient_gal');
  });
});

describe('nextSort and ariaSortOf', () => {
  it('sorts a new column best first (figures) or A to Z (names), then flips it', () => {
    expect(nextSort(DEFAULT_SORT, 'dailyTaoRewards')).toEqual({ key: 'dailyTaoRewards', direction: 'descending' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'rank')).toEqual({ key: 'rank', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
  });

  it('marks only the sorted column', () => {
    expect(ariaSortOf(DEFAULT_SORT, 'rank')).toBe('ascending');
    expect(ariaSortOf(DEFAULT_SORT, 'name')).toBe('none');
  });
});
