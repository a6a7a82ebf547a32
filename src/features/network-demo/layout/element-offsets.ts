// Where the scene's elements sit relative to one another, and where a bubble moves as it collapses:
// read by bubble placement, the reported boxes, frame damage and the drawing.
import type { Point } from './geometry';

/** The emoji badge sits at the avatar's top right: this share of the radius right of and above its centre. */
const BADGE_OFFSET = 0.78;

/** The emoji badge's centre for an avatar centred at `avatar` with radius `r`. */
export const badgeCentre = (avatar: Point, r: number): Point => ({
  x: avatar.x + r * BADGE_OFFSET,
  y: avatar.y - r * BADGE_OFFSET,
});

/** How far below a bubble's padding its text starts: the handle's line, then a small gap. */
export const bubbleBodyOffset = (handleSize: number): number => Math.round(handleSize * 1.3) + 3;

/**
 * Where a collapsing bubble's tip is at eased collapse `c` (0 to 1): on its way from its resting tip
 * to the badge. Written into `out` when given (the drawing reuses one point every frame).
 */
export function collapsingTip(tip: Point, badge: Point, c: number, out: Point = { x: 0, y: 0 }): Point {
  out.x = tip.x + (badge.x - tip.x) * c;
  out.y = tip.y + (badge.y - tip.y) * c;
  return out;
}
