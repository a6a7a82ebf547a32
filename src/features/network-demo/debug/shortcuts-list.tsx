// The "Keyboard shortcuts" disclosure: the same table the key handler reads.
import { ChevronRight } from 'lucide-react';
import { SHORTCUT_GROUPS } from './debug-shortcuts';
import styles from './shortcuts-list.module.css';

export function ShortcutsList() {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>
        <ChevronRight aria-hidden="true" size={14} className={styles.chevron} />
        Keyboard shortcuts
      </summary>
      <dl className={styles.list}>
        {SHORTCUT_GROUPS.map((group) => (
          <div key={group.does} className={styles.row}>
            <dt className={styles.keys}>
              {group.bindings.map((binding, i) => (
                <span key={binding.label}>
                  {i > 0 && ' / '}
                  <kbd>{binding.label}</kbd>
                </span>
              ))}
            </dt>
            <dd>{group.does}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        On the Timeline too, where ↑ and ↓ step like → and ← and Space never scrolls the page. Not while typing in a
        field or with a select focused, which keep their keys, nor on the network canvas, whose arrows move between the
        post and the influencers and where Enter or Space pins a card. Space presses a focused button.
      </p>
    </details>
  );
}
