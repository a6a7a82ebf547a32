import { formatScore, scoreFraction } from './leaderboard-format';
import styles from './leaderboard-table.module.css';

/** A bar filled in proportion to the score, with the score as text beside it. */
export function ScoreBar({ score }: { score: number }) {
  return (
    <span className={styles.score}>
      <span className={styles.scoreTrack} aria-hidden="true">
        {/* Sized by its width attribute: a pre-rendered style attribute would need 'unsafe-inline' in the CSP. */}
        <svg className={styles.scoreFill} width={`${scoreFraction(score) * 100}%`} />
      </span>
      <span className={styles.scoreText}>{formatScore(score)}</span>
    </span>
  );
}
