// Easing curves and clamped progress for the scene's per-frame values.

/** Progress of t through [start, start + length], clamped to 0..1. */
export function progress(t: number, start: number, length: number): number {
  if (t <= start) return 0;
  if (t >= start + length) return 1;
  return (t - start) / length;
}

export const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;
export const easeInOutCubic = (p: number) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);
export const easeInCubic = (p: number) => p ** 3;

/** Overshoots a little before settling: a soft "pop". */
export function easeOutBack(p: number): number {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2;
}
