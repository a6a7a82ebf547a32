import { rankTier } from './leaderboard-format';
import styles from './rank-badge.module.css';

/** The rank in a round badge: gold, silver, bronze, then grey. */
export function RankBadge({ rank }: { rank: number }) {
  const tier = rankTier(rank);
  return (
    <span className={`${styles.rank} ${styles[tier]}`} data-tier={tier}>
      {rank}
    </span>
  );
}
