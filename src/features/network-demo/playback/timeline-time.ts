// How a loop time reads (the cards and the debug timeline) and where t falls in a sorted list of
// times (the schedule's discrete state, the timeline's markers and log).

/** A loop time as the timeline names it: 11050 -> "11.1 s" (rounded on whole ms, not on float noise). */
export function secondsLabel(ms: number): string {
  return `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
}

/** Index of the last of `sorted` (ascending) that is <= t; -1 when t comes before them all. */
export function lastIndexAtOrBefore(sorted: readonly number[], t: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= t) low = mid + 1;
    else high = mid;
  }
  return low - 1;
}
