import { Children, type ReactNode } from 'react';
import styles from './fact-line.module.css';

/**
 * One line of short facts with a dot between them ("@handle · 845K followers"). Where the line is
 * too narrow for them, a fact wraps whole onto the next line, and the dot before it is not seen:
 * no line ends or starts with one. Its text is the facts and their dots, as written in a line.
 * Each child is one fact.
 */
export function FactLine({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={[styles.line, className].filter(Boolean).join(' ')}>
      <span className={styles.facts}>
        {Children.map(children, (fact, index) => (
          <span className={styles.fact}>
            {index > 0 && <span className={styles.separator}> · </span>}
            {fact}
          </span>
        ))}
      </span>
    </p>
  );
}
