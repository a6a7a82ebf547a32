import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** A landing section's eyebrow, h2 and lede, in the same shape everywhere. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.lede}>{children}</p>}
    </div>
  );
}
