import { useState } from 'react';
import { GetStarted } from '../features/landing/get-started';
import { Hero } from '../features/landing/hero';
import { HowItWorks } from '../features/landing/how-it-works';
import { LeaderQuotes } from '../features/landing/leader-quotes';
import { RewardComparison } from '../features/landing/reward-comparison';
import { NetworkDemo } from '../features/network-demo/network-demo';
import { createDemoRequests } from '../features/network-demo/playback/demo-requests';
import { showDemo } from '../features/network-demo/section/show-demo';
import { PRODUCT_NAME } from '../config/product';
import { usePageMeta } from '../ui/use-page-meta';

export default function HomePage() {
  usePageMeta(
    null,
    `${PRODUCT_NAME} is a Bittensor subnet where verified influencers earn TAO for engagement quality and authority, not follower counts.`,
  );
  const [demoRequests] = useState(createDemoRequests);
  /** Watch Demo: bring the demo into view and play it again from the start. */
  const watchDemo = () => {
    showDemo();
    demoRequests.replay();
  };
  return (
    <>
      <Hero onWatchDemo={watchDemo}>
        <NetworkDemo requests={demoRequests} />
      </Hero>
      <LeaderQuotes />
      <HowItWorks />
      <RewardComparison />
      <GetStarted />
    </>
  );
}
