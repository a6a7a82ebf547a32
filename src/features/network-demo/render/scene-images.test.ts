// The atlas's images against frame damage, from the same source: whatever a node, a line or a bubble
// paints, at its largest, lies inside the region a change to it redraws. A glow or ring made larger
// in the painting without the damage following would leave stale pixels on a CPU-rasterised canvas.
import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { DEMO_SCHEDULE as schedule } from '../content/demo-schedule';
import { collapseShrink, collapsingTip } from '../layout/element-offsets';
import { POP_OVERSHOOT } from '../playback/scene-frame';
import { frameDamage, snapshotFrame } from './frame-damage';
import type { Point, Rect } from '../layout/geometry';
import { LINE_STRIP, pulseScale } from './image-reach';
import { stageFixture, TEST_STAGES } from '../layout/stage-fixtures.test-support';
import { sceneImages, type ImageSpec } from './scene-images';

/** Where an image lies when its anchor is at `at` and it is drawn at `scale`. */
const extent = (spec: ImageSpec, at: Point, scale: number): Rect => ({
  x: at.x - spec.anchor.x * scale,
  y: at.y - spec.anchor.y * scale,
  width: spec.width * scale,
  height: spec.height * scale,
});

/** Whether `rects` together cover `inner` (checked on a 1 px grid; the regions are whole pixels). */
function covered(inner: Rect, rects: Rect[]): boolean {
  for (let y = Math.floor(inner.y) + 0.5; y < inner.y + inner.height; y += 1)
    for (let x = Math.floor(inner.x) + 0.5; x < inner.x + inner.width; x += 1)
      if (!rects.some((r) => x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height)) return false;
  return true;
}

describe.each(TEST_STAGES)('images and damage on a %i × %i stage', (width, height) => {
  const { geometry, frameAt } = stageFixture(width, height);
  const specs = new Map(sceneImages(geometry, DEMO_NODES, () => false).map((spec) => [spec.key, spec]));
  const image = (key: string) => specs.get(key) ?? expect.unreachable(`no image ${key}`);
  const onStage = (rect: Rect): Rect => {
    const x = Math.max(0, rect.x);
    const y = Math.max(0, rect.y);
    return {
      x,
      y,
      width: Math.min(width, rect.x + rect.width) - x,
      height: Math.min(height, rect.y + rect.height) - y,
    };
  };

  it.each([
    ['fading in', { nodeAlpha: 0.5 }, [] as string[]],
    ['pulsing', { pulse: 0.5 }, ['pulse']],
  ])(
    'a node’s glow, highlight and avatar at their largest lie inside what a change to it redraws (%s)',
    (_, change, extra) => {
      const celebrity = DEMO_NODES.findIndex((node) => node.isCelebrity);
      const node = DEMO_NODES[celebrity]!;
      const at = geometry.nodes[celebrity]!.avatar;
      const drawn = frameAt(schedule.duration - 1);
      const next = frameAt(schedule.duration - 1);
      Object.assign(next.nodes[celebrity]!, change);
      const damage = frameDamage(geometry, snapshotFrame(drawn), next);
      expect(damage).not.toBe('full');
      for (const key of [`glow:${node.layer}`, 'highlight', `node:${node.id}`, ...extra]) {
        const scale = POP_OVERSHOOT.node * (key === 'pulse' ? pulseScale(1) : 1);
        expect(covered(onStage(extent(image(key), at, scale)), damage as Rect[]), key).toBe(true);
      }
    },
  );

  it('a line’s stroke and head lie inside what a change to the line redraws', () => {
    const i = 0;
    const from = geometry.lineStarts[i]!;
    const to = geometry.nodes[i]!.avatar;
    const drawn = frameAt(0);
    const next = frameAt(0);
    next.nodes[i]!.line = 1;
    const damage = frameDamage(geometry, snapshotFrame(drawn), next) as Rect[];
    const head = image(`head:${DEMO_NODES[i]!.layer}`);
    const half = LINE_STRIP.height / 2;
    for (const p of [0, 0.25, 0.5, 0.75, 1]) {
      const point = { x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p };
      expect(covered(onStage(extent(head, point, 1)), damage), `head at ${p}`).toBe(true);
      expect(
        covered(onStage({ x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half }), damage),
      ).toBe(true);
    }
  });

  it('a bubble’s image, popped and mid-collapse, lies inside what a change to it redraws', () => {
    const i = geometry.nodes.findIndex((node) => node.bubble);
    const placed = geometry.nodes[i]!;
    const spec = image(`bubble:${DEMO_NODES[i]!.id}`);
    for (const collapse of [0, 0.3, 0.7]) {
      const scale = collapse === 0 ? POP_OVERSHOOT.bubble : collapseShrink(collapse);
      const drawn = frameAt(0);
      const next = frameAt(0);
      Object.assign(next.nodes[i]!, { bubbleScale: scale, bubbleAlpha: 1, bubbleCollapse: collapse });
      const damage = frameDamage(geometry, snapshotFrame(drawn), next) as Rect[];
      const at = collapsingTip(placed.bubble!.tip, placed.badge, collapse);
      expect(covered(onStage(extent(spec, at, scale)), damage), `collapse ${collapse}`).toBe(true);
    }
  });
});
