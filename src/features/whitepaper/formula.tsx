import type { ReactNode } from 'react';
import styles from './formula.module.css';

/** A display formula typeset in HTML; `label` is its plain-text reading for assistive technology. */
export function Formula({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <figure className={styles.figure}>
      <div className={styles.formula} role="math" aria-label={label}>
        <span className={styles.expression}>{children}</span>
      </div>
      {note && <figcaption className={styles.note}>{note}</figcaption>}
    </figure>
  );
}

/** A stacked fraction. */
export function Fraction({ numerator, denominator }: { numerator: ReactNode; denominator: ReactNode }) {
  return (
    <span className={styles.fraction}>
      <span className={styles.numerator}>{numerator}</span>
      <span className={styles.denominator}>{denominator}</span>
    </span>
  );
}
