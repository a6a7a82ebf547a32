import { LEADERBOARD } from '../../config/constants';
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import { StatCardSkeletons } from '../../ui/stat-card-skeletons';
import table from './leaderboard-table.module.css';
import styles from './leaderboard.module.css';

const STAT_CARDS = 3;

/** Stat cards and table rows in outline while the leaderboard loads. */
export function LeaderboardSkeleton() {
  return (
    <LoadingRegion label="Loading the leaderboard…">
      <div className={styles.board} data-testid="leaderboard-skeleton">
        <div className={styles.stats}>
          <StatCardSkeletons count={STAT_CARDS} widths={['45%', '60%', '50%']} />
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
