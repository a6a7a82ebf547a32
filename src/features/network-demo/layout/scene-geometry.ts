// Everything the scene draws, placed for one stage size: the layout, the central card, each node's
// footprint and its bubble. The scene draws from it and the debug API reports from it, so the two
// cannot disagree.
import { DEMO } from '../../../config/constants';
import { placeBubbles, type BubblePlacement, type NodeFootprint } from './bubble-placement';
import { badgeCentre, collapsingTip } from './element-offsets';
import { POP_OVERSHOOT, type SceneFrame } from '../playback/scene-frame';
import { scaleRect, segmentCrossesRect, type Point, type Rect } from './geometry';
import { LINE_GLOW_HALF_WIDTH } from './image-reach';
import { layoutScene, type SceneLayout } from './stage-layout';
import type { Schedule } from '../playback/schedule';
import { wrapText, type MeasureText } from './text-wrap';

interface PostGeometry {
  /** The card at scale 1. */
  width: number;
  height: number;
  lines: string[];
  /** The card at rest (scale 0.6), in stage px. */
  resting: Rect;
}

export interface NodeGeometry extends NodeFootprint {
  bubble: BubblePlacement | null;
}

export interface SceneGeometry {
  layout: SceneLayout;
  post: PostGeometry;
  /** In schedule order. */
  nodes: NodeGeometry[];
  /** Where each node's connection line starts: its parent, or the central post for layer 1. */
  lineStarts: Point[];
}

export interface SceneTexts {
  post: string;
  tweets: Readonly<Record<string, string>>;
}

/** The central card's size at scale 1: its text wraps to the card's width. */
function postGeometry(layout: SceneLayout, text: string, measure: MeasureText): PostGeometry {
  const { width, padding, avatar, textSize, lineHeight } = layout.card;
  const lines = wrapText(text, width - 2 * padding, 6, { size: textSize, weight: 400 }, measure);
  const height = Math.round(padding + avatar + padding * 0.7 + lines.length * lineHeight + padding);
  const scale = DEMO.centralPostScale;
  const resting = {
    x: layout.centre.x - (width * scale) / 2,
    y: layout.centre.y - (height * scale) / 2,
    width: width * scale,
    height: height * scale,
  };
  return { width, height, lines, resting };
}

// A followers count keeps this far from the middle of any line at its node: the stroke's glow, and a gap.
const LABEL_LINE_CLEARANCE = LINE_GLOW_HALF_WIDTH + 2;

/** A line of the network, from its start to the node it reaches. */
type Segment = readonly [Point, Point];

/**
 * Where a node's followers count sits: centred under the avatar, unless one of the node's lines (to
 * its parent, or down to a child) would run through it there; then moved sideways, as little as
 * clears every such line (to the right when both ways are equal).
 */
function placeLabel(centreX: number, top: number, width: number, height: number, lines: readonly Segment[]): Rect {
  const at = (x: number) => ({ x, y: top, width, height });
  const clear = (x: number) => lines.every(([a, b]) => !segmentCrossesRect(a, b, at(x), LABEL_LINE_CLEARANCE));
  const centred = centreX - width / 2;
  if (clear(centred)) return at(centred);
  // A line crosses the label's rows between these x; the label goes just past either end.
  const rows = [top - LABEL_LINE_CLEARANCE, top + height + LABEL_LINE_CLEARANCE];
  const candidates = lines.flatMap(([a, b]) => {
    const xs = rows.map((y) => (a.y === b.y ? a.x : a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x)));
    const lineLeft = Math.min(...xs) - LABEL_LINE_CLEARANCE;
    const lineRight = Math.max(...xs) + LABEL_LINE_CLEARANCE;
    return [lineRight + 0.5, lineLeft - width - 0.5];
  });
  const best = candidates.filter(clear).sort((p, q) => Math.abs(p - centred) - Math.abs(q - centred) || q - p)[0];
  return at(best ?? centred);
}

/** Where a node, its emoji badge and its followers count sit, at the largest size they pop to. */
function footprint(
  layout: SceneLayout,
  id: string,
  followers: string,
  lines: readonly Segment[],
  measure: MeasureText,
): NodeFootprint {
  const { x, y } = layout.positions[id]!;
  const r = layout.nodeRadius;
  const avatar = { x, y, r: (r + 3) * POP_OVERSHOOT.node };
  const badge = { ...badgeCentre({ x, y }, r), r: (layout.emojiSize / 2 + 2) * POP_OVERSHOOT.emoji };
  if (!layout.followersSize) return { id, avatar, badge, label: null };
  const width = measure(followers, { size: layout.followersSize, weight: 600 });
  const label = placeLabel(x, y + r + 6, width, Math.round(layout.followersSize * 1.3), lines);
  return { id, avatar, badge, label };
}

export function buildSceneGeometry(
  schedule: Schedule,
  width: number,
  height: number,
  texts: SceneTexts,
  measure: MeasureText,
): SceneGeometry {
  const layout = layoutScene(schedule.nodes, width, height);
  const post = postGeometry(layout, texts.post, measure);
  const lineStarts = schedule.nodes.map((node) => layout.positions[node.connectsTo[0]!] ?? layout.centre);
  const lines: Segment[] = schedule.nodes.map((node, i) => [lineStarts[i]!, layout.positions[node.id]!]);
  // A node's lines: the one that reaches it, and those that leave it for its children.
  const linesAt = (id: string) =>
    lines.filter((_, i) => schedule.nodes[i]!.id === id || schedule.nodes[i]!.connectsTo[0] === id);
  const footprints = Object.fromEntries(
    schedule.nodes.map((node) => [node.id, footprint(layout, node.id, node.followers, linesAt(node.id), measure)]),
  );
  const bubbles = placeBubbles({
    schedule,
    stage: { x: 0, y: 0, width, height },
    post: post.resting,
    footprints,
    lineStarts: Object.fromEntries(schedule.nodes.map((node, i) => [node.id, lineStarts[i]!])),
    style: layout.bubble,
    tweets: texts.tweets,
    measure,
  });
  const nodes = schedule.nodes.map((node) => ({ ...footprints[node.id]!, bubble: bubbles[node.id]! }));
  return { layout, post, nodes, lineStarts };
}

export type BoxKind = 'post' | 'avatar' | 'bubble' | 'emoji';

export interface SceneBox extends Rect {
  id: string;
  kind: BoxKind;
}

/** Where a bubble is drawn at one moment: scaled about its tip, which travels to the badge as it collapses. */
function bubbleRectAt(node: NodeGeometry, scale: number, collapse: number): Rect | null {
  const bubble = node.bubble;
  if (!bubble || scale <= 0) return null;
  const at = collapsingTip(bubble.tip, node.badge, collapse);
  const moved = { ...bubble.box, x: bubble.box.x + at.x - bubble.tip.x, y: bubble.box.y + at.y - bubble.tip.y };
  return scaleRect(moved, at, scale);
}

/** The boxes of everything visible at the frame's t, as drawn: the post, avatars, emoji, bubbles. */
export function visibleBoxes(geometry: SceneGeometry, frame: SceneFrame): SceneBox[] {
  const { layout, post } = geometry;
  const boxes: SceneBox[] = [];
  if (frame.post.alpha > 0) {
    const card = { x: layout.centre.x - post.width / 2, y: layout.centre.y - post.height / 2, ...post };
    boxes.push({ id: 'post', kind: 'post', ...scaleRect(card, layout.centre, frame.post.scale) });
  }
  geometry.nodes.forEach((node, i) => {
    const f = frame.nodes[i]!;
    const r = layout.nodeRadius;
    if (f.nodeScale > 0) {
      const size = 2 * r * f.nodeScale;
      boxes.push({
        id: node.id,
        kind: 'avatar',
        x: node.avatar.x - size / 2,
        y: node.avatar.y - size / 2,
        width: size,
        height: size,
      });
    }
    if (f.emojiScale > 0 && f.nodeScale > 0) {
      const size = layout.emojiSize * f.emojiScale * f.nodeScale;
      const centre = {
        x: node.avatar.x + (node.badge.x - node.avatar.x) * f.nodeScale,
        y: node.avatar.y + (node.badge.y - node.avatar.y) * f.nodeScale,
      };
      boxes.push({
        id: node.id,
        kind: 'emoji',
        x: centre.x - size / 2,
        y: centre.y - size / 2,
        width: size,
        height: size,
      });
    }
    const bubble = f.bubbleAlpha > 0 ? bubbleRectAt(node, f.bubbleScale, f.bubbleCollapse) : null;
    if (bubble) boxes.push({ id: node.id, kind: 'bubble', ...bubble });
  });
  return boxes;
}
