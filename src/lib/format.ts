// Number and text formatting for display. No app knowledge: callers pass symbols and sizes.

const compactFormatter = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** 312_400_000 -> "312.4M", 45_000 -> "45K", 950 -> "950". */
export function formatCompact(value: number): string {
  return compactFormatter.format(value);
}

/** Fixed decimals with thousands separators: (1432.2, 1) -> "1,432.2". */
export function formatFixed(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/** An amount followed by a unit symbol: (231, 2, 'τ') -> "231.00 τ". */
export function formatAmount(value: number, decimals: number, symbol: string): string {
  return `${formatFixed(value, decimals)} ${symbol}`;
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
