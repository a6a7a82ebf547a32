import { Fragment } from 'react';
import { SCORING } from '../../../config/constants';
import { formatFixed } from '../../../lib/format';
import type { RankedRow, Standing } from './explore-example';
import shared from '../sections/worked-example.module.css';
import styles from './example-editor.module.css';

const COUNTS: Record<Standing, string> = {
  counts: 'Yes',
  'not-reshared': 'No reshare',
  'below-cut': 'Below the cut',
};

/** Phases 2 and 3: every follower by influence, the top-20 cut drawn where it falls, and who counts. */
export function RankingTable({ ranking }: { ranking: readonly RankedRow[] }) {
  return (
    <div
      className={`${shared.scroll} ${styles.isolated}`}
      role="region"
      aria-label="Phases 2 and 3: followers by influence"
      tabIndex={0}
    >
      <table className={`${shared.table} ${styles.ranking}`} data-testid="ranking">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col" className={shared.left}>
              Follower
            </th>
            <th scope="col">Influence</th>
            <th scope="col">Counts</th>
          </tr>
        </thead>
        <tbody>
          {ranking.map((row) => (
            <Fragment key={row.handle}>
              {row.rank === SCORING.topInfluencers + 1 && (
                <tr className={styles.cut} data-testid="cut-line">
                  <td colSpan={4}>
                    Top-{SCORING.topInfluencers} cut: the {ranking.length - SCORING.topInfluencers} below it are not
                    considered
                  </td>
                </tr>
              )}
              <tr data-standing={row.standing}>
                <td>{row.rank}</td>
                <th scope="row">@{row.handle}</th>
                <td>{formatFixed(row.influence, 0)}</td>
                <td>{COUNTS[row.standing]}</td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
