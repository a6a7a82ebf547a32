import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../config/constants';
import { CENTRAL_POST } from '../content/central-post';
import { DEMO_SCHEDULE as schedule } from '../playback/demo-schedule';
import { DEMO_TWEETS } from '../content/demo-tweets';
import { bubbleEnd, createSceneFrame, writeSceneFrame } from '../playback/scene-frame';
import { circleOverlapsRect, rectInside, segmentCrossesRect } from './geometry';
import { measureInter } from './inter-metrics.test-support';
import { legibilityProblems } from './legibility.test-support';
import { COMPACT_BELOW_PX, COMPACT_HEIGHT_PX } from './stage-layout';
import { buildSceneGeometry, visibleBoxes } from './scene-geometry';
import { LINE_GLOW_HALF_WIDTH } from './image-reach';

// The stage's inner size in a window of each width: the page's container is 1200 px at most with
// 24 px padding (16 px up to 480 px), and the stage has a 1 px border, inside the sizes CSS gives
// it (the compact height below the breakpoint, which reads the stage's outer width).
const BORDER = 2;
const stageWidth = (viewport: number) => (viewport <= 480 ? viewport - 32 : Math.min(viewport, 1200) - 48) - BORDER;
const stageHeight = (width: number) =>
  (width + BORDER < COMPACT_BELOW_PX ? COMPACT_HEIGHT_PX : DEMO.containerHeightPx) - BORDER;
const VIEWPORTS = [360, 390, 768, 1024, 1440, 1920];
// Both sides of the one breakpoint too.
const WIDTHS = [...new Set([...VIEWPORTS.map(stageWidth), COMPACT_BELOW_PX - BORDER - 1, COMPACT_BELOW_PX - BORDER])];
const TEXTS = { post: CENTRAL_POST.text, tweets: DEMO_TWEETS };

const geometryAt = (width: number) => buildSceneGeometry(schedule, width, stageHeight(width), TEXTS, measureInter);

/** Every discrete time, and every 16 ms frame, so that pops and collapses are checked mid-flight. */
const TIMES = [
  ...new Set([...schedule.discreteTimes, ...Array.from({ length: schedule.duration / 16 }, (_, i) => i * 16)]),
];

describe('the legibility check itself', () => {
  const box = (id: string, kind: 'post' | 'avatar' | 'bubble' | 'emoji', x: number, y: number, size = 20) => ({
    id,
    kind,
    x,
    y,
    width: size,
    height: size,
  });
  const stage = { width: 100, height: 100 };

  it('finds a bubble over another bubble, the post, someone else’s avatar or emoji, or off the stage', () => {
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('b', 'bubble', 25, 25)], stage)).toEqual([
      'bubble a covers bubble b',
      'bubble b covers bubble a',
    ]);
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('post', 'post', 29, 29)], stage)).toEqual([
      'bubble a covers post post',
    ]);
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('b', 'emoji', 22, 22)], stage)).toEqual([
      'bubble a covers emoji b',
    ]);
    expect(legibilityProblems([box('a', 'bubble', 90, 10)], stage)).toEqual(['bubble a leaves the stage']);
  });

  it('lets a round target’s corner and a bubble’s own node be, and touching edges are not covering', () => {
    // The avatar's box overlaps the bubble's corner, the circle does not.
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('b', 'avatar', 28, 28)], stage)).toEqual([]);
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('a', 'emoji', 20, 20)], stage)).toEqual([]);
    expect(legibilityProblems([box('a', 'bubble', 10, 10), box('b', 'bubble', 30, 10)], stage)).toEqual([]);
  });
});

describe.each(WIDTHS)('the scene on a stage %i px wide', (width) => {
  const geometry = geometryAt(width);
  const height = stageHeight(width);
  const stage = { x: 0, y: 0, width, height };

  it('keeps every node apart from the others and from the resting post, inside the stage', () => {
    for (const [i, a] of geometry.nodes.entries()) {
      expect(
        rectInside(
          { x: a.avatar.x - a.avatar.r, y: a.avatar.y - a.avatar.r, width: 2 * a.avatar.r, height: 2 * a.avatar.r },
          stage,
        ),
      ).toBe(true);
      expect(circleOverlapsRect(a.avatar, geometry.post.resting, 4), `${a.id} vs post`).toBe(false);
      for (const b of geometry.nodes.slice(i + 1))
        expect(Math.hypot(a.avatar.x - b.avatar.x, a.avatar.y - b.avatar.y), `${a.id} vs ${b.id}`).toBeGreaterThan(
          a.avatar.r + b.avatar.r,
        );
    }
  });

  it('keeps every followers count clear of the lines at its node, and close under its avatar', () => {
    const crossed: string[] = [];
    geometry.nodes.forEach((node) => {
      if (!node.label) return;
      const label = node.label;
      geometry.nodes.forEach((other, i) => {
        const lineEnds = [geometry.lineStarts[i]!, other.avatar] as const;
        const atNode = other.id === node.id || schedule.nodes[i]!.connectsTo[0] === node.id;
        if (atNode && segmentCrossesRect(...lineEnds, label, LINE_GLOW_HALF_WIDTH))
          crossed.push(`${other.id}'s line crosses ${node.id}'s count`);
      });
      // Under its own avatar still: overlapping the avatar's column, just below it.
      expect(
        label.x < node.avatar.x + node.avatar.r && label.x + label.width > node.avatar.x - node.avatar.r,
        node.id,
      ).toBe(true);
      expect(label.y).toBeGreaterThan(node.avatar.y);
    });
    expect(crossed).toEqual([]);
  });

  it('never lets a visible bubble cover another bubble, an avatar, an emoji or the post, or leave the stage', () => {
    const frame = createSceneFrame(schedule);
    const found = new Set<string>();
    for (const t of TIMES)
      for (const problem of legibilityProblems(visibleBoxes(geometry, writeSceneFrame(frame, schedule, t)), stage))
        found.add(`t=${t}: ${problem}`);
    expect([...found].slice(0, 10)).toEqual([]);
  });

  it('shows a third of the tweets on a phone and most on a wider stage, every bubble fitting its text, the handle included', () => {
    const shown = geometry.nodes.filter((node) => node.bubble);
    expect(shown.length).toBeGreaterThanOrEqual(geometry.layout.compact ? 8 : 18);
    for (const node of shown) {
      const { box, lines, handle } = node.bubble!;
      const style = geometry.layout.bubble;
      for (const line of lines)
        expect(measureInter(line, { size: style.fontSize, weight: 400 })).toBeLessThanOrEqual(
          box.width - 2 * style.padding,
        );
      expect(measureInter(handle, { size: style.handleSize, weight: 700 }), handle).toBeLessThanOrEqual(
        box.width - 2 * style.padding,
      );
      // The node's own handle, whole or (in the narrowest boxes) cut with an ellipsis.
      const whole = `@${schedule.nodes.find((n) => n.id === node.id)!.name}`;
      if (handle !== whole) expect(whole.startsWith(handle.slice(0, -1)) && handle.endsWith('…'), handle).toBe(true);
    }
  });

  it('shortens a tweet only to two whole words or more: never one word, never a word cut', () => {
    const unreadable: string[] = [];
    for (const node of geometry.nodes) {
      const lines = node.bubble?.lines;
      if (!lines?.at(-1)!.endsWith('…')) continue;
      const tweet = DEMO_TWEETS[node.id]!.split(/\s+/);
      const shown = lines.join(' ').slice(0, -1).split(/\s+/);
      const whole = shown.every((word, i) => tweet[i]!.replace(/[.,;:!?]+$/, '') === word.replace(/[.,;:!?]+$/, ''));
      if (shown.length < 2 || !whole) unreadable.push(`${node.id}: ${lines.join(' / ')}`);
    }
    expect(unreadable).toEqual([]);
  });
});

it('lays no bubble over another node’s line drawn while it shows, where the stage has room (768 px and wider)', () => {
  for (const viewport of VIEWPORTS.filter((v) => v >= 768)) {
    const geometry = geometryAt(stageWidth(viewport));
    const covered: string[] = [];
    geometry.nodes.forEach((node) => {
      if (!node.bubble) return;
      const gone = bubbleEnd(schedule.times[node.id]!);
      geometry.nodes.forEach((other, i) => {
        if (other.id === node.id || schedule.times[other.id]!.lineStart > gone) return;
        if (segmentCrossesRect(geometry.lineStarts[i]!, other.avatar, node.bubble!.box))
          covered.push(`${node.id}'s bubble covers the line to ${other.id}`);
      });
    });
    expect(covered, `at ${viewport} px`).toEqual([]);
  }
});

it('leaves the lines to a node’s children in view beside its bubble where the stage has room (768 px and wider)', () => {
  for (const viewport of VIEWPORTS.filter((v) => v >= 768)) {
    const geometry = geometryAt(stageWidth(viewport));
    const covered: string[] = [];
    for (const parent of geometry.nodes.filter((node) => node.bubble))
      geometry.nodes.forEach((child, i) => {
        if (schedule.nodes[i]!.connectsTo[0] !== parent.id) return;
        if (segmentCrossesRect(geometry.lineStarts[i]!, child.avatar, parent.bubble!.box))
          covered.push(`${parent.id}'s bubble covers its line to ${child.id}`);
      });
    expect(covered, `at ${viewport} px`).toEqual([]);
  }
});

it('draws the post, avatars, emoji and bubbles where the frame says, scaled as drawn', () => {
  const geometry = geometryAt(1150);
  const frame = createSceneFrame(schedule);
  const n1 = schedule.times.n1!;
  const at = (t: number) => visibleBoxes(geometry, writeSceneFrame(frame, schedule, t));
  expect(at(1499)).toEqual([]);
  const post = at(2300).find((box) => box.kind === 'post')!;
  expect(post.width).toBeCloseTo(geometry.post.width * DEMO.centralPostScale, 6);
  expect(at(n1.appear - 1).some((box) => box.id === 'n1')).toBe(false);
  expect(
    at(n1.appear + 1000)
      .filter((box) => box.id === 'n1')
      .map((box) => box.kind),
  ).toEqual(['avatar', 'bubble']);
  const bubble = at(n1.bubble + 1000).find((box) => box.id === 'n1' && box.kind === 'bubble')!;
  expect(bubble).toMatchObject(geometry.nodes[0]!.bubble!.box);
  expect(
    at(n1.emoji + 1000)
      .filter((box) => box.id === 'n1')
      .map((box) => box.kind),
  ).toEqual(['avatar', 'emoji']);
});

it('uses desktop sizes on the desktop stage and phone sizes on the compact one, borders and all', () => {
  const desktop = geometryAt(stageWidth(1440));
  expect(desktop.layout).toMatchObject({ compact: false, nodeRadius: 22, followersSize: 11 });
  const phone = geometryAt(stageWidth(390));
  expect(phone.layout).toMatchObject({ compact: true, nodeRadius: 12, followersSize: 0 });
});
