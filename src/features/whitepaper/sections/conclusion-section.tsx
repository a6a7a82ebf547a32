import { PRODUCT_NAME } from '../../../config/product';
import { WhitepaperSection } from './whitepaper-section';

export function ConclusionSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="conclusion" number={number}>
      <p>
        {PRODUCT_NAME} turns social influence into a measurable, decentralized service. Miners earn for the authentic
        engagement their audiences create, not for follower counts; validators score that engagement with an open,
        reproducible algorithm; and the burn-and-release tokenomics tie emissions to the value the network delivers.
        With organic tasks, more platforms and a utility token on the roadmap, the network is built to grow from
        synthetic tasks into a marketplace where businesses pay for reach that is real.
      </p>
    </WhitepaperSection>
  );
}
