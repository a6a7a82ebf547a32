import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import styles from './dashboard.module.css';

/** Card-shaped placeholders for a list that is loading. */
export function ItemSkeletons({ label, count, testId }: { label: string; count: number; testId: string }) {
  return (
    <LoadingRegion label={label}>
      <ul className={styles.list} data-testid={testId}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.item}>
            <div className={styles.itemHead}>
              <Skeleton width={48} height={48} style={{ borderRadius: '50%', flex: 'none' }} />
              <div className={styles.who}>
                <Skeleton width="50%" height={16} />
                <Skeleton width="70%" height={12} style={{ marginTop: 8 }} />
              </div>
            </div>
            <Skeleton width="100%" height={14} />
            <Skeleton width="85%" height={14} />
            <Skeleton width="100%" height={56} />
            <Skeleton width={200} height={36} />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}
