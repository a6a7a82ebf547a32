// Where each node's tweet bubble goes, how much of the tweet it shows, and whether a stage has room
// for it at all: no bubble may cover another bubble that is on screen at the same time, an avatar,
// an emoji or the central post, or leave the stage, at any moment of its life (popping in, resting,
// collapsing onto its own emoji). Bubbles are placed in the order they appear; one that finds no
// room is not shown on that stage (its node goes straight to its emoji). Among the places that fit,
// one that leaves the connection lines in view is preferred: the spread along them is the story.
import { collapseShrink } from '../playback/scene-frame';
import { bubbleBodyOffset, collapsingTip } from './element-offsets';
import { POP_OVERSHOOT, bubbleEnd } from '../playback/scene-frame';
import { circleOverlapsRect, rectInside, rectsOverlap, scaleRect, segmentCrossesRect } from './geometry';
import type { Circle, Point, Rect } from './geometry';
import { bubbleFonts, type BubbleStyle } from './stage-layout';
import type { Schedule } from '../playback/schedule';
import { fitLine, words, wrapText, type MeasureText } from './text-wrap';

type BubbleSide = 'above' | 'below' | 'left' | 'right';

export interface BubblePlacement {
  side: BubbleSide;
  /** The box at rest (scale 1), in stage px. */
  box: Rect;
  /** The tail's tip, next to the node: the point the bubble grows from and shrinks about. */
  tip: Point;
  handle: string;
  lines: string[];
}

/** What a node occupies on the stage, at the largest size it pops to. */
export interface NodeFootprint {
  id: string;
  avatar: Circle;
  badge: Circle;
  /** The followers count under the avatar, where one is written. */
  label: Rect | null;
}

export interface PlacementInput {
  schedule: Schedule;
  stage: Rect;
  /** The central post's card at rest. */
  post: Rect;
  footprints: Record<string, NodeFootprint>;
  /** Where each node's connection line starts (it ends at the node's avatar), by id. */
  lineStarts: Record<string, Point>;
  style: BubbleStyle;
  /** The tweet of each node by id. */
  tweets: Readonly<Record<string, string>>;
  measure: MeasureText;
}

/** Room kept free between a bubble and the stage's edge, and between a bubble and anything else. */
const BUBBLE_MARGIN = { edge: 6, other: 4 } as const;
// How far the tip sits from the avatar's edge.
const TIP_GAP = 4;
// Moments of the collapse (eased progress) whose boxes bound where a collapsing bubble travels.
const COLLAPSE_SAMPLES = Array.from({ length: 20 }, (_, i) => (i + 1) / 20);

/** Height of a bubble's box for a number of text lines. */
function bubbleHeight(style: BubbleStyle, lines: number): number {
  return 2 * style.padding + bubbleBodyOffset(style.handleSize) + lines * style.lineHeight;
}

// Narrower boxes to try where the full width finds no room (more lines, less width).
const WIDTH_STEPS = [1, 0.8, 0.66];

const bare = (word: string) => word.replace(/[.,;:!?…]+$/, '');

// The fewest words a shortened tweet keeps.
const MIN_WORDS_SHOWN = 2;

/**
 * A shortened tweet still says something: two words at least, every one whole. A box that holds less
 * ("Validators…", "Engageme…") is no bubble at all: its node goes straight to its emoji.
 */
function readsAsTweet(text: string, lines: string[]): boolean {
  const all = words(text);
  const shown = words(lines.join(' '));
  return shown.length >= MIN_WORDS_SHOWN && shown.every((word, i) => bare(word) === bare(all[i] ?? ''));
}

/** Box widths and the tweet's lines in each, to try in order: the whole tweet first, widest first; then cut shorter, where it still reads. */
function textVariants(text: string, style: BubbleStyle, measure: MeasureText): { width: number; lines: string[] }[] {
  const font = bubbleFonts(style).body;
  const whole: { width: number; lines: string[] }[] = [];
  const cut: { width: number; lines: string[] }[] = [];
  for (const step of WIDTH_STEPS) {
    const width = Math.round(style.width * step);
    for (let maxLines = style.maxLines; maxLines >= 1; maxLines--) {
      const lines = wrapText(text, width - 2 * style.padding, maxLines, font, measure);
      const shortened = lines.at(-1)!.endsWith('…');
      if (shortened && !readsAsTweet(text, lines)) continue;
      const list = shortened ? cut : whole;
      if (!list.some((v) => v.width === width && v.lines.length === lines.length)) list.push({ width, lines });
    }
  }
  return [...whole, ...cut.sort((a, b) => b.lines.length - a.lines.length || b.width - a.width)];
}

// Directions a bubble may sit in from its node (0° right, 90° down), and how much further out than
// the nearest spot it may float, its tail growing to reach the node.
const DIRECTIONS = [0, 45, 90, 135, 180, 225, 270, 315];
const EXTRA_DISTANCE = [0, 16, 36, 60];
// What covering one connection line costs a place, against its distance and turn (a line covered
// outweighs floating a step further out or turning a quarter).
const LINE_COVER_COST = 50;

/** The box's start on one axis: after the anchor, before it, or across it (slid by `shift` of its length). */
function place(anchor: number, length: number, sign: number, shift: number): number {
  if (sign > 0) return anchor;
  if (sign < 0) return anchor - length;
  return anchor - length / 2 + shift * length;
}

/** Candidate boxes for one node and one box size, the preferred first: close, then outwards. */
function candidates(footprint: NodeFootprint, size: { width: number; height: number }, input: PlacementInput) {
  const { avatar, label } = footprint;
  const centre = { x: input.stage.x + input.stage.width / 2, y: input.stage.y + input.stage.height / 2 };
  const outwards = (Math.atan2(avatar.y - centre.y, avatar.x - centre.x) * 180) / Math.PI;
  const list: { side: BubbleSide; box: Rect; tip: Point; cost: number }[] = [];
  for (const degrees of DIRECTIONS) {
    const radians = (degrees * Math.PI) / 180;
    const dir = { x: Math.round(Math.cos(radians) * 1e6) / 1e6, y: Math.round(Math.sin(radians) * 1e6) / 1e6 };
    // Below the node, the followers count comes first.
    const reach = avatar.r + TIP_GAP + (dir.y > 0 && label ? label.y + label.height - avatar.y - avatar.r : 0);
    const tip = { x: avatar.x + dir.x * reach, y: avatar.y + dir.y * reach };
    const side: BubbleSide =
      Math.abs(dir.y) >= Math.abs(dir.x) ? (dir.y < 0 ? 'above' : 'below') : dir.x > 0 ? 'right' : 'left';
    const turn = Math.abs(((degrees - outwards + 540) % 360) - 180);
    // Straight up or down a box may also slide sideways; sideways, up or down.
    const shifts = degrees % 90 === 0 ? [0, 0.3, -0.3] : [0];
    for (const extra of EXTRA_DISTANCE) {
      const anchor = { x: tip.x + dir.x * (input.style.tail + extra), y: tip.y + dir.y * (input.style.tail + extra) };
      for (const shift of shifts) {
        // The point of the box nearest the node sits on the anchor.
        const x = place(anchor.x, size.width, Math.sign(dir.x), shift);
        const y = place(anchor.y, size.height, Math.sign(dir.y), shift);
        list.push({ side, tip, box: { x, y, ...size }, cost: extra * 2 + turn / 3 + Math.abs(shift) * 40 });
      }
    }
  }
  return list.sort((a, b) => a.cost - b.cost);
}

/**
 * The boxes a bubble covers in its life: at the height of its pop (the overshoot) and along its
 * collapse onto the badge, sampled finely enough that nothing fits between two samples.
 */
function lifeBoxes(box: Rect, tip: Point, badge: Point): Rect[] {
  const boxes = [scaleRect(box, tip, POP_OVERSHOOT.bubble)];
  for (const c of COLLAPSE_SAMPLES) {
    const at = collapsingTip(tip, badge, c);
    boxes.push(scaleRect({ ...box, x: box.x + at.x - tip.x, y: box.y + at.y - tip.y }, at, collapseShrink(c)));
  }
  return boxes;
}

function coversFootprint(box: Rect, footprint: NodeFootprint, gap: number): boolean {
  return (
    circleOverlapsRect(footprint.avatar, box, gap) ||
    circleOverlapsRect(footprint.badge, box, gap) ||
    (!!footprint.label && rectsOverlap(footprint.label, box, gap))
  );
}

/** Each node's bubble by id, or null where the stage has no room for it. */
export function placeBubbles(input: PlacementInput): Record<string, BubblePlacement | null> {
  const { schedule, style, measure } = input;
  const order = [...schedule.nodes].sort((a, b) => schedule.times[a.id]!.bubble - schedule.times[b.id]!.bubble);
  const placed: { from: number; to: number; boxes: Rect[] }[] = [];
  const result: Record<string, BubblePlacement | null> = {};
  for (const node of order) {
    const times = schedule.times[node.id]!;
    const from = times.bubble;
    const to = bubbleEnd(times);
    const own = input.footprints[node.id]!;
    // Nodes on screen at some moment of this bubble's life (none leaves before the loop resets).
    const others = schedule.nodes
      .filter((other) => other.id !== node.id && schedule.times[other.id]!.appear <= to)
      .map((other) => input.footprints[other.id]!);
    const company = placed.filter((p) => p.from <= to && from <= p.to);
    // The resting box may not touch its own node; collapsing onto it, it may.
    const fits = (boxes: Rect[]) =>
      boxes.every((box) => rectInside(box, input.stage, BUBBLE_MARGIN.edge)) &&
      !boxes.some((box) => rectsOverlap(box, input.post, BUBBLE_MARGIN.other)) &&
      !coversFootprint(boxes[0]!, own, BUBBLE_MARGIN.other) &&
      !others.some((footprint) => boxes.some((box) => coversFootprint(box, footprint, BUBBLE_MARGIN.other))) &&
      !company.some((p) => p.boxes.some((a) => boxes.some((b) => rectsOverlap(a, b, BUBBLE_MARGIN.other))));
    // Lines drawn at some moment of this bubble's life (none leaves before the loop resets).
    const lines = schedule.nodes
      .filter((other) => schedule.times[other.id]!.lineStart <= to)
      .map((other) => ({ from: input.lineStarts[other.id]!, to: input.footprints[other.id]!.avatar }));
    const linesCovered = (box: Rect) =>
      lines.filter((line) => segmentCrossesRect(line.from, line.to, box, BUBBLE_MARGIN.other)).length;
    type Placed = { side: BubbleSide; box: Rect; tip: Point; boxes: Rect[]; cost: number; covers: number };
    const placeVariant = (width: number, text: string[]) => {
      const size = { width, height: bubbleHeight(style, text.length) };
      let best: Placed | undefined;
      for (const { side, box, tip, cost } of candidates(own, size, input)) {
        // Sorted by cost: none further on can do better than the best so far.
        if (best && cost >= best.cost) break;
        const boxes = lifeBoxes(box, tip, own.badge);
        if (!fits(boxes)) continue;
        const covers = linesCovered(box);
        const total = cost + LINE_COVER_COST * covers;
        if (!best || total < best.cost) best = { side, box, tip, boxes, cost: total, covers };
      }
      return best && { ...best, width, text };
    };
    // The whole tweet where it fits, in the widest box that covers no line; failing that, the widest
    // it fits in at all; failing that, cut shorter.
    const variants = textVariants(input.tweets[node.id] ?? '', style, measure);
    let chosen: (Placed & { width: number; text: string[] }) | undefined;
    for (const { width, lines: text } of variants) {
      const whole = !text.at(-1)!.endsWith('…');
      if (chosen && !whole) break;
      const placedHere = placeVariant(width, text);
      if (!placedHere) continue;
      if (!chosen || (placedHere.covers === 0 && chosen.covers > 0)) chosen = placedHere;
      if (chosen.covers === 0) break;
    }
    result[node.id] = null;
    if (chosen) {
      // The box is sized for the tweet; in the narrowest a long handle is cut as the tweet is.
      const handle = fitLine(`@${node.name}`, chosen.width - 2 * style.padding, bubbleFonts(style).handle, measure);
      result[node.id] = { side: chosen.side, box: chosen.box, tip: chosen.tip, handle, lines: chosen.text };
      placed.push({ from, to, boxes: chosen.boxes });
    }
  }
  return result;
}
