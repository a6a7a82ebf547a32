import { describe, expect, it } from 'vitest';
import { arcPath, pieAngles, polar } from './pie-geometry';

describe('pieAngles', () => {
  it('splits the circle in proportion, clockwise from the top, without gaps', () => {
    const slices = pieAngles([18, 41, 41]);
    expect(slices.map((s) => s.fraction)).toEqual([0.18, 0.41, 0.41]);
    expect(slices[0]?.start).toBe(0);
    expect(slices[1]?.start).toBe(slices[0]?.end);
    expect(slices[2]?.start).toBe(slices[1]?.end);
    expect(slices[2]?.end).toBeCloseTo(Math.PI * 2, 12);
    expect(slices[0]?.mid).toBeCloseTo(0.18 * Math.PI, 12);
  });

  it('gives zero-width slices for zero, negative or all-zero values', () => {
    expect(pieAngles([0, 0]).map((s) => s.fraction)).toEqual([0, 0]);
    expect(pieAngles([-5, 5]).map((s) => s.fraction)).toEqual([0, 1]);
  });
});

describe('polar', () => {
  it('measures angles clockwise from 12 o’clock in SVG coordinates', () => {
    const top = polar(50, 50, 10, 0);
    const right = polar(50, 50, 10, Math.PI / 2);
    expect(top.x).toBeCloseTo(50);
    expect(top.y).toBeCloseTo(40);
    expect(right.x).toBeCloseTo(60);
    expect(right.y).toBeCloseTo(50);
  });
});

describe('arcPath', () => {
  it('draws a wedge to the centre when there is no inner radius', () => {
    expect(arcPath(50, 50, 0, 10, 0, Math.PI / 2)).toBe('M 50 40 A 10 10 0 0 1 60 50 L 50 50 Z');
  });

  it('draws a ring segment, using the large-arc flag past half a turn', () => {
    const d = arcPath(50, 50, 5, 10, 0, Math.PI * 1.5);
    expect(d).toBe('M 50 40 A 10 10 0 1 1 40 50 L 45 50 A 5 5 0 1 0 50 45 Z');
  });

  it('draws a full circle as two halves and nothing for an empty slice', () => {
    const d = arcPath(50, 50, 0, 10, 0, Math.PI * 2);
    expect(d.match(/A /g)).toHaveLength(2);
    expect(arcPath(50, 50, 0, 10, 1, 1)).toBe('');
  });
});
