import { describe, expect, it } from 'vitest';
import { segmentCrossesRect } from './geometry';

describe('segmentCrossesRect', () => {
  const rect = { x: 10, y: 10, width: 20, height: 10 };

  it('finds a segment through the rectangle, one ending inside it, and one along its edge', () => {
    expect(segmentCrossesRect({ x: 0, y: 15 }, { x: 40, y: 15 }, rect)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 0 }, { x: 20, y: 15 }, rect)).toBe(true);
    expect(segmentCrossesRect({ x: 0, y: 10 }, { x: 40, y: 10 }, rect)).toBe(true);
  });

  it('misses a segment that stops short, passes by, or runs diagonally past a corner', () => {
    expect(segmentCrossesRect({ x: 0, y: 15 }, { x: 9, y: 15 }, rect)).toBe(false);
    expect(segmentCrossesRect({ x: 0, y: 25 }, { x: 40, y: 25 }, rect)).toBe(false);
    expect(segmentCrossesRect({ x: 25, y: 0 }, { x: 40, y: 15 }, rect)).toBe(false);
  });

  it('counts a segment that comes closer than the gap', () => {
    expect(segmentCrossesRect({ x: 0, y: 22 }, { x: 40, y: 22 }, rect)).toBe(false);
    expect(segmentCrossesRect({ x: 0, y: 22 }, { x: 40, y: 22 }, rect, 3)).toBe(true);
  });
});
