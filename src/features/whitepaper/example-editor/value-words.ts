// A 0-to-1 measure as words, for a slider's aria-valuetext and its visible value. Pure.
import { formatFixed } from '../../../lib/format';

const BANDS = [
  [0.2, 'very low'],
  [0.4, 'low'],
  [0.6, 'medium'],
  [0.8, 'high'],
] as const;

/** 0.94 -> "0.94, very high"; 0 -> "0.00, none"; 1 -> "1.00, all". */
export function fractionInWords(value: number): string {
  const word = value <= 0 ? 'none' : value >= 1 ? 'all' : (BANDS.find(([below]) => value < below)?.[1] ?? 'very high');
  return `${formatFixed(value, 2)}, ${word}`;
}
