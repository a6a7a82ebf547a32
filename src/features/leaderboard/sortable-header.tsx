import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSortOf, type SortKey, type SortState } from './sort-entries';
import table from './leaderboard-table.module.css';
import styles from './sortable-header.module.css';

interface SortableHeaderProps {
  label: string;
  /** What a phone's folded header shows instead, so that each of its two rows of headings stays one line. */
  foldedLabel?: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  align?: 'start' | 'end';
}

/** A column header whose button sorts the table; aria-sort tells which way. */
export function SortableHeader({ label, foldedLabel, sortKey, sort, onSort, align = 'start' }: SortableHeaderProps) {
  const state = ariaSortOf(sort, sortKey);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" role="columnheader" aria-sort={state} className={align === 'end' ? table.end : undefined}>
      <button
        type="button"
        className={styles.sortButton}
        data-active={state !== 'none' || undefined}
        onClick={() => onSort(sortKey)}
      >
        {foldedLabel ? (
          <>
            <span className={table.fullLabel}>{label}</span>
            <span className={table.foldedLabel} aria-hidden="true">
              {foldedLabel}
            </span>
          </>
        ) : (
          label
        )}
        <Icon aria-hidden="true" className={styles.sortIcon} />
      </button>
    </th>
  );
}
