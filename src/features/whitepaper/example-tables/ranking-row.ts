// A follower as the ranking shows it, static or live. Pure types: imports nothing.

/** Why a follower does or does not count towards the round score. */
export type Standing = 'counts' | 'not-reshared' | 'below-cut';

/** A follower in influence order, with what its influence is computed from. */
export interface RankingRow {
  handle: string;
  rank: number;
  influence: number;
  standing: Standing;
  followers: number;
  engagementRate: number;
  authenticity: number;
}
