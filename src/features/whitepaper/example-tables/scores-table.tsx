import { SCORING } from '../../../config/constants';
import { formatFixed, formatPercent } from '../../../lib/format';
import type { ScoredInfluencer } from '../scoring/worked-example';
import styles from './example-tables.module.css';
import { TableScroll } from './table-scroll';

const score = (value: number) => formatFixed(value, 3);

/** A column heading that names its symbol in the formulas: "Base b". */
const SymbolHeading = ({ name, symbol }: { name: string; symbol: string }) => (
  <th scope="col">
    {name} <var>{symbol}</var>
  </th>
);

interface ScoresTableProps {
  scored: readonly ScoredInfluencer[];
  /**
   * The static example shows each base score's inputs (q, p, m), each cell standing for the editor's
   * control; the live one has the controls above, and marks the halving and draws the weights instead.
   */
  showInputs: boolean;
}

/** Phase 4: each counted follower's base score, its softmax weight and its share of S (w · b). */
export function ScoresTable({ scored, showInputs }: ScoresTableProps) {
  if (scored.length === 0)
    return (
      <p className={styles.none} data-testid="no-scores">
        No selected follower reshared the task: nothing is scored, and S = 0.
      </p>
    );
  return (
    <TableScroll label="Phase 4: scores of the followers that count">
      <table className={`${styles.table} ${showInputs ? '' : styles.scoresTable}`} data-testid="scores">
        <thead>
          <tr>
            <th scope="col">Influencer</th>
            {showInputs && (
              <>
                <SymbolHeading name="Quality" symbol="q" />
                <SymbolHeading name="Spam" symbol="p" />
                <SymbolHeading name="Multiplier" symbol="m" />
              </>
            )}
            <SymbolHeading name="Base" symbol="b" />
            <SymbolHeading name="Weight" symbol="w" />
            <th scope="col">
              <var>w</var> · <var>b</var>
            </th>
          </tr>
        </thead>
        <tbody>
          {scored.map((row) => (
            <tr key={row.handle} data-testid={`score-${row.handle}`} data-handle={row.handle}>
              <th scope="row">@{row.handle}</th>
              {showInputs && (
                <>
                  <td data-field="followerQuality">{formatFixed(row.followerQuality, 2)}</td>
                  <td data-field="spamPenalty">{formatFixed(row.spamPenalty, 2)}</td>
                  <td data-field="emptyOrNewFollowers">{row.emptyOrNewFollowers ? SCORING.emptyFollowerPenalty : 1}</td>
                </>
              )}
              <td data-testid="base">
                {!showInputs && row.emptyOrNewFollowers && (
                  <>
                    <mark className={styles.penalty} title="Empty or new followers: the base score is halved">
                      ×{SCORING.emptyFollowerPenalty}
                    </mark>{' '}
                  </>
                )}
                {score(row.baseScore)}
              </td>
              <td>
                {showInputs ? (
                  <span data-testid="weight">{score(row.weight)}</span>
                ) : (
                  <span className={styles.weightCell}>
                    <span className={styles.bar} aria-hidden="true">
                      <span style={{ width: formatPercent(row.weight, 1) }} />
                    </span>
                    <span data-testid="weight">{score(row.weight)}</span>
                  </span>
                )}
              </td>
              <td data-testid="contribution">{score(row.contribution)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
