import { CalendarDays, CircleCheck, Users, Wallet } from 'lucide-react';
import { useDashboardSummary } from '../../data/queries';
import { LoadError } from '../../ui/load-error';
import { LoadingRegion } from '../../ui/skeleton';
import { StatCard } from '../../ui/stat-card';
import { StatCardSkeletons } from '../../ui/stat-card-skeletons';
import { summaryFigures } from './summary-figures';
import styles from './dashboard.module.css';

const CARD_COUNT = 4;

/** Total Earned, This Month, Influencers Reached and Success Rate for the channel. */
export function SummaryCards() {
  const { data, error, isPending, isError, isFetching, refetch } = useDashboardSummary();
  if (isPending) {
    return (
      <LoadingRegion label="Loading your channel summary…">
        <div className={styles.summary} data-testid="summary-skeleton">
          <StatCardSkeletons count={CARD_COUNT} widths={['55%', '65%', '45%']} />
        </div>
      </LoadingRegion>
    );
  }
  if (isError)
    return <LoadError what="your channel summary" error={error} onRetry={() => void refetch()} retrying={isFetching} />;

  const figures = summaryFigures(data);
  return (
    <div className={styles.summary}>
      <StatCard label="Total Earned" value={figures.totalEarned} icon={<Wallet />} hint="Since your channel joined" />
      <StatCard label="This Month" value={figures.thisMonth} icon={<CalendarDays />} hint={figures.thisMonthShare} />
      <StatCard
        label="Influencers Reached"
        value={figures.influencersReached}
        icon={<Users />}
        hint="Verified accounts that amplified you"
      />
      <StatCard
        label="Success Rate"
        value={figures.successRate}
        icon={<CircleCheck />}
        hint="Tasks whose engagement scored"
      />
    </div>
  );
}
