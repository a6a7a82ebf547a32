import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompact,
  formatFixed,
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

// The formatters write what Intl.NumberFormat writes for en-US, without making one: checked here
// against it, on the values where rounding and units turn, and on many more drawn at random.
const intlFixedFormats = [0, 1, 2, 3].map(
  (decimals) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const intlFixed = (value: number, decimals: number) => intlFixedFormats[decimals]!.format(value);
const intlCompactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const intlCompact = (value: number) => intlCompactFormat.format(value);

/** Deterministic pseudo-random numbers (mulberry32), so a failure names the same values every run. */
function randoms(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EDGES = [
  0, -0, 0.04, 0.05, 0.5, 1, 1.005, 1.015, 1.25, 1.35, 2.675, 9.95, 9.995, 99.95, 999, 999.4, 999.94, 999.95, 999.96,
  1000, 1049, 1050, 1150, 1250, 9999, 45_000, 99_950, 99_999, 999_949, 999_950, 999_960, 1_000_000, 1_250_000,
  312_400_000, 999_950_000, 2.5e9, 999_950_000_000, 1e12, 1.25e12, 999_950_000_000_000, 1e15, 1e16, 123_456_789.125,
  1e21, 1e-7,
];

function sample(count: number): number[] {
  const random = randoms(42);
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(random() * 14 - 2);
    const value = Math.round(random() * 10 * magnitude * 1000) / 1000;
    return random() < 0.2 ? -value : value;
  });
}

describe('formatFixed', () => {
  it('groups thousands and fixes the decimals', () => {
    expect(formatFixed(1432.2, 1)).toBe('1,432.2');
    expect(formatFixed(1_234_567, 0)).toBe('1,234,567');
  });

  it('writes what Intl.NumberFormat writes', () => {
    for (const value of [...EDGES, ...EDGES.map((edge) => -edge), ...sample(4000)])
      for (const decimals of [0, 1, 2, 3])
        expect(formatFixed(value, decimals), `${value}, ${decimals}`).toBe(intlFixed(value, decimals));
  });
});

describe('formatCompact, against Intl.NumberFormat', () => {
  it('writes what it writes', () => {
    for (const value of [...EDGES, ...EDGES.map((edge) => -edge), ...sample(4000)])
      expect(formatCompact(value), String(value)).toBe(intlCompact(value));
  });
});

describe('formatAmount', () => {
  it('writes the symbol first, then the figure with fixed decimals and grouped thousands', () => {
    expect(formatAmount(231, 2, 'τ')).toBe('τ\u00a0231.00');
    expect(formatAmount(1432.2, 1, 'τ')).toBe('τ\u00a01,432.2');
    expect(formatAmount(0, 1, 'τ')).toBe('τ\u00a00.0');
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
