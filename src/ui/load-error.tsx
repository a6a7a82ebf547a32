import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { failureDetail, type FailureKind } from './load-error-cause';
import styles from './skeleton.module.css';

interface LoadErrorProps {
  /** What failed to load, e.g. "the leaderboard". */
  what: string;
  /** The cause: a data request's error, or a failed import's. */
  error: unknown;
  /** A download that failed (the default) offers Retry; what this browser could not run or draw does not. */
  kind?: FailureKind;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown once loading has given up: says what failed and why, and offers a retry where one can help. */
export function LoadError({ what, error, kind = 'download', onRetry, retrying = false }: LoadErrorProps) {
  const detail = failureDetail({ kind, error });
  if (kind === 'unsupported')
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>This browser could not draw {what}.</p>
        <p className={styles.errorDetail}>{detail}</p>
      </div>
    );
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>We couldn’t load {what}.</p>
      <p className={styles.errorDetail}>{detail} Check your connection and try again.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
