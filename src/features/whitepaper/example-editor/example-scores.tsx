import { memo } from 'react';
import { SCORING } from '../../../config/constants';
import { formatFixed } from '../../../lib/format';
import type { ExplorerResult } from './explore-example';
import { RankingTable } from './ranking-table';
import { RunningScoreChart } from './running-score-chart';
import { ScoresTable } from './scores-table';
import shared from '../sections/worked-example.module.css';
import styles from './example-editor.module.css';

const score = (value: number) => formatFixed(value, 3);

/** Everything downstream of the rows: ranking and cut, scores and weights, S, the new and running score. */
export const ExampleScores = memo(function ExampleScores({ result }: { result: ExplorerResult }) {
  const alpha = SCORING.movingAverageAlpha;
  const previous = result.runningScores[0] ?? 0;
  return (
    <div className={styles.scores}>
      <h4 className={styles.subhead}>Ranked by influence</h4>
      <RankingTable ranking={result.ranking} />
      <h4 className={styles.subhead}>Scored</h4>
      <ScoresTable scored={result.scored} />
      <ol className={`${shared.steps} ${styles.isolated}`}>
        <li>
          Round score: <var>S</var> = Σ <var>w</var> · <var>b</var> ={' '}
          <strong className={shared.result} data-testid="round-score">
            {score(result.roundScore)}
          </strong>
        </li>
        <li>
          New score: (1&nbsp;−&nbsp;{alpha})&nbsp;×&nbsp;{score(previous)} + {alpha}&nbsp;×&nbsp;
          {score(result.roundScore)}&nbsp;=&nbsp;
          <strong className={shared.result} data-testid="new-score">
            {score(result.newScore)}
          </strong>
        </li>
      </ol>
      <RunningScoreChart scores={result.runningScores} />
    </div>
  );
});
