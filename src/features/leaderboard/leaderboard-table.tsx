import { useId, useState } from 'react';
import { LEADERBOARD } from '../../config/constants';
import type { LeaderboardEntry } from '../../data/types';
import { formatTao } from './leaderboard-format';
import { HotkeyCell } from './hotkey-cell';
import { RankBadge } from './rank-badge';
import { ScoreBar } from './score-bar';
import { SortableHeader } from './sortable-header';
import { DEFAULT_SORT, nextSort, sortEntries, type SortKey } from './sort-entries';
import styles from './leaderboard.module.css';

/** The top-10 table. On narrow screens it scrolls sideways inside its own labelled region. */
export function LeaderboardTable({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const [sort, setSort] = useState(DEFAULT_SORT);
  const captionId = useId();
  const rows = sortEntries(entries, sort);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));
  const header = { sort, onSort };

  return (
    <div className={styles.tableCard}>
      {/* The caption names the table for assistive technology; this is its visible twin, kept outside the scroller so phones see all of it. */}
      <div className={styles.tableHead} aria-hidden="true">
        <p className={styles.tableTitle}>Top {LEADERBOARD.topN} miners today</p>
        <p className={styles.captionHint}>
          Select a column heading to sort.
          <span className={styles.swipeHint}> Swipe the table sideways for every column.</span>
        </p>
      </div>
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className="visually-hidden">
            Top {LEADERBOARD.topN} miners today
          </caption>
          <thead>
            <tr>
              <SortableHeader label="Rank" sortKey="rank" {...header} />
              <SortableHeader label="Influencer" sortKey="name" {...header} />
              <th scope="col">Miner Hotkey</th>
              <SortableHeader label="Daily TAO Rewards" sortKey="dailyTaoRewards" align="end" {...header} />
              <SortableHeader label="Influencing Score" sortKey="influencingScore" {...header} />
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.hotkey}>
                <td>
                  <RankBadge rank={entry.rank} />
                </td>
                <th scope="row" className={styles.influencer}>
                  <span className={styles.influencerInner}>
                    <span className={styles.emoji} aria-hidden="true">
                      {entry.avatar}
                    </span>
                    {entry.name}
                  </span>
                </th>
                <td>
                  <HotkeyCell hotkey={entry.hotkey} owner={entry.name} />
                </td>
                <td className={`${styles.end} ${styles.reward}`}>{formatTao(entry.dailyTaoRewards)}</td>
                <td>
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
