import { SCORING } from '../../../config/constants';
import { formatPercent } from '../../../lib/format';
import { BaseScoreFormula, MovingAverageFormula, SoftmaxFormula, WeightedSumFormula } from './scoring-formulas';
import { WhitepaperSection } from './whitepaper-section';
import { ExplorableExample } from './explorable-example';

export function ScoringSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="scoring" number={number}>
      <p>
        Every {SCORING.scoreRecalcHours}&nbsp;hours, each validator scores every miner in four phases. The algorithm
        rewards authentic engagement from influential accounts and makes a large but hollow audience worth little.
      </p>

      <h3>Phase 1: Fetch the miner&rsquo;s followers</h3>
      <p>
        The validator fetches all followers of the X handle linked to the miner&rsquo;s hotkey. These are the accounts
        whose engagement can count for the miner.
      </p>

      <h3>Phase 2: Select the top {SCORING.topInfluencers} influencers</h3>
      <p>
        From those followers it keeps the top {SCORING.topInfluencers} influencers by <strong>follower count</strong>,{' '}
        <strong>engagement rate</strong> and <strong>authenticity</strong> taken together: an account&rsquo;s influence
        is followers × engagement rate × authenticity, the number of authentic engagements it can expect per post. Ties
        go to the more authentic account, then the higher engagement rate. Capping the set keeps scoring cheap and stops
        a miner from gaining by collecting thousands of small or fake followers.
      </p>

      <h3>Phase 3: Find and validate reshares</h3>
      <p>
        The validator checks which of the selected influencers retweeted or replied to the current task post, and
        validates each engagement: it must come from the verified account itself, reference the task post, and still
        exist when it is checked. Only validated reshares go on to scoring.
      </p>

      <h3>Phase 4: Score, normalise and smooth</h3>
      <p>
        Each validated influencer <var>i</var> gets a base score from the quality of its followers and the spam detected
        around it, halved when its followers are empty or newly created accounts:
      </p>
      <BaseScoreFormula />
      <p>
        The base scores are normalised with a softmax, so that the weights sum to 1 and the strongest influencers weigh
        most without any single one taking everything:
      </p>
      <SoftmaxFormula />
      <p>The miner&rsquo;s score for the round is the softmax-weighted sum of the base scores:</p>
      <WeightedSumFormula />
      <p>
        Finally the round score is blended into the miner&rsquo;s running score with an exponential moving average, so
        one round can move it by only {formatPercent(SCORING.movingAverageAlpha, 0)} of the difference and a single
        lucky or unlucky task cannot swing rewards:
      </p>
      <MovingAverageFormula />

      <ExplorableExample />
    </WhitepaperSection>
  );
}
