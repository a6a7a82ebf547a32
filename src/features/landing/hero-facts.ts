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

/** Three short facts a visitor can take in at a glance. */
export function heroFacts(slices: readonly DistributionSlice[] = DISTRIBUTION, scoring = SCORING): HeroFact[] {
  const facts: HeroFact[] = [];
  const miners = shareOf(slices, 'Miners');
  if (miners !== null) facts.push({ value: `${miners}%`, label: `of emissions go to miners; ${launchBurn(scoring)}` });
  facts.push({ value: `${scoring.topInfluencers}`, label: 'top influencers scored per miner' });
  facts.push({ value: `${scoring.scoreRecalcHours} h`, label: 'between score updates' });
  return facts;
}
