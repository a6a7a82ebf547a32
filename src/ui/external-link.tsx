// A link off the site: it opens in a new tab, and says so the same way everywhere, with the icon
// for sighted readers and the words for screen readers.
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './external-link.module.css';

/** An outside link in running text or a list: `children` are its words. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `${styles.link} ${className}` : styles.link}
    >
      {children}
      <ExternalIcon aria-hidden="true" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
