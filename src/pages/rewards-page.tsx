import { Leaderboard } from '../features/leaderboard/leaderboard';
import { SampleDataNote } from '../ui/sample-data-note';
import { TooltipProvider } from '../ui/tooltip';
import styles from '../ui/page-frame.module.css';
import { usePageMeta } from '../ui/use-page-meta';

export default function RewardsPage() {
  usePageMeta('Rewards leaderboard', 'Today’s top 10 Amplify miners by daily TAO rewards and influencing score.');
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.intro}>
        <h1>Rewards Leaderboard</h1>
        <p>
          Today’s top miners, ranked by the TAO their engagement earned. Each row is a miner: its X account (the
          Influencer column) and its hotkey. Scores weigh the authority of the followers who reshared its tasks, not
          follower counts.
        </p>
        <SampleDataNote>These miners, hotkeys and rewards show how the leaderboard will read.</SampleDataNote>
      </header>
      <TooltipProvider>
        <Leaderboard />
      </TooltipProvider>
    </div>
  );
}
