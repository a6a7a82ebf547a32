import { Fragment } from 'react';
import { SCORING } from '../../../config/constants';
import { formatCompact, formatFixed, formatPercent } from '../../../lib/format';
import type { RankingRow, Standing } from './ranking-row';
import styles from './example-tables.module.css';
import { TableScroll } from './table-scroll';

const COUNTS: Record<Standing, string> = {
  counts: 'Yes',
  'not-reshared': 'No reshare',
  'below-cut': 'Below the cut',
};

interface RankingTableProps {
  rows: readonly RankingRow[];
  /**
   * The static example shows what influence is computed from, each cell standing for the editor's
   * control (clicking it opens that control); the live one has the controls themselves above.
   */
  showMeasures: boolean;
}

/** Phases 2 and 3: every follower by influence, the top-20 cut drawn where it falls, and who counts. */
export function RankingTable({ rows, showMeasures }: RankingTableProps) {
  const columns = showMeasures ? 7 : 4;
  return (
    <TableScroll label="Phases 2 and 3: followers by influence">
      <table className={`${styles.table} ${showMeasures ? '' : styles.ranking}`} data-testid="ranking">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col" className={styles.left}>
              Follower
            </th>
            {showMeasures && (
              <>
                <th scope="col">Followers</th>
                <th scope="col">Engagement</th>
                <th scope="col">Authenticity</th>
              </>
            )}
            <th scope="col">Influence</th>
            <th scope="col">Counts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.handle}>
              {row.rank === SCORING.topInfluencers + 1 && (
                <tr className={styles.cut} data-testid="cut-line">
                  <td colSpan={columns}>
                    Top-{SCORING.topInfluencers} cut: the {rows.length - SCORING.topInfluencers} below it are not
                    considered
                  </td>
                </tr>
              )}
              <tr data-standing={row.standing} data-handle={row.handle}>
                <td>{row.rank}</td>
                <th scope="row">@{row.handle}</th>
                {showMeasures && (
                  <>
                    <td data-field="followers">{formatCompact(row.followers)}</td>
                    <td data-field="engagementRate">{formatPercent(row.engagementRate, 1)}</td>
                    <td data-field="authenticity">{formatFixed(row.authenticity, 2)}</td>
                  </>
                )}
                <td>{formatFixed(row.influence, 0)}</td>
                <td data-field={showMeasures ? 'resharedTask' : undefined}>{COUNTS[row.standing]}</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
