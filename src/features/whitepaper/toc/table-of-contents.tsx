import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { AnchorLink } from '../../../ui/anchor-link';
import styles from './table-of-contents.module.css';
import { sectionAnchor, WHITEPAPER_SECTIONS } from './whitepaper-sections';

interface TableOfContentsProps {
  activeId: string;
}

/** Sticky beside the text on wide screens; a disclosure at the top on phones. Marks the section being read. */
export function TableOfContents({ activeId }: TableOfContentsProps) {
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const listId = useId();
  // Closed before the scroll is aimed: on phones the list sits above the sections, and a scroll
  // aimed while it is open overshoots by its height once it closes.
  const closeAtOnce = () => flushSync(() => setOpen(false));

  return (
    <nav className={styles.toc} aria-label="Table of contents">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span>Contents</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <p className={styles.heading} aria-hidden="true">
        On this page
      </p>
      <ol id={listId} className={styles.list} data-open={open}>
        {WHITEPAPER_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <AnchorLink
              path={pathname}
              anchor={sectionAnchor(section.id)}
              className={styles.link}
              aria-current={section.id === activeId ? 'true' : undefined}
              onNavigate={closeAtOnce}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {section.title}
            </AnchorLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
