import { ChevronDown } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { useGoToAnchor } from '../../../ui/use-go-to-anchor';
import styles from './table-of-contents.module.css';
import { sectionAnchor, WHITEPAPER_SECTIONS } from './whitepaper-sections';

interface TableOfContentsProps {
  activeId: string;
}

/** Sticky beside the text on wide screens; a disclosure at the top on phones. Marks the section being read. */
export function TableOfContents({ activeId }: TableOfContentsProps) {
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const goToAnchor = useGoToAnchor();
  const listId = useId();

  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // Closed before the scroll is aimed: on phones the list sits above the sections, and a scroll
    // aimed while it is open overshoots by its height once it closes.
    flushSync(() => setOpen(false));
    goToAnchor(pathname, id);
  };

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
            <a
              href={`#${sectionAnchor(section.id)}`}
              className={styles.link}
              aria-current={section.id === activeId ? 'true' : undefined}
              onClick={jump(sectionAnchor(section.id))}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
