import { describe, expect, it } from 'vitest';
import { collapseShrink } from '../playback/scene-frame';
import { badgeCentre, bubbleBodyOffset, collapsingTip } from './element-offsets';

describe('element offsets', () => {
  it('the badge sits up and to the right of the avatar, on its ring', () => {
    const badge = badgeCentre({ x: 100, y: 50 }, 20);
    expect(badge.x).toBeCloseTo(115.6, 9);
    expect(badge.y).toBeCloseTo(34.4, 9);
    // 0.78·√2 ≈ 1.1 radii from the centre: straddling the avatar's edge.
    expect(Math.hypot(badge.x - 100, badge.y - 50) / 20).toBeCloseTo(1.103, 3);
  });

  it('a collapsing bubble travels from its tip to the badge and shrinks to 15 % there', () => {
    const tip = { x: 10, y: 20 };
    const badge = { x: 30, y: 60 };
    expect(collapsingTip(tip, badge, 0)).toEqual(tip);
    expect(collapsingTip(tip, badge, 0.5)).toEqual({ x: 20, y: 40 });
    expect(collapsingTip(tip, badge, 1)).toEqual(badge);
    expect(collapseShrink(0)).toBe(1);
    expect(collapseShrink(1)).toBeCloseTo(0.15, 12);
  });

  it('a bubble’s text starts below its handle line and a 3 px gap', () => {
    expect(bubbleBodyOffset(10)).toBe(16);
    expect(bubbleBodyOffset(12)).toBe(19);
  });
});
