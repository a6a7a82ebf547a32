import type { ReactNode } from 'react';
import { sectionTitle, type WhitepaperSectionId } from '../toc/whitepaper-sections';
import styles from './whitepaper-section.module.css';

/** A numbered section whose heading is the table of contents' jump target (focusable, so focus lands on it). */
export function WhitepaperSection({
  id,
  number,
  children,
}: {
  id: WhitepaperSectionId;
  number: number;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} data-section={id} aria-labelledby={id}>
      <h2 id={id} tabIndex={-1} className={styles.title}>
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        {sectionTitle(id)}
      </h2>
      {children}
    </section>
  );
}
