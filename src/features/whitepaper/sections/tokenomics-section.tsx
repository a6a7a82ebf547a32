import { SCORING } from '../../../config/constants';
import { TAO_SYMBOL } from '../../../config/product';
import { DISTRIBUTION, SUPPLY_PROJECTION } from '../../../data/tokenomics';
import { formatCompact } from '../../../lib/format';
import { DistributionChart } from './distribution-chart';
import { SupplyChart } from './supply-chart';
import styles from './tokenomics-charts.module.css';
import { WhitepaperSection } from './whitepaper-section';

/** The projection is in thousands of tokens: 57000 -> "57M". */
const tokens = (thousands: number) => formatCompact(thousands * 1000);

export function TokenomicsSection({ number }: { number: number }) {
  const last = SUPPLY_PROJECTION.at(-1);
  return (
    <WhitepaperSection id="tokenomics" number={number}>
      <p>
        Each emission is split between the three roles that keep the subnet running:{' '}
        {DISTRIBUTION.map((slice, index) => (
          <span key={slice.name}>
            {index > 0 && (index === DISTRIBUTION.length - 1 ? ' and ' : ', ')}
            <strong>
              {slice.value}% to {slice.name.toLowerCase()}
            </strong>
          </span>
        ))}
        ; at launch {SCORING.initialMinerBurnPercent}% of the miners&rsquo; share is burned (burn-and-release, above),
        and the burned share falls as the network grows.
      </p>
      <p>
        As on every subnet since Dynamic TAO, emissions are paid in the subnet&rsquo;s own alpha token, which converts
        to TAO through the subnet&rsquo;s pool. The amounts on this site are shown in TAO ({TAO_SYMBOL}).
      </p>
      <div className={styles.grid}>
        <DistributionChart />
        <SupplyChart />
      </div>
      {last && (
        <p>
          The supply chart models the planned utility token, not the subnet&rsquo;s alpha. Its projection follows the
          burn-and-release mechanism: burning is heaviest in the first months, then levels off as the burned share
          decreases and more of each emission circulates. By month {last.month} it reaches {tokens(last.total)} tokens
          in total, of which {tokens(last.circulating)} circulate and {tokens(last.burned)} have been burned.
        </p>
      )}
    </WhitepaperSection>
  );
}
