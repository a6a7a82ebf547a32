// The atlas's images against frame damage, from the same source: whatever a node, a line or a bubble
// paints, at its largest, lies inside the region a change to it redraws. A glow or ring made larger
// in the painting without the damage following would leave stale pixels on a CPU-rasterised canvas.
import { describe, expect, it } from 'vitest';
import { DEMO_NODES } from '../content/demo-nodes';
import { DEMO_SCHEDULE as schedule } from '../playback/demo-schedule';
import { badgeCentre, collapsingTip } from '../layout/element-offsets';
import { collapseShrink, POP_OVERSHOOT, type NodeFrame, type SceneFrame } from '../playback/scene-frame';
import { frameDamage, snapshotFrame } from './cpu/frame-damage';
import type { Point, Rect } from '../layout/geometry';
import { LINE_STRIP, pulseScale } from '../layout/image-reach';
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

/** Whether `inner` lies inside one of `rects`, or failing that, whether they cover it together. */
const coveredBy = (inner: Rect, rects: Rect[]) =>
  rects.some(
    (r) =>
      inner.x >= r.x &&
      inner.y >= r.y &&
      inner.x + inner.width <= r.x + r.width &&
      inner.y + inner.height <= r.y + r.height,
  ) || covered(inner, rects);

/** A node's parts, each drawn by its own display objects, and the frame values each one's pixels depend on. */
const PART_VALUES = {
  node: ['nodeScale', 'nodeAlpha', 'emojiScale', 'highlight', 'pulse'],
  bubble: ['bubbleScale', 'bubbleAlpha', 'bubbleCollapse'],
  line: ['line'],
} as const satisfies Record<string, readonly (keyof NodeFrame)[]>;
type Part = keyof typeof PART_VALUES;
const PARTS = Object.keys(PART_VALUES) as Part[];

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
    ['at the top of its pop, its pulse at its widest', { nodeScale: POP_OVERSHOOT.node, pulse: 1 }, ['pulse']],
  ])(
    'a node’s glow, highlight and avatar, as large as the frame draws them, lie inside what a change to it redraws (%s)',
    (_, change, extra) => {
      const celebrity = DEMO_NODES.findIndex((node) => node.isCelebrity);
      const node = DEMO_NODES[celebrity]!;
      const at = geometry.nodes[celebrity]!.avatar;
      const drawn = frameAt(schedule.duration - 1);
      const next = frameAt(schedule.duration - 1);
      Object.assign(next.nodes[celebrity]!, change);
      const damage = frameDamage(geometry, snapshotFrame(drawn), next);
      expect(damage).not.toBe('full');
      const { nodeScale, pulse } = next.nodes[celebrity]!;
      for (const key of [`glow:${node.layer}`, 'highlight', `node:${node.id}`, ...extra]) {
        const scale = nodeScale * (key === 'pulse' ? pulseScale(pulse) : 1);
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

  /** The point `share` of the way along node i's line. */
  const linePoint = (i: number, share: number) => {
    const from = geometry.lineStarts[i]!;
    const to = geometry.nodes[i]!.avatar;
    return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
  };

  /** The stroke between two shares of node i's line, as squares of its image's height along the path. */
  function stroke(i: number, from: number, to: number): Rect[] {
    const a = linePoint(i, from);
    const b = linePoint(i, to);
    const half = LINE_STRIP.height / 2;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / half));
    return Array.from({ length: steps + 1 }, (_, k) => ({
      x: a.x + ((b.x - a.x) * k) / steps - half,
      y: a.y + ((b.y - a.y) * k) / steps - half,
      width: 2 * half,
      height: 2 * half,
    }));
  }

  // Where each image is drawn at a frame, as the scene draws it: a node's group (glow, highlight, pulse,
  // avatar, badge) at its avatar scaled by its pop, the badge at its offset, a bubble about its
  // travelling tip, a line's head along its path. (A line's stroke is the same pixels wherever it
  // already reached: only its new stretch must be redrawn.)
  function painted(frame: SceneFrame, i: number): Record<Part, Rect[]> {
    const node = DEMO_NODES[i]!;
    const placed = geometry.nodes[i]!;
    const f = frame.nodes[i]!;
    const out: Record<Part, Rect[]> = { node: [], bubble: [], line: [] };
    const at = placed.avatar;
    const s = f.nodeScale;
    if (s > 0) {
      out.node.push(extent(image(`glow:${node.layer}`), at, s), extent(image(`node:${node.id}`), at, s));
      if (f.highlight > 0) out.node.push(extent(image('highlight'), at, s));
      if (f.pulse > 0) out.node.push(extent(image('pulse'), at, s * pulseScale(f.pulse)));
      if (f.emojiScale > 0) {
        const offset = badgeCentre({ x: 0, y: 0 }, geometry.layout.nodeRadius);
        const badge = { x: at.x + offset.x * s, y: at.y + offset.y * s };
        out.node.push(extent(image(`badge:${node.emotion}`), badge, s * f.emojiScale));
      }
    }
    if (placed.bubble && f.bubbleScale > 0 && f.bubbleAlpha > 0) {
      const tip = collapsingTip(placed.bubble.tip, placed.badge, f.bubbleCollapse);
      out.bubble.push(extent(image(`bubble:${node.id}`), tip, f.bubbleScale));
    }
    if (f.line > 0 && f.line < 1) out.line.push(extent(image(`head:${node.layer}`), linePoint(i, f.line), 1));
    return out;
  }

  it('through a whole loop, whatever an element paints at either of two frames lies inside what the second redraws', () => {
    const misses: string[] = [];
    const { centre } = geometry.layout;
    let previous = frameAt(0);
    for (let t = 16; t < schedule.duration && misses.length < 5; t += 16) {
      const next = frameAt(t);
      const damage = frameDamage(geometry, snapshotFrame(previous), next);
      if (damage !== 'full') {
        const changed: [string, Rect][] = [];
        const { post } = previous;
        if (post.alpha !== next.post.alpha || post.scale !== next.post.scale)
          for (const frame of [previous, next])
            if (frame.post.alpha > 0) changed.push(['post', extent(image('post'), centre, frame.post.scale)]);
        DEMO_NODES.forEach((node, i) => {
          const [a, b] = [previous.nodes[i]!, next.nodes[i]!];
          const [before, after] = [painted(previous, i), painted(next, i)];
          for (const part of PARTS)
            if (PART_VALUES[part].some((key) => a[key] !== b[key]))
              for (const rect of [...before[part], ...after[part]]) changed.push([`${node.id} ${part}`, rect]);
          if (a.line !== b.line)
            for (const rect of stroke(i, Math.min(a.line, b.line), Math.max(a.line, b.line)))
              changed.push([`${node.id} stroke`, rect]);
        });
        for (const [what, rect] of changed) if (!coveredBy(onStage(rect), damage)) misses.push(`t=${t} ${what}`);
      }
      previous = next;
    }
    expect(misses).toEqual([]);
  });
});
