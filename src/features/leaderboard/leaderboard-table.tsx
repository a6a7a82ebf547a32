import { useId, useState } from 'react';
import { LEADERBOARD } from '../../config/constants';
import type { LeaderboardEntry } from '../../data/types';
import { formatTao } from './leaderboard-format';
import { HotkeyCell } from './hotkey-cell';
import { MinerAvatar } from './miner-avatar';
import { RankBadge } from './rank-badge';
import { ScoreBar } from './score-bar';
import { SortableHeader } from './sortable-header';
import { DEFAULT_SORT, nextSort, sortEntries, type SortKey } from './sort-entries';
import styles from './leaderboard-table.module.css';

/**
 * The top-10 table. Where it is too narrow for five columns each row folds, so rank, name and score
 * stay in view without scrolling: on a tablet the hotkey goes under the name, on a phone daily TAO
 * goes under the score as well.
 * That layout changes the rows' CSS display, which can cost a table its semantics in some browsers:
 * the explicit roles keep it a table, with its headers and sort state, for screen readers.
 */
export function LeaderboardTable({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  const captionId = useId();
  const rows = sortEntries(entries, sort);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  const header = { sort, onSort };

  return (
    <div className={styles.tableCard}>
      {/* The caption names the table for assistive technology; this is its visible twin. */}
      <div className={styles.tableHead} aria-hidden="true">
        <p className={styles.tableTitle}>Top {LEADERBOARD.topN} miners today</p>
        <p className={styles.captionHint}>Select a column heading to sort.</p>
      </div>
      <div className={styles.tableFrame}>
        <table className={styles.table} role="table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            Top {LEADERBOARD.topN} miners today
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <SortableHeader label="Rank" sortKey="rank" {...header} />
              <SortableHeader label="Influencer" sortKey="name" {...header} />
              <th scope="col" role="columnheader">
                Miner Hotkey
              </th>
              <SortableHeader
                label="Daily TAO Rewards"
                foldedLabel="Daily TAO"
                sortKey="dailyTaoRewards"
                align="end"
                {...header}
              />
              <SortableHeader label="Influencing Score" foldedLabel="Score" sortKey="influencingScore" {...header} />
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((entry) => (
              <tr key={entry.hotkey} role="row">
                <td role="cell">
                  <RankBadge rank={entry.rank} />
                </td>
                <th scope="row" role="rowheader" className={styles.influencer}>
                  <span className={styles.influencerInner}>
                    <MinerAvatar emoji={entry.avatar} name={entry.name} />
                    <span className={styles.name} title={entry.name}>
                      {entry.name}
                    </span>
                  </span>
                </th>
                <td role="cell">
                  <HotkeyCell hotkey={entry.hotkey} owner={entry.name} />
                </td>
                <td role="cell" className={`${styles.end} ${styles.reward}`}>
                  {formatTao(entry.dailyTaoRewards)}
                </td>
                <td role="cell">
                  <ScoreBar score={entry.influencingScore} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
