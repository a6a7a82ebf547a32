// Phase 4c of scoring: smoothing a miner's score over rounds. Pure: no React, no app state.
import { SCORING } from '../../../config/constants';

/** new = (1 − α) × old + α × current, with α = 0.1 unless given. */
export function movingAverage(old: number, current: number, alpha: number = SCORING.movingAverageAlpha): number {
  return (1 - alpha) * old + alpha * current;
}
