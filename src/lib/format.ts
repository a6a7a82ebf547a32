// Number and text formatting for display. No app knowledge: callers pass symbols and sizes.

// Numbers are written here rather than by Intl.NumberFormat: the first formatter a page makes loads
// the locale's number data, 30-50 ms here and four times that on a phone, in the task that starts
// the app. The results are Intl's for en-US, digit for digit (format.test.ts holds them to it).

/** The shortest decimal that reads back as `abs` (not negative), as digits and where its point is. */
function decimalDigits(abs: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/**
 * `abs` divided by 10^shift and rounded to `decimals` places, half away from zero, on its decimal
 * digits as Intl rounds them ("1.005" to "1.01", where toFixed gives "1.00").
 */
function roundDecimal(abs: number, decimals: number, shift = 0): { whole: string; fraction: string } {
  let { digits, point } = decimalDigits(abs);
  point -= shift;
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  const length = point + decimals;
  let kept = digits.slice(0, length).padEnd(length, '0');
  if ((digits[length] ?? '0') >= '5') {
    const carried = (BigInt(kept) + 1n).toString().padStart(length, '0');
    if (carried.length > length) point += 1;
    kept = carried;
  }
  return { whole: kept.slice(0, point).replace(/^0+(?=\d)/, ''), fraction: kept.slice(point) };
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

// Intl writes a sign for negative zero too ("-0.00").
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** Fixed decimals with thousands separators: (1432.2, 1) -> "1,432.2". */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${signOf(value)}∞`;
  const { whole, fraction } = roundDecimal(Math.abs(value), decimals);
  return `${signOf(value)}${groupThousands(whole)}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Compact units, largest first: how many places each shifts the number, and its suffix. */
const COMPACT_UNITS = [
  [12, 'T'],
  [9, 'B'],
  [6, 'M'],
  [3, 'K'],
  [0, ''],
] as const;

/** 312_400_000 -> "312.4M", 45_000 -> "45K", 950 -> "950": at most one decimal, none when it is 0. */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return formatFixed(value, 0);
  const abs = Math.abs(value);
  // The unit is the number's own; one that rounds up to 1000 of it (999,960 to "1000K") takes the next.
  let unit = COMPACT_UNITS.findIndex(([shift]) => abs >= 10 ** shift || shift === 0);
  let rounded = roundDecimal(abs, 1, COMPACT_UNITS[unit]![0]);
  if (rounded.whole.length > 3 && unit > 0) {
    unit -= 1;
    rounded = roundDecimal(abs, 1, COMPACT_UNITS[unit]![0]);
  }
  const { whole, fraction } = rounded;
  // Compact notation groups only from five digits on ("1000T", "10,000T").
  const digits = whole.length < 5 ? whole : groupThousands(whole);
  return `${signOf(value)}${digits}${fraction === '0' ? '' : `.${fraction}`}${COMPACT_UNITS[unit]![1]}`;
}

/**
 * An amount after its unit symbol, as btcli and taostats write TAO, the two never on separate lines:
 * (231, 2, 'τ') -> "τ\u00a0231.00".
 */
export function formatAmount(value: number, decimals: number, symbol: string): string {
  return `${symbol}\u00a0${formatFixed(value, decimals)}`;
}

/** A signed percentage from a fraction: 0.125 -> "+12.5%", -0.03 -> "−3.0%". */
export function formatSignedPercent(fraction: number, decimals = 1): string {
  const percent = fraction * 100;
  const rounded = Number(percent.toFixed(decimals));
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${formatFixed(Math.abs(rounded), decimals)}%`;
}

/** A fraction as a percentage: 0.942 -> "94.2%". */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${formatFixed(fraction * 100, decimals)}%`;
}

/** Keeps the first `head` and last `tail` characters: "5DfLJ3...VUPVeN". */
export function shortenMiddle(text: string, head: number, tail: number): string {
  if (text.length <= head + tail + 3) return text;
  return `${text.slice(0, head)}...${text.slice(-tail)}`;
}

const SUFFIX_MULTIPLIER: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9 };

/** Parses follower display text into people: "45K" -> 45000, "1.2M" -> 1200000. NaN if unreadable. */
export function parseCompact(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMB]?)\s*$/i.exec(text);
  if (!match) return Number.NaN;
  const multiplier = SUFFIX_MULTIPLIER[(match[2] ?? '').toUpperCase()] ?? 1;
  // Round away float noise such as 1.2 * 1e6 = 1199999.9999999998.
  return Math.round(Number(match[1]) * multiplier);
}

/** Initials for an avatar fallback: "quantum_quill" -> "QQ", "Mara Okafor" -> "MO". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^@/, '')
    .split(/[\s_.-]+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}
