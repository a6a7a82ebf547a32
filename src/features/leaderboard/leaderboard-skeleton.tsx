import { LEADERBOARD } from '../../config/constants';
import { Card } from '../../ui/card';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import table from './leaderboard-table.module.css';
import styles from './leaderboard.module.css';

const STAT_CARDS = 3;

/** Stat cards and table rows in outline while the leaderboard loads. */
export function LeaderboardSkeleton() {
  return (
    <LoadingRegion label="Loading the leaderboard…">
      <div className={styles.board} data-testid="leaderboard-skeleton">
        <div className={styles.stats}>
          {Array.from({ length: STAT_CARDS }, (_, i) => (
            <Card key={i}>
              <Skeleton width="45%" height={14} />
              <Skeleton width="60%" height={30} style={{ marginTop: 12 }} />
              <Skeleton width="50%" height={12} style={{ marginTop: 10 }} />
            </Card>
          ))}
        </div>
        <div className={table.tableCard}>
          <div className={styles.skeletonRows}>
            <Skeleton width="30%" height={18} />
            {Array.from({ length: LEADERBOARD.topN }, (_, i) => (
              <div key={i} className={styles.skeletonRow}>
                <Skeleton width={32} height={32} style={{ borderRadius: '50%' }} />
                <Skeleton width="22%" height={16} />
                <Skeleton width="20%" height={16} />
                <Skeleton width="12%" height={16} />
                <Skeleton width="18%" height={10} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
