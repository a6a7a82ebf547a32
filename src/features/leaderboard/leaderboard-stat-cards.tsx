import { Gauge, TrendingUp, Users } from 'lucide-react';
import { LEADERBOARD } from '../../config/constants';
import type { Leaderboard } from '../../data/types';
import { formatFixed, formatSignedPercent } from '../../lib/format';
import { StatCard } from '../../ui/stat-card';
import { formatTao } from './leaderboard-format';
import { leaderboardStats } from './leaderboard-stats';
import styles from './leaderboard.module.css';

/** Total Daily TAO, Active Miners and Avg Score, all computed from the entries. */
export function LeaderboardStatCards({ board }: { board: Leaderboard }) {
  const stats = leaderboardStats(board);
  const change = stats.changeFromPreviousDay;
  return (
    <div className={styles.stats}>
      <StatCard
        label="Total Daily TAO"
        value={formatTao(stats.totalDailyTao)}
        icon={<TrendingUp />}
        hint={`${formatSignedPercent(change)} from yesterday`}
        hintTone={change >= 0 ? 'positive' : 'muted'}
      />
      <StatCard
        label="Active Miners"
        value={stats.activeMiners}
        icon={<Users />}
        hint="Hotkeys that earned TAO today"
      />
      <StatCard
        label="Avg Score"
        value={formatFixed(stats.averageScore, 1)}
        icon={<Gauge />}
        hint={`Influencing score out of ${LEADERBOARD.scoreMax}`}
      />
    </div>
  );
}
