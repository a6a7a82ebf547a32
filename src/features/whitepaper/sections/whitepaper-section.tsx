import type { ReactNode } from 'react';
import { sectionAlias, sectionAnchor, sectionTitle, type WhitepaperSectionId } from '../toc/whitepaper-sections';
import styles from './whitepaper-section.module.css';

/**
 * A numbered section whose heading is the table of contents' jump target (focusable, so focus lands
 * on it), anchored by its slug; the section's shorter id, where it has one, stands at the heading's top.
 */
export function WhitepaperSection({
  id,
  number,
  children,
}: {
  id: WhitepaperSectionId;
  number: number;
  children: ReactNode;
}) {
  const anchor = sectionAnchor(id);
  const alias = sectionAlias(id);
  return (
    <section className={styles.section} data-section={id} aria-labelledby={anchor}>
      <h2 id={anchor} tabIndex={-1} className={styles.title}>
        {alias && <span id={alias} className={styles.alias} />}
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        {sectionTitle(id)}
      </h2>
      {children}
    </section>
  );
}
