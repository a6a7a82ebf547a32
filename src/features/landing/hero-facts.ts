// The hero's key figures, derived from the spec's constants and emission split. Pure: no React.
import { SCORING } from '../../config/constants';
import { DISTRIBUTION } from '../../data/tokenomics';
import type { DistributionSlice } from '../../data/types';

export interface HeroFact {
  value: string;
  label: string;
}

/** The share of emissions that goes to the slice named `name`, or null when there is none. */
export function shareOf(slices: readonly DistributionSlice[], name: string): number | null {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const slice = slices.find((entry) => entry.name === name);
  if (!slice || total <= 0) return null;
  return Math.round((slice.value / total) * 1000) / 10;
}

/** What follows the miners' 41% wherever it is stated: the launch burn, in the same sentence. */
export function launchBurn(scoring = SCORING): string {
  return `at launch ${scoring.initialMinerBurnPercent}% of that is burned, a share that falls as the network grows`;
}

/** The miners' share with the launch burn, as one sentence; null when the split has no miners. */
export function minersShare(slices: readonly DistributionSlice[] = DISTRIBUTION, scoring = SCORING): string | null {
  const miners = shareOf(slices, 'Miners');
  return miners === null ? null : `Miners receive ${miners}% of the subnet’s emissions; ${launchBurn(scoring)}.`;
}

/** Three short facts a visitor can take in at a glance. */
export function heroFacts(scoring = SCORING): HeroFact[] {
  return [
    { value: `${scoring.topInfluencers}`, label: 'top influencers scored per miner' },
    { value: `${scoring.scoreRecalcHours} h`, label: 'between score updates' },
    { value: `${scoring.taskRefreshDays} days`, label: 'at most before a new task' },
  ];
}
