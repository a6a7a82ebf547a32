import type { ReactNode } from 'react';
import { Card } from './card';
import styles from './card.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** A short line under the value, such as "+12.5% from yesterday". */
  hint?: ReactNode;
  hintTone?: 'muted' | 'positive';
}

/** A labelled figure. The label names the value for screen readers through a description list. */
export function StatCard({ label, value, icon, hint, hintTone = 'muted' }: StatCardProps) {
  return (
    <Card className={styles.statCard}>
      <dl className={styles.stat}>
        {/* The icon sits inside the term: a <dl> may hold only terms and definitions. */}
        <dt className={styles.statHead}>
          <span>{label}</span>
          {icon && (
            <span className={styles.statIcon} aria-hidden="true">
              {icon}
            </span>
          )}
        </dt>
        <dd className={styles.statValue}>{value}</dd>
        {hint && (
          <dd className={[styles.statHint, hintTone === 'positive' && styles.positive].filter(Boolean).join(' ')}>
            {hint}
          </dd>
        )}
      </dl>
    </Card>
  );
}
