import { Leaderboard } from '../features/leaderboard/leaderboard';
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
          Today’s top miners, ranked by the TAO their engagement earned. Scores weigh the authority of the influencers
          who amplified them, not follower counts.
        </p>
      </header>
      <TooltipProvider>
        <Leaderboard />
      </TooltipProvider>
    </div>
  );
}
