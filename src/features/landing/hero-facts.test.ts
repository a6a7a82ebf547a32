import { describe, expect, it } from 'vitest';
import { SCORING } from '../../config/constants';
import { heroFacts, shareOf } from './hero-facts';

const SLICES = [
  { name: 'Subnet Owner', value: 18, color: 'a' },
  { name: 'Validators', value: 41, color: 'b' },
  { name: 'Miners', value: 41, color: 'c' },
];

describe('shareOf', () => {
  it('is the slice as a percentage of the whole', () => {
    expect(shareOf(SLICES, 'Miners')).toBe(41);
    expect(
      shareOf(
        [
          { name: 'Miners', value: 1, color: '' },
          { name: 'X', value: 2, color: '' },
        ],
        'Miners',
      ),
    ).toBe(33.3);
  });

  it('is null for an unknown slice or an empty split', () => {
    expect(shareOf(SLICES, 'Nobody')).toBeNull();
    expect(shareOf([], 'Miners')).toBeNull();
  });
});

describe('heroFacts', () => {
  it('reads the miners share and the scoring constants', () => {
    expect(heroFacts(SLICES, SCORING)).toEqual([
      {
        value: '41%',
        label: 'of emissions go to miners; at launch 80% of that is burned, a share that falls as the network grows',
      },
      { value: String(SCORING.topInfluencers), label: 'top influencers scored per miner' },
      { value: `${SCORING.scoreRecalcHours} h`, label: 'between score updates' },
    ]);
  });

  it('leaves out the miners share when the split has no miners', () => {
    expect(heroFacts([], SCORING).map((fact) => fact.label)).not.toContain('of emissions go to miners');
  });
});
