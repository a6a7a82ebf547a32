import { useLeaderboard } from '../../data/queries';
import { LoadError } from '../../ui/load-error';
import { LeaderboardSkeleton } from './leaderboard-skeleton';
import { LeaderboardStatCards } from './leaderboard-stat-cards';
import { LeaderboardTable } from './leaderboard-table';
import styles from './leaderboard.module.css';

/** Today's leaderboard: stat cards and the sortable top-10 table, with loading and error states. */
export function Leaderboard() {
  const { data, error, isPending, isError, isFetching, refetch } = useLeaderboard();
  if (isPending) return <LeaderboardSkeleton />;
  if (isError)
    return <LoadError what="the leaderboard" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className={styles.board}>
      <LeaderboardStatCards board={data} />
      <LeaderboardTable entries={data.entries} />
    </div>
  );
}
