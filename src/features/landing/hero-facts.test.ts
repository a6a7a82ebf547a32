import { describe, expect, it } from 'vitest';
import { SCORING } from '../../config/constants';
import { heroFacts, minersShare, shareOf } from './hero-facts';

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
  it('reads the scoring constants', () => {
    expect(heroFacts(SCORING)).toEqual([
      { value: '20', label: 'top influencers scored per miner' },
      { value: '4 h', label: 'between score updates' },
      { value: '7 days', label: 'at most before a new task' },
    ]);
  });
});

describe('minersShare', () => {
  it('states the miners share and the launch burn in one sentence', () => {
    expect(minersShare(SLICES, SCORING)).toBe(
      'Miners receive 41% of the subnet’s emissions; at launch 80% of that is burned, a share that falls as the network grows.',
    );
  });

  it('is null when the split has no miners', () => {
    expect(minersShare([], SCORING)).toBeNull();
  });
});
