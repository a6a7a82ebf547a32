import { SCORING } from '../../../config/constants';
import { PRODUCT_NAME } from '../../../config/product';
import { WhitepaperSection } from './whitepaper-section';

export function TokenomicsPhilosophySection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="tokenomics-philosophy" number={number}>
      <p>
        {PRODUCT_NAME} rejects tokenomic models that reduce emissions from the start. Cutting emissions early starves
        the miners and validators a young network depends on, and it locks in a schedule before anyone knows what real
        demand looks like.
      </p>
      <p>
        Instead the subnet uses a <strong>burn-and-release mechanism</strong>. At launch,{' '}
        {SCORING.initialMinerBurnPercent}% of miner rewards are burned rather than paid out, so that while tasks are
        still synthetic no one can farm emissions that real engagement has not yet earned. As the network grows (more
        miners, more validated engagement, and organic tasks paid for by businesses) the burned share decreases and
        those emissions are released to miners. Rewards track the value the network actually creates.
      </p>
      <p>
        A <strong>utility token</strong> is planned for businesses to buy organic tasks. The revenue from those
        purchases flows into the subnet&rsquo;s alpha token pool, so advertiser demand supports the token that miners
        and validators earn.
      </p>
    </WhitepaperSection>
  );
}
