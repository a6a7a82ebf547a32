import { FlaskConical } from 'lucide-react';
import styles from './sample-data-note.module.css';

/**
 * Says, beside a page's figures, that they are samples: the network is not live yet. The footer's
 * line is read by few, and a reader deciding where to put time and money reads the figures.
 */
export function SampleDataNote({ children }: { children: string }) {
  return (
    <div role="note" className={styles.note} data-testid="sample-data-note">
      <FlaskConical aria-hidden="true" className={styles.icon} />
      <span>
        <strong>Sample data:</strong> the network is not live yet. {children}
      </span>
    </div>
  );
}
