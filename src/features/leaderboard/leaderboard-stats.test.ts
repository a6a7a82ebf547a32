import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '../../data/types';
import { formatFixed, formatSignedPercent } from '../../lib/format';
import { leaderboardStats } from './leaderboard-stats';

const sample = JSON.parse(
  readFileSync(new URL('../../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;

/** Entries that earned these daily rewards, alike in everything else. */
const withRewards = (rewards: number[]): LeaderboardEntry[] =>
  rewards.map((dailyTaoRewards, i) => ({
    rank: i + 1,
    name: `m${i}`,
    hotkey: '',
    dailyTaoRewards,
    influencingScore: 5,
    avatar: '',
  }));

describe('leaderboardStats', () => {
  it('reads τ 231.00, 10 miners, 7.8 average and +12.5% from the sample data', () => {
    const stats = leaderboardStats(sample);
    expect(formatFixed(stats.totalDailyTao, 2)).toBe('231.00');
    expect(stats.totalDailyTao).toBe(231);
    expect(stats.activeMiners).toBe(10);
    expect(stats.averageScore.toFixed(1)).toBe('7.8');
    expect(formatSignedPercent(stats.changeFromPreviousDay)).toBe('+12.5%');
  });

  it('sums two-decimal rewards without float drift', () => {
    const entries = withRewards([0.1, 0.2, 0.7]);
    expect(leaderboardStats({ date: '', previousDayTotalTao: 0.8, entries }).totalDailyTao).toBe(1);
  });

  it('counts as active only the miners that earned TAO today', () => {
    const entries = withRewards([1.5, 0, 2]);
    expect(leaderboardStats({ date: '', previousDayTotalTao: 1, entries }).activeMiners).toBe(2);
  });

  it('is all zeros for an empty board', () => {
    expect(leaderboardStats({ date: '', previousDayTotalTao: 0, entries: [] })).toEqual({
      totalDailyTao: 0,
      activeMiners: 0,
      averageScore: 0,
      changeFromPreviousDay: 0,
    });
  });
});
