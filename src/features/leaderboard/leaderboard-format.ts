// Display text of leaderboard cells. Pure: no React.
import { LEADERBOARD } from '../../config/constants';
import { TAO_SYMBOL } from '../../config/product';
import { formatAmount, formatFixed, shortenMiddle } from '../../lib/format';

/** "5GxFsJ...UMFLqk": the first 6 and last 6 characters, as the spec asks. */
export function shortHotkey(hotkey: string): string {
  return shortenMiddle(hotkey, LEADERBOARD.hotkeyHeadChars, LEADERBOARD.hotkeyTailChars);
}

/** Daily rewards with two decimals and the TAO symbol: 38.4 -> "τ 38.40". */
export function formatTao(value: number): string {
  return formatAmount(value, 2, TAO_SYMBOL);
}

/** A score out of the maximum: 9.6 -> "9.6/10". */
export function formatScore(score: number): string {
  return `${formatFixed(score, 1)}/${LEADERBOARD.scoreMax}`;
}

/** Share of the score bar that is filled, from 0 to 1. */
export function scoreFraction(score: number): number {
  return Math.min(1, Math.max(0, score / LEADERBOARD.scoreMax));
}

export type RankTier = 'gold' | 'silver' | 'bronze' | 'other';

/** Gold, silver and bronze for the podium, grey for everyone else. */
export function rankTier(rank: number): RankTier {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return 'other';
}
