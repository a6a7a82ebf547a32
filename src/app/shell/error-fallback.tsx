import { Link } from 'wouter';
import { buttonClassName, Button } from '../../ui/button';
import styles from '../../ui/status-page.module.css';

/** "404", "500" or the error's message: whichever the error carries. */
function describeError(error: unknown): { status: string | null; message: string } {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    statusText?: unknown;
    message?: unknown;
  };
  const status = typeof record.status === 'number' || typeof record.status === 'string' ? String(record.status) : null;
  const message =
    typeof record.statusText === 'string' && record.statusText
      ? record.statusText
      : typeof record.message === 'string' && record.message
        ? record.message
        : String(error);
  return { status, message };
}

/** The page shown when a route fails to render; the header above it keeps working. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { status, message } = describeError(error);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <div className={styles.box} role="alert">
        <h1 id="error-title" className={styles.title}>
          Unexpected Application Error!
        </h1>
        <p className={styles.detail} data-testid="error-detail">
          {status ? `${status}: ${message}` : message}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Link href="/" className={buttonClassName({ variant: 'primary' })}>
            Return to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
