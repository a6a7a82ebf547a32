import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import styles from './skeleton.module.css';

interface LoadErrorProps {
  /** What failed to load, e.g. "the leaderboard". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** Shown once the data client has given up: says what failed and offers a retry. */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  const detail = error instanceof Error ? error.message.replace(/[^.!?]$/, '$&.') : 'The server did not answer.';
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
