import { describe, expect, it } from 'vitest';
import { DEMO_SCHEDULE as schedule } from '../../playback/demo-schedule';
import { frameDamage, snapshotFrame } from './frame-damage';
import type { Rect } from '../../layout/geometry';
import { visibleBoxes, type SceneBox } from '../../layout/scene-geometry';
import { stageFixture, TEST_STAGES } from '../../layout/stage-fixtures.test-support';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
const key = (b: SceneBox) => `${b.kind}:${b.id}`;
const same = (a: SceneBox, b: SceneBox) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Boxes that appeared, vanished or moved between two frames, at both their places. */
function changed(before: SceneBox[], after: SceneBox[]): SceneBox[] {
  const old = new Map(before.map((b) => [key(b), b]));
  const now = new Map(after.map((b) => [key(b), b]));
  const out: SceneBox[] = [];
  for (const [k, b] of now) if (!old.has(k) || !same(old.get(k)!, b)) out.push(b, ...(old.has(k) ? [old.get(k)!] : []));
  for (const [k, b] of old) if (!now.has(k)) out.push(b);
  return out;
}

describe.each(TEST_STAGES)('damage on a %i × %i stage', (width, height) => {
  const { geometry, frameAt } = stageFixture(width, height);

  it('covers everything that moves from one frame to the next, through a whole loop', () => {
    const misses: string[] = [];
    let previous = frameAt(0);
    for (let t = 16; t < schedule.duration; t += 16) {
      const next = frameAt(t);
      const damage = frameDamage(geometry, snapshotFrame(previous), next);
      if (damage !== 'full')
        for (const b of changed(visibleBoxes(geometry, previous), visibleBoxes(geometry, next)))
          if (!damage.some((rect) => inside(b, rect))) misses.push(`t=${t} ${key(b)}`);
      previous = next;
    }
    expect(misses.slice(0, 5)).toEqual([]);
  });

  it('covers jumps either way (seeks), and stays inside the stage', () => {
    for (const [from, to] of [
      [9000, 3000],
      [2000, 12_000],
      [12_500, 12_400],
    ] as const) {
      const a = frameAt(from);
      const b = frameAt(to);
      const damage = frameDamage(geometry, snapshotFrame(a), b);
      expect(damage).not.toBe('full');
      for (const box of changed(visibleBoxes(geometry, a), visibleBoxes(geometry, b)))
        expect(
          (damage as Rect[]).some((rect) => inside(box, rect)),
          `${from}->${to} ${key(box)}`,
        ).toBe(true);
      for (const rect of damage as Rect[]) expect(inside(rect, { x: 0, y: 0, width, height })).toBe(true);
    }
  });

  it('is nothing when nothing moves, a few small regions mid-spread, and everything only for the loop’s fade', () => {
    expect(frameDamage(geometry, snapshotFrame(frameAt(500)), frameAt(516))).toEqual([]);
    const mid = frameDamage(geometry, snapshotFrame(frameAt(5000)), frameAt(5016)) as Rect[];
    const area = mid.reduce((sum, r) => sum + r.width * r.height, 0);
    expect(area).toBeLessThan(0.5 * width * height);
    expect(frameDamage(geometry, snapshotFrame(frameAt(17_000)), frameAt(17_016))).toBe('full');
    expect(frameDamage(geometry, null, frameAt(0))).toBe('full');
  });
});
