// The loop range: whether one can be played (the engine's and the address's one check), and the
// debug panel's setting of its ends at the playhead.

/** A stretch of the loop that playback repeats, in ms. */
export interface LoopRange {
  in: number;
  out: number;
}

/** Whether `range` is a stretch of a loop `duration` ms long that playback can repeat. */
export function isLoopRange(range: LoopRange, duration: number): boolean {
  return range.in >= 0 && range.out <= duration && range.in < range.out;
}

/**
 * "Set in" at t: keeps the out point when t comes before it, else runs to the loop's end. Null
 * when no range can start at t (t is the loop's end).
 */
export function rangeWithIn(range: LoopRange | null, t: number, duration: number): LoopRange | null {
  const out = range && t < range.out ? range.out : duration;
  return t < out ? { in: t, out } : null;
}

/** "Set out" at t: keeps the in point when it comes before t, else starts at 0. Null at t = 0. */
export function rangeWithOut(range: LoopRange | null, t: number): LoopRange | null {
  const start = range && range.in < t ? range.in : 0;
  return start < t ? { in: start, out: t } : null;
}
