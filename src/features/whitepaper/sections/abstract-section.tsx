import { SCORING } from '../../../config/constants';
import { MINER_JOB_CLAUSE } from '../../../config/miner-job';
import { NETUID } from '../../../config/netuid-setting';
import { PRODUCT_NAME, TAO_SYMBOL } from '../../../config/product';
import { WhitepaperSection } from './whitepaper-section';

export function AbstractSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="abstract" number={number}>
      <p>
        {PRODUCT_NAME} is a decentralized influence-amplification network running as{' '}
        {NETUID === null ? 'a subnet' : `subnet ${NETUID}`} of Bittensor. It pays for influence that is real, not for
        audiences that are merely large. An advertiser posts a tweet as a task; miners, verified X accounts registered
        on the subnet, retweet or reply to it; and they earn TAO ({TAO_SYMBOL}) according to the authority of the
        followers who reshare it after them and the quality of that engagement, rather than raw follower counts.
      </p>
      <p>
        A miner&rsquo;s job, in one sentence: {MINER_JOB_CLAUSE}. There are no forms to fill in and no tweet IDs to
        submit. Validators detect engagement automatically, discount spam and inauthentic audiences, and recompute every
        miner&rsquo;s score every {SCORING.scoreRecalcHours}&nbsp;hours with the four-phase algorithm described below,
        which this page runs live on a sample miner. The sections that follow cover onboarding, scoring, the task
        system, tokenomics, the technical architecture and the roadmap.
      </p>
    </WhitepaperSection>
  );
}
