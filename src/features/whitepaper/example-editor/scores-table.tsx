import { SCORING } from '../../../config/constants';
import { formatFixed, formatPercent } from '../../../lib/format';
import type { ExplorerResult } from './explore-example';
import shared from '../sections/worked-example.module.css';
import styles from './example-editor.module.css';

const score = (value: number) => formatFixed(value, 3);

/** Phase 4: each counted follower's base score (the penalty marked), its softmax weight as a bar, w · b. */
export function ScoresTable({ scored }: { scored: ExplorerResult['scored'] }) {
  if (scored.length === 0)
    return (
      <p className={styles.none} data-testid="no-scores">
        No selected follower reshared the task: nothing is scored, and S = 0.
      </p>
    );
  return (
    <div
      className={`${shared.scroll} ${styles.isolated}`}
      role="region"
      aria-label="Phase 4: scores of the followers that count"
      tabIndex={0}
    >
      <table className={`${shared.table} ${styles.scoresTable}`} data-testid="scores">
        <thead>
          <tr>
            <th scope="col">Influencer</th>
            <th scope="col">
              Base <var>b</var>
            </th>
            <th scope="col">
              Weight <var>w</var>
            </th>
            <th scope="col">
              <var>w</var> · <var>b</var>
            </th>
          </tr>
        </thead>
        <tbody>
          {scored.map((row) => (
            <tr key={row.handle} data-testid={`score-${row.handle}`}>
              <th scope="row">@{row.handle}</th>
              <td data-testid="base">
                {row.emptyOrNewFollowers && (
                  <mark className={styles.penalty} title="Empty or new followers: the base score is halved">
                    ×{SCORING.emptyFollowerPenalty}
                  </mark>
                )}{' '}
                {score(row.baseScore)}
              </td>
              <td>
                <span className={styles.weightCell}>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: formatPercent(row.weight, 1) }} />
                  </span>
                  <span data-testid="weight">{score(row.weight)}</span>
                </span>
              </td>
              <td data-testid="contribution">{score(row.contribution)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
