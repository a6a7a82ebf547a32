// Pie slice geometry for the SVG pie. Pure: no React, no DOM.

export interface SliceAngles {
  /** Share of the whole, 0 to 1. */
  fraction: number;
  /** Radians, clockwise from 12 o'clock. */
  start: number;
  end: number;
  mid: number;
}

const TAU = Math.PI * 2;

/** Consecutive slices for `values`, clockwise from 12 o'clock, covering the full circle. */
export function pieAngles(values: readonly number[]): SliceAngles[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value) => {
    const fraction = total > 0 ? Math.max(0, value) / total : 0;
    const end = start + fraction * TAU;
    const slice = { fraction, start, end, mid: (start + end) / 2 };
    start = end;
    return slice;
  });
}

/** A point at `radius` and `angle` (clockwise from 12 o'clock) around (cx, cy), in SVG coordinates. */
export function polar(cx: number, cy: number, radius: number, angle: number): { x: number; y: number } {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

const fmt = (n: number) => Number(n.toFixed(3));

/**
 * SVG path of a ring segment from `start` to `end` between `inner` and `outer` radius
 * (inner 0 gives a plain pie wedge). A full circle is drawn as two halves, since one arc cannot close on itself.
 */
export function arcPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep <= 0) return '';
  if (sweep >= TAU - 1e-9) {
    const half = start + Math.PI;
    return `${arcPath(cx, cy, inner, outer, start, half)} ${arcPath(cx, cy, inner, outer, half, start + TAU)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  const o1 = polar(cx, cy, outer, start);
  const o2 = polar(cx, cy, outer, end);
  const outerArc = `M ${fmt(o1.x)} ${fmt(o1.y)} A ${outer} ${outer} 0 ${large} 1 ${fmt(o2.x)} ${fmt(o2.y)}`;
  if (inner <= 0) return `${outerArc} L ${cx} ${cy} Z`;
  const i1 = polar(cx, cy, inner, end);
  const i2 = polar(cx, cy, inner, start);
  return `${outerArc} L ${fmt(i1.x)} ${fmt(i1.y)} A ${inner} ${inner} 0 ${large} 0 ${fmt(i2.x)} ${fmt(i2.y)} Z`;
}
