import type { ReactNode } from 'react';
import styles from './example-tables.module.css';

/** A table that scrolls sideways within its box where it is wider (a phone), reachable by keyboard. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
