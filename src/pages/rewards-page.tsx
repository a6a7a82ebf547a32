import { usePageMeta } from '../ui/use-page-meta';

export default function RewardsPage() {
  usePageMeta('Rewards leaderboard', 'Today’s top 10 Amplify miners by daily TAO rewards and influencing score.');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>Rewards Leaderboard</h1>
    </div>
  );
}
