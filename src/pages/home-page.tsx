import { GetStarted } from '../features/landing/get-started';
import { Hero } from '../features/landing/hero';
import { HowItWorks } from '../features/landing/how-it-works';
import { LeaderQuotes } from '../features/landing/leader-quotes';
import { RewardComparison } from '../features/landing/reward-comparison';
import { NetworkDemo } from '../features/network-demo/network-demo';
import { replayDemo } from '../features/network-demo/playback/replay-requests';
import { showDemo } from '../features/network-demo/section/show-demo';
import { PRODUCT_NAME } from '../config/product';
import { usePageMeta } from '../ui/use-page-meta';

/** Watch Demo: bring the demo into view and play it again from the start. */
function watchDemo() {
  showDemo();
  replayDemo();
}

export default function HomePage() {
  usePageMeta(
    null,
    `${PRODUCT_NAME} is a Bittensor subnet where verified influencers earn TAO for engagement quality and authority, not follower counts.`,
  );
  return (
    <>
      <Hero onWatchDemo={watchDemo}>
        <NetworkDemo />
      </Hero>
      <LeaderQuotes />
      <HowItWorks />
      <RewardComparison />
      <GetStarted />
    </>
  );
}
