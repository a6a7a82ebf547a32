import { SCORING } from '../../../config/constants';
import { PRODUCT_NAME, SUBNET_ID, TAO_SYMBOL } from '../../../config/product';
import { WhitepaperSection } from './whitepaper-section';

export function AbstractSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="abstract" number={number}>
      <p>
        {PRODUCT_NAME} is a decentralized influence-amplification network running as subnet {SUBNET_ID} of Bittensor. It
        pays for influence that is real, not for audiences that are merely large. An advertiser posts a tweet as a task;
        verified influencers retweet or reply to it; and the miners whose followers engaged earn TAO ({TAO_SYMBOL})
        according to the quality of that engagement and the authority of the influencers behind it, rather than raw
        follower counts.
      </p>
      <p>
        Miners do one thing: retweet or reply. There are no forms to fill in and no tweet IDs to submit. Validators
        detect engagement automatically, discount spam and inauthentic audiences, and recompute every miner&rsquo;s
        score every {SCORING.scoreRecalcHours}&nbsp;hours with the four-phase algorithm described below, which this page
        runs live on a sample miner. The sections that follow cover onboarding, scoring, the task system, tokenomics,
        the technical architecture and the roadmap.
      </p>
    </WhitepaperSection>
  );
}
