import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompact,
  formatPercent,
  formatSignedPercent,
  initialsOf,
  parseCompact,
  shortenMiddle,
} from './format';

describe('formatCompact', () => {
  it('abbreviates to one decimal', () => {
    expect(formatCompact(312_400_000)).toBe('312.4M');
    expect(formatCompact(45_000)).toBe('45K');
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(0)).toBe('0');
  });
});

describe('formatAmount', () => {
  it('fixes decimals, groups thousands and appends the symbol', () => {
    expect(formatAmount(231, 2, 'τ')).toBe('231.00 τ');
    expect(formatAmount(1432.2, 1, 'τ')).toBe('1,432.2 τ');
    expect(formatAmount(0, 1, 'τ')).toBe('0.0 τ');
  });
});

describe('formatSignedPercent', () => {
  it('signs the change', () => {
    expect(formatSignedPercent(0.125)).toBe('+12.5%');
    expect(formatSignedPercent(-0.03)).toBe('−3.0%');
    expect(formatSignedPercent(0)).toBe('0.0%');
    expect(formatSignedPercent(0.00001)).toBe('0.0%');
  });
});

describe('formatPercent', () => {
  it('turns a fraction into a percentage', () => {
    expect(formatPercent(0.942)).toBe('94.2%');
    expect(formatPercent(1, 0)).toBe('100%');
  });
});

describe('shortenMiddle', () => {
  it('keeps head and tail around an ellipsis', () => {
    expect(shortenMiddle('5DfLJ3RL5pEQnUT4cpQm2DwGmyK6S2dBhAuE8ZpCpDVUPVeN', 6, 6)).toBe('5DfLJ3...VUPVeN');
  });
  it('leaves short text alone', () => {
    expect(shortenMiddle('short', 6, 6)).toBe('short');
  });
});

describe('parseCompact', () => {
  it('reads K, M and B suffixes into whole numbers', () => {
    expect(parseCompact('45K')).toBe(45_000);
    expect(parseCompact('1.2M')).toBe(1_200_000);
    expect(parseCompact('150M')).toBe(150_000_000);
    expect(parseCompact('2.5B')).toBe(2_500_000_000);
    expect(parseCompact('812')).toBe(812);
    expect(parseCompact('3.4m')).toBe(3_400_000);
  });
  it('returns NaN for text that is not a count', () => {
    expect(parseCompact('lots')).toBeNaN();
    expect(parseCompact('')).toBeNaN();
  });
});

describe('initialsOf', () => {
  it('takes two initials from handles and names', () => {
    expect(initialsOf('quantum_quill')).toBe('QQ');
    expect(initialsOf('Mara Okafor')).toBe('MO');
    expect(initialsOf('@neuralnomad')).toBe('NE');
    expect(initialsOf('elonMusk')).toBe('EM');
  });
});
