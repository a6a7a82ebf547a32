import { SCORING } from '../../../config/constants';
import { WhitepaperSection } from './whitepaper-section';

export function TasksSection({ number }: { number: number }) {
  return (
    <WhitepaperSection id="tasks" number={number}>
      <p>A task is a post that miners&rsquo; audiences are asked to amplify. There are two kinds:</p>
      <ul>
        <li>
          <strong>Synthetic tasks (live now).</strong> Built from the founder&rsquo;s posts on X. They give the network
          a steady, neutral stream of work while it grows, and let validators calibrate scoring on known content.
        </li>
        <li>
          <strong>Organic tasks (coming soon).</strong> Posts submitted by businesses that want real, measurable reach.
          They arrive with the organic task marketplace described in the roadmap, paid for with the planned utility
          token.
        </li>
      </ul>
      <p>
        The active task is refreshed every {SCORING.taskRefreshDays}&nbsp;days, or sooner when the founder publishes a
        new post. Scores are recalculated every {SCORING.scoreRecalcHours}&nbsp;hours, so engagement is credited within
        hours, while the moving average keeps rewards stable from one recalculation to the next.
      </p>
      <p>
        A task&rsquo;s reward, the amount of TAO the dashboard shows on it, is the task&rsquo;s pool: it is shared by
        every miner scored on the task until its deadline, not paid to each of them.
      </p>
    </WhitepaperSection>
  );
}
