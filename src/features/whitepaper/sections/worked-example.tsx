import type { MouseEvent } from 'react';
import { formatCompact, formatFixed, formatPercent } from '../../../lib/format';
import { SCORING } from '../../../config/constants';
import type { EditorFocus } from '../example-editor/example-editor';
import { computeWorkedExample } from '../scoring/worked-example';
import styles from './worked-example.module.css';

const score = (value: number) => formatFixed(value, 3);

/** The example's anchor, static or live. */
export const WORKED_EXAMPLE_ID = 'worked-example';

interface WorkedExampleProps {
  /** Make the example live, focusing the control for the cell clicked (or the first). */
  onEdit: (focus: EditorFocus) => void;
  /** The reader reached for the example: a moment to fetch the editor's code. */
  onReach: () => void;
  /** The editor's code could not be downloaded. */
  failed: boolean;
}

/**
 * The scoring phases run on a sample miner at render time: every figure below comes from the
 * scoring functions. This is the pre-rendered page's example, and the editor's starting point.
 */
export function WorkedExample({ onEdit, onReach, failed }: WorkedExampleProps) {
  const { miner, ranked, scored, roundScore, newScore } = computeWorkedExample();
  const alpha = SCORING.movingAverageAlpha;
  const editCell = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as Element).closest<HTMLElement>('[data-field]');
    const row = cell?.closest<HTMLElement>('[data-handle]');
    if (cell && row) onEdit({ handle: row.dataset.handle, field: cell.dataset.field });
  };
  return (
    <div
      id={WORKED_EXAMPLE_ID}
      className={styles.example}
      data-testid="worked-example"
      onPointerDown={onReach}
      onFocus={onReach}
      onClick={editCell}
    >
      <div className={styles.heading}>
        <h3>Worked example</h3>
        <button type="button" className={styles.edit} onClick={() => onEdit({})}>
          Edit this example
        </button>
      </div>
      {failed && (
        <p className={styles.failed} role="alert">
          The editor could not be downloaded. Check the connection and press Edit this example again.
        </p>
      )}
      <p>
        A sample miner, <code>@{miner.handle}</code>, came out of the previous round with a running score of{' '}
        {score(miner.previousScore)}. It has {ranked.length} followers worth considering (fewer than the{' '}
        {SCORING.topInfluencers} that would be kept). Ranked by influence (followers × engagement rate × authenticity),
        the account with the most followers comes last:
      </p>
      <div className={styles.scroll} role="region" aria-label="Phases 1 to 3: ranked followers" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col" className={styles.left}>
                Follower
              </th>
              <th scope="col">Followers</th>
              <th scope="col">Engagement</th>
              <th scope="col">Authenticity</th>
              <th scope="col">Influence</th>
              <th scope="col">Reshared task</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((row) => (
              <tr key={row.handle} data-handle={row.handle}>
                <td>{row.rank}</td>
                <th scope="row">@{row.handle}</th>
                <td data-field="followers">{formatCompact(row.followers)}</td>
                <td data-field="engagementRate">{formatPercent(row.engagementRate, 1)}</td>
                <td data-field="authenticity">{formatFixed(row.authenticity, 2)}</td>
                <td>{formatFixed(row.influence, 0)}</td>
                <td data-field="resharedTask">{row.resharedTask ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        The {scored.length} that reshared the task get a base score, a softmax weight and a contribution (<var>w</var>
        &nbsp;·&nbsp;<var>b</var>):
      </p>
      <div
        className={styles.scroll}
        role="region"
        aria-label="Phase 4: scores of the influencers that reshared"
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Influencer</th>
              <th scope="col">
                Quality <var>q</var>
              </th>
              <th scope="col">
                Spam <var>p</var>
              </th>
              <th scope="col">
                Multiplier <var>m</var>
              </th>
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
              <tr key={row.handle} data-testid={`score-${row.handle}`} data-handle={row.handle}>
                <th scope="row">@{row.handle}</th>
                <td data-field="followerQuality">{formatFixed(row.followerQuality, 2)}</td>
                <td data-field="spamPenalty">{formatFixed(row.spamPenalty, 2)}</td>
                <td data-field="emptyOrNewFollowers">{row.emptyOrNewFollowers ? SCORING.emptyFollowerPenalty : 1}</td>
                <td data-testid="base">{score(row.baseScore)}</td>
                <td data-testid="weight">{score(row.weight)}</td>
                <td data-testid="contribution">{score(row.contribution)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol className={styles.steps}>
        <li>
          Round score: <var>S</var> = Σ <var>w</var> · <var>b</var> ={' '}
          <strong className={styles.result} data-testid="round-score">
            {score(roundScore)}
          </strong>
        </li>
        <li>
          {/* Each product stays on one line, and the last with its result: a narrow column breaks only
              after the plus. */}
          New score: (1&nbsp;−&nbsp;{alpha})&nbsp;×&nbsp;{score(miner.previousScore)} + {alpha}&nbsp;×&nbsp;
          {score(roundScore)}&nbsp;=&nbsp;
          <strong className={styles.result} data-testid="new-score">
            {score(newScore)}
          </strong>
        </li>
      </ol>
    </div>
  );
}
