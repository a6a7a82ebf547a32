import type { MouseEvent } from 'react';
import { formatFixed } from '../../../lib/format';
import { failureDetail, type LoadFailure } from '../../../ui/load-error-cause';
import { SCORING } from '../../../config/constants';
import { WORKED_EXAMPLE_ID, type EditorFocus } from '../example-editor/example-handoff';
import { RankingTable } from '../example-tables/ranking-table';
import { ScoresTable } from '../example-tables/scores-table';
import { ScoreSteps } from '../example-tables/score-steps';
import { computeWorkedExample } from '../scoring/worked-example';
import styles from './worked-example.module.css';

interface WorkedExampleProps {
  /** Make the example live, focusing the control for the cell clicked (or the first). */
  onEdit: (focus: EditorFocus) => void;
  /** The reader reached for the example: a moment to fetch the editor's code. */
  onReach: () => void;
  /** Why the editor could not open: its code did not arrive, or this browser could not run it. */
  failure: LoadFailure | null;
}

/**
 * The scoring phases run on a sample miner at render time: every figure below comes from the
 * scoring functions. This is the pre-rendered page's example, and the editor's starting point.
 */
export function WorkedExample({ onEdit, onReach, failure }: WorkedExampleProps) {
  const { miner, ranked, scored, roundScore, newScore } = computeWorkedExample();
  // Every follower ranked here is within the top-20 cut: it counts when it reshared.
  const rows = ranked.map((row) => ({
    ...row,
    standing: row.resharedTask ? ('counts' as const) : ('not-reshared' as const),
  }));
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
      {failure && (
        <p className={styles.failed} role="alert">
          {failure.kind === 'download'
            ? 'The editor could not be downloaded. Check the connection and press Edit this example again.'
            : `This browser could not run the editor. ${failureDetail(failure)}`}
        </p>
      )}
      <p>
        A sample miner, <code>@{miner.handle}</code>, came out of the previous round with a running score of{' '}
        {formatFixed(miner.previousScore, 3)}. It has {ranked.length} followers worth considering (fewer than the{' '}
        {SCORING.topInfluencers} that would be kept). Ranked by influence (followers × engagement rate × authenticity),
        the account with the most followers comes last:
      </p>
      <RankingTable rows={rows} showMeasures />
      <p>
        The {scored.length} that reshared the task get a base score, a softmax weight and a contribution (<var>w</var>
        &nbsp;·&nbsp;<var>b</var>):
      </p>
      <ScoresTable scored={scored} showInputs />
      <ScoreSteps previousScore={miner.previousScore} roundScore={roundScore} newScore={newScore} />
    </div>
  );
}
