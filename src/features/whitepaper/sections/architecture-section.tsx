import { BITTENSOR, SCORING } from '../../../config/constants';
import { WhitepaperSection } from './whitepaper-section';

export function ArchitectureSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="architecture" number={number}>
      <h3>Validator operations</h3>
      <p>
        Validators integrate with the social platform&rsquo;s API to read followers, reshares and replies; run spam
        detection and authenticity verification on the accounts involved; calculate scores with the algorithm above; and
        set weights on chain, where Bittensor&rsquo;s consensus combines the views of all validators into the
        miners&rsquo; rewards.
      </p>
      <p>
        To validate, register a hotkey on the subnet as a miner does and stake TAO to it. A validator permit, which lets
        a hotkey set weights, goes to the top {BITTENSOR.validatorPermits} hotkeys on the subnet by stake.
      </p>
      <h3>Miner requirements</h3>
      <ul>
        <li>A verified X account, linked to the miner through the registration reply.</li>
        <li>A hotkey registered on the subnet.</li>
        <li>An authentic follower base: real accounts that actually engage.</li>
        <li>Regular participation: resharing or replying to the active tasks.</li>
      </ul>
      <h3>Anti-gaming measures</h3>
      <ul>
        <li>Influencers are ranked by authentic engagement, so bought followers add little.</li>
        <li>
          Only the top {SCORING.topInfluencers} influencers per miner count, so mass-produced accounts cannot add up.
        </li>
        <li>A spam penalty reduces every base score in proportion to the spam detected.</li>
        <li>Empty or newly created follower accounts halve an influencer&rsquo;s base score.</li>
        <li>Each reshare is validated before it is scored.</li>
        <li>
          The moving average (<var>α</var> = {SCORING.movingAverageAlpha}) blunts short bursts of manufactured activity.
        </li>
      </ul>
      <h3>Scalability</h3>
      <p>
        Scoring runs in batches every {SCORING.scoreRecalcHours}&nbsp;hours rather than per event, and each miner is
        scored against at most {SCORING.topInfluencers} influencers, so the work per miner is bounded and validators can
        add miners linearly. Tasks change at most every {SCORING.taskRefreshDays}&nbsp;days or on a new founder post,
        which keeps API usage predictable. The same pipeline extends to other platforms through new API integrations, as
        the roadmap plans.
      </p>
    </WhitepaperSection>
  );
}
