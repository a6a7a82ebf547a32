import { formatScore, scoreFraction } from './leaderboard-format';
import styles from './leaderboard-table.module.css';

/** A bar filled in proportion to the score, with the score as text beside it. */
export function ScoreBar({ score }: { score: number }) {
  return (
    <span className={styles.score}>
      <span className={styles.scoreTrack} aria-hidden="true">
        <span className={styles.scoreFill} style={{ width: `${scoreFraction(score) * 100}%` }} />
      </span>
      <span className={styles.scoreText}>{formatScore(score)}</span>
    </span>
  );
}
