// Phase 4a of scoring: one influencer's base score. Pure: no React, no app state.
import { SCORING } from '../../../config/constants';

/**
 * followerQuality × (1 − spamPenalty), multiplied by the empty-or-new-follower penalty (0.5)
 * when the influencer's followers are empty or new accounts. Inputs are fractions from 0 to 1.
 */
export function baseScore(followerQuality: number, spamPenalty: number, emptyOrNewFollowers: boolean): number {
  const score = followerQuality * (1 - spamPenalty);
  return emptyOrNewFollowers ? score * SCORING.emptyFollowerPenalty : score;
}
