import { describe, expect, it } from 'vitest';
import { formatScore, formatTao, rankTier, scoreFraction, shortHotkey } from './leaderboard-format';

describe('shortHotkey', () => {
  it('keeps the first 6 and last 6 characters of an SS58 key', () => {
    expect(shortHotkey('5GxFsJGH1dCAawWaGsHtWg7eTYsHKqaFWNegTAoG6uUMFLqk')).toBe('5GxFsJ...UMFLqk');
    expect(shortHotkey('5DfLJ3abcdefghijkmnopqrstuvwxyzABCDEFGHJKLVUPVeN')).toBe('5DfLJ3...VUPVeN');
  });

  it('leaves a key too short to shorten as it is', () => {
    expect(shortHotkey('5Habc')).toBe('5Habc');
  });
});

describe('cell text', () => {
  it('shows rewards with two decimals and τ', () => {
    expect(formatTao(38.4)).toBe('τ\u00a038.40');
    expect(formatTao(10)).toBe('τ\u00a010.00');
    expect(formatTao(1234.5)).toBe('τ\u00a01,234.50');
  });

  it('shows scores with one decimal out of 10', () => {
    expect(formatScore(9.6)).toBe('9.6/10');
    expect(formatScore(8)).toBe('8.0/10');
  });

  it('fills the score bar in proportion, clamped to 0..1', () => {
    expect(scoreFraction(7.5)).toBe(0.75);
    expect(scoreFraction(12)).toBe(1);
    expect(scoreFraction(-1)).toBe(0);
  });

  it('gives the podium gold, silver and bronze and the rest grey', () => {
    expect([1, 2, 3, 4, 10].map(rankTier)).toEqual(['gold', 'silver', 'bronze', 'other', 'other']);
  });
});
