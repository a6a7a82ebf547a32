// Leaderboard figures derived from its entries. Pure: no React.
import type { Leaderboard } from '../../data/types';

export interface LeaderboardStats {
  totalDailyTao: number;
  /** Miners that earned TAO today: what counts as active (a registered hotkey that scored nothing is idle). */
  activeMiners: number;
  averageScore: number;
  /** Change of the total against the previous day, as a fraction (0.125 = +12.5%). */
  changeFromPreviousDay: number;
}

/** Sums in cents so that ten two-decimal rewards add up exactly. */
function sumMoney(values: number[]): number {
  return values.reduce((cents, value) => cents + Math.round(value * 100), 0) / 100;
}

export function leaderboardStats({ entries, previousDayTotalTao }: Leaderboard): LeaderboardStats {
  const totalDailyTao = sumMoney(entries.map((entry) => entry.dailyTaoRewards));
  const scoreTotal = entries.reduce((sum, entry) => sum + entry.influencingScore, 0);
  return {
    totalDailyTao,
    activeMiners: entries.filter((entry) => entry.dailyTaoRewards > 0).length,
    averageScore: entries.length ? scoreTotal / entries.length : 0,
    changeFromPreviousDay: previousDayTotalTao > 0 ? totalDailyTao / previousDayTotalTao - 1 : 0,
  };
}
