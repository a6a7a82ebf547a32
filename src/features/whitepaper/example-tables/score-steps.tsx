import { SCORING } from '../../../config/constants';
import { formatFixed } from '../../../lib/format';
import styles from './example-tables.module.css';

const score = (value: number) => formatFixed(value, 3);

interface ScoreStepsProps {
  previousScore: number;
  roundScore: number;
  newScore: number;
}

/** The last two steps: the round score S, then the miner's new running score from the previous one. */
export function ScoreSteps({ previousScore, roundScore, newScore }: ScoreStepsProps) {
  const alpha = SCORING.movingAverageAlpha;
  return (
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
        New score: (1&nbsp;−&nbsp;{alpha})&nbsp;×&nbsp;{score(previousScore)} + {alpha}&nbsp;×&nbsp;
        {score(roundScore)}&nbsp;=&nbsp;
        <strong className={styles.result} data-testid="new-score">
          {score(newScore)}
        </strong>
      </li>
    </ol>
  );
}
