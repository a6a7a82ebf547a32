// Which parts of the stage a frame changes: the bounds, before and after, of every element whose
// values differ from the frame last drawn. The scene redraws only there (the canvas keeps its
// pixels between frames), so a frame in which one line grows costs that line, not the stage.
import { collapsingTip } from '../../layout/element-offsets';
import {
  BUBBLE_GLOW_REACH,
  IMAGE_MARGIN,
  LINE_IMAGE_REACH,
  NODE_IMAGE_REACH,
  POST_GLOW_REACH,
  PULSE,
  pulseScale,
} from '../../layout/image-reach';
import type { NodeFrame, SceneFrame } from '../../playback/scene-frame';
import type { Point, Rect } from '../../layout/geometry';
import type { NodeGeometry, SceneGeometry } from '../../layout/scene-geometry';

/** How far, beyond an element's nominal bounds, filtering and antialiasing may touch pixels. */
const BLEED = 3;
// A changed line is redrawn in this many axis-aligned pieces, which hug a slanted line far closer
// than one box around it.
const LINE_CHUNKS = 3;

/** The values of one drawn frame, kept by the scene to compare the next with. */
export type DrawnFrame = SceneFrame;

/** A copy of `frame` to keep (the engine reuses its own objects every tick). */
export function snapshotFrame(frame: SceneFrame): DrawnFrame {
  return { t: frame.t, post: { ...frame.post }, nodes: frame.nodes.map((node) => ({ ...node })), alpha: frame.alpha };
}

const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

function around(points: Point[], pad: number): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return box(x, y, Math.max(...xs) + pad - x, Math.max(...ys) + pad - y);
}

/** Where a node's images reach in either of two frames: as large as its pop and its pulse are in them. */
function nodeBounds(geometry: SceneGeometry, node: NodeGeometry, a: NodeFrame, b: NodeFrame): Rect {
  const r = geometry.layout.nodeRadius;
  const pulse = Math.max(a.pulse > 0 ? pulseScale(a.pulse) : 0, b.pulse > 0 ? pulseScale(b.pulse) : 0);
  const reach = Math.max(r + NODE_IMAGE_REACH, (r + PULSE.reach) * pulse) * Math.max(a.nodeScale, b.nodeScale);
  const { x, y } = node.avatar;
  const bounds = around([{ x, y }], reach + BLEED);
  if (!node.label) return bounds;
  const label = node.label;
  return around(
    [
      { x: bounds.x, y: bounds.y },
      { x: bounds.x + bounds.width, y: Math.max(bounds.y + bounds.height, label.y + label.height + BLEED) },
      { x: label.x - BLEED, y: label.y },
      { x: label.x + label.width + BLEED, y: label.y },
    ],
    0,
  );
}

/** Where a bubble's image is at the given scale and collapse: its box and tip, moved and scaled about the tip. */
function bubbleBounds(node: NodeGeometry, scale: number, collapse: number): Rect {
  const { box: rest, tip } = node.bubble!;
  const at = collapsingTip(tip, node.badge, collapse);
  const pad = BUBBLE_GLOW_REACH + IMAGE_MARGIN;
  const corners = [
    { x: rest.x - pad, y: rest.y - pad },
    { x: rest.x + rest.width + pad, y: rest.y + rest.height + pad },
    tip,
  ].map((p) => ({ x: at.x + (p.x - tip.x) * scale, y: at.y + (p.y - tip.y) * scale }));
  return around(corners, BLEED);
}

const union = (a: Rect, b: Rect): Rect =>
  around(
    [
      { x: a.x, y: a.y },
      { x: a.x + a.width, y: a.y + a.height },
      { x: b.x, y: b.y },
      { x: b.x + b.width, y: b.y + b.height },
    ],
    0,
  );

const overlapsOrTouches = (a: Rect, b: Rect) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/** Merges rectangles that overlap, until none do: fewer, larger regions to redraw. */
function merge(rects: Rect[]): Rect[] {
  const list = [...rects];
  for (let merged = true; merged;) {
    merged = false;
    outer: for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (!overlapsOrTouches(list[i]!, list[j]!)) continue;
        list[i] = union(list[i]!, list[j]!);
        list.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }
  return list;
}

const clip = (rect: Rect, width: number, height: number): Rect | null => {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  const right = Math.min(width, Math.ceil(rect.x + rect.width));
  const bottom = Math.min(height, Math.ceil(rect.y + rect.height));
  return right > x && bottom > y ? box(x, y, right - x, bottom - y) : null;
};

/**
 * The regions to redraw to turn `drawn` into `next` (whole pixels, inside the stage), or 'full'
 * when the whole stage changes (the loop's fade) or nothing was drawn yet.
 */
export function frameDamage(geometry: SceneGeometry, drawn: DrawnFrame | null, next: SceneFrame): Rect[] | 'full' {
  if (!drawn || drawn.alpha !== next.alpha) return 'full';
  const { width, height } = geometry.layout;
  const rects: Rect[] = [];
  if (drawn.post.alpha !== next.post.alpha || drawn.post.scale !== next.post.scale) {
    const { post, layout } = geometry;
    // At scale 1 the post's image is its largest.
    rects.push(
      box(
        layout.centre.x - post.width / 2 - POST_GLOW_REACH - BLEED,
        layout.centre.y - post.height / 2 - POST_GLOW_REACH - BLEED,
        post.width + 2 * (POST_GLOW_REACH + BLEED),
        post.height + 2 * (POST_GLOW_REACH + BLEED),
      ),
    );
  }
  geometry.nodes.forEach((node, i) => {
    const a = drawn.nodes[i]!;
    const b = next.nodes[i]!;
    if (a.line !== b.line) {
      // The whole line, in pieces along it: its stroke is one quad stretched to its length, and the
      // rasteriser's rounding of a moved end shifts the antialiasing all along it by a level or two.
      const from = geometry.lineStarts[i]!;
      const reach = Math.max(a.line, b.line);
      const at = (p: number) => ({
        x: from.x + (node.avatar.x - from.x) * p * reach,
        y: from.y + (node.avatar.y - from.y) * p * reach,
      });
      for (let k = 0; k < LINE_CHUNKS; k++)
        rects.push(around([at(k / LINE_CHUNKS), at((k + 1) / LINE_CHUNKS)], LINE_IMAGE_REACH + BLEED));
    }
    if (
      a.nodeScale !== b.nodeScale ||
      a.nodeAlpha !== b.nodeAlpha ||
      a.emojiScale !== b.emojiScale ||
      a.highlight !== b.highlight ||
      a.pulse !== b.pulse
    )
      rects.push(nodeBounds(geometry, node, a, b));
    if (
      node.bubble &&
      (a.bubbleScale !== b.bubbleScale || a.bubbleAlpha !== b.bubbleAlpha || a.bubbleCollapse !== b.bubbleCollapse)
    ) {
      if (a.bubbleScale > 0) rects.push(bubbleBounds(node, a.bubbleScale, a.bubbleCollapse));
      if (b.bubbleScale > 0) rects.push(bubbleBounds(node, b.bubbleScale, b.bubbleCollapse));
    }
  });
  return merge(rects)
    .map((rect) => clip(rect, width, height))
    .filter((rect): rect is Rect => rect !== null);
}
