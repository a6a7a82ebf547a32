import { GetStarted } from '../features/landing/get-started';
import { Hero } from '../features/landing/hero';
import { HowItWorks } from '../features/landing/how-it-works';
import { LeaderQuotes } from '../features/landing/leader-quotes';
import { RewardComparison } from '../features/landing/reward-comparison';
import { NetworkDemo } from '../features/network-demo/network-demo';
import { replayDemo } from '../features/network-demo/playback/replay-requests';
import { DEMO_ELEMENT_ID } from '../features/network-demo/section/demo-ids';
import { prefersReducedMotion } from '../lib/motion';
import { PRODUCT_NAME } from '../config/product';
import { usePageMeta } from '../ui/use-page-meta';

/** Watch Demo: bring the demo into view and play it again from the start. */
function watchDemo() {
  const demo = document.getElementById(DEMO_ELEMENT_ID);
  demo?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the demo, not from the hero button.
  if (demo?.tabIndex === -1) demo.focus({ preventScroll: true });
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
