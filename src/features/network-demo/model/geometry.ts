// Rectangles and circles in stage pixels, and whether they overlap.
// Pure: imports no React, Pixi, GSAP or store.

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
