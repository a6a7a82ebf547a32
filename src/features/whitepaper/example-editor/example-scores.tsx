import { memo } from 'react';
import { RankingTable } from '../example-tables/ranking-table';
import { ScoresTable } from '../example-tables/scores-table';
import { ScoreSteps } from '../example-tables/score-steps';
import { PREVIOUS_SCORE } from './example-state';
import type { ExplorerResult } from './explore-example';
import { RunningScoreChart } from './running-score-chart';
import styles from './example-editor.module.css';

/** Everything downstream of the rows: ranking and cut, scores and weights, S, the new and running score. */
export const ExampleScores = memo(function ExampleScores({ result }: { result: ExplorerResult }) {
  return (
    <div className={styles.scores}>
      <h4 className={styles.subhead}>Ranked by influence</h4>
      <RankingTable rows={result.ranking} showMeasures={false} />
      <h4 className={styles.subhead}>Scored</h4>
      <ScoresTable scored={result.scored} showInputs={false} />
      <ScoreSteps previousScore={PREVIOUS_SCORE} roundScore={result.roundScore} newScore={result.newScore} />
      <RunningScoreChart scores={result.runningScores} />
    </div>
  );
});
