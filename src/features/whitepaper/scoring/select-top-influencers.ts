// Phase 2 of scoring: choose the influencers that count for a miner. Pure: no React, no app state.
import { SCORING } from '../../../config/constants';
import { compareText } from '../../../lib/compare-text';

export interface CandidateInfluencer {
  handle: string;
  followers: number;
  /** Engagements per follower per post, as a fraction (0.031 = 3.1%). */
  engagementRate: number;
  /** Share of the account's followers judged authentic, 0 to 1. */
  authenticity: number;
}

/** Expected authentic engagements per post: followers × engagement rate × authenticity. */
export function influenceOf({ followers, engagementRate, authenticity }: CandidateInfluencer): number {
  return followers * engagementRate * authenticity;
}

/**
 * The top `limit` candidates by influence (follower count, engagement rate and authenticity together).
 * Ties go to the more authentic account, then the higher engagement rate, then the handle A to Z,
 * so the same inputs always give the same selection.
 */
export function selectTopInfluencers<T extends CandidateInfluencer>(
  candidates: readonly T[],
  limit: number = SCORING.topInfluencers,
): T[] {
  return [...candidates]
    .sort(
      (a, b) =>
        influenceOf(b) - influenceOf(a) ||
        b.authenticity - a.authenticity ||
        b.engagementRate - a.engagementRate ||
        compareText(a.handle, b.handle),
    )
    .slice(0, Math.max(0, limit));
}
