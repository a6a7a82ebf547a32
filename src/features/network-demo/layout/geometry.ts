// Rectangles and circles in stage pixels, and whether they overlap.

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Whether two rectangles overlap, or come closer than `gap`. */
export function rectsOverlap(a: Rect, b: Rect, gap = 0): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

/** Whether a circle overlaps a rectangle, or comes closer than `gap`. */
export function circleOverlapsRect(circle: Circle, rect: Rect, gap = 0): boolean {
  const dx = Math.max(rect.x - circle.x, 0, circle.x - (rect.x + rect.width));
  const dy = Math.max(rect.y - circle.y, 0, circle.y - (rect.y + rect.height));
  return Math.hypot(dx, dy) < circle.r + gap;
}

/** `rect` scaled by `scale` about `origin`. */
export function scaleRect(rect: Rect, origin: Point, scale: number): Rect {
  return {
    x: origin.x + (rect.x - origin.x) * scale,
    y: origin.y + (rect.y - origin.y) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

/** Whether `inner` lies inside `outer` with at least `margin` to spare. */
export function rectInside(inner: Rect, outer: Rect, margin = 0): boolean {
  return (
    inner.x >= outer.x + margin &&
    inner.y >= outer.y + margin &&
    inner.x + inner.width <= outer.x + outer.width - margin &&
    inner.y + inner.height <= outer.y + outer.height - margin
  );
}

/** Whether the segment from `a` to `b` passes through `rect` (grown by `gap` on every side). */
export function segmentCrossesRect(a: Point, b: Point, rect: Rect, gap = 0): boolean {
  // Clips the segment's parameter range against each side in turn (Liang–Barsky).
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const sides: [number, number][] = [
    [-dx, a.x - (rect.x - gap)],
    [dx, rect.x + rect.width + gap - a.x],
    [-dy, a.y - (rect.y - gap)],
    [dy, rect.y + rect.height + gap - a.y],
  ];
  let enter = 0;
  let leave = 1;
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return false;
  }
  return true;
}
