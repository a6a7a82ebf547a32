// The speeds the debug panel offers, slowest first, and stepping through them.

export const PLAYBACK_SPEEDS: readonly number[] = [0.25, 0.5, 1, 2, 4];

/** The speed the demo plays at until someone picks another (the address then leaves it out). */
export const NORMAL_SPEED = 1;

/** The next slower (-1) or faster (+1) speed of the list, staying at either end. */
export function stepSpeed(current: number, direction: -1 | 1): number {
  const index = PLAYBACK_SPEEDS.indexOf(current);
  // A speed off the list steps to its nearest neighbour in that direction.
  const next =
    index === -1
      ? direction > 0
        ? PLAYBACK_SPEEDS.find((speed) => speed > current)
        : PLAYBACK_SPEEDS.findLast((speed) => speed < current)
      : PLAYBACK_SPEEDS[index + direction];
  return next ?? current;
}
