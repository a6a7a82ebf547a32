// Pixel layout of the scene for a given stage size: node centres, sizes, the central card, the
// bubbles' type.
import { DEMO } from '../../../config/constants';
import type { DemoNode } from '../content/demo-nodes';
import type { Point } from './geometry';
import type { Font } from './text-wrap';

/**
 * Below this stage width the stage takes its compact (phone) height: the one breakpoint of the
 * demo, applied by network-demo.module.css's container query. The scene then uses its compact sizes
 * because the stage is that height, so CSS and scene cannot disagree.
 * @internal Read by the tests, which tie it to the stylesheet's container query.
 */
export const COMPACT_BELOW_PX = 640;
/** Stage height on phones: shorter than the desktop's 700 px, tall enough to leave bubbles room between the rings. */
export const COMPACT_HEIGHT_PX = 600;
/**
 * The stage's frame, which the stylesheet draws and the scene paints over at the corners: the canvas
 * is not clipped to the rounded stage (on a CPU compositor a rounded clip blends the whole canvas
 * every frame), so its background shader draws the rounded border and the page outside it.
 */
export const STAGE_FRAME = { borderPx: 1, radiusPx: 24, compactRadiusPx: 16 } as const;

export interface BubbleStyle {
  width: number;
  padding: number;
  handleSize: number;
  fontSize: number;
  lineHeight: number;
  maxLines: number;
  /** Length of the tail from the box to the tip. */
  tail: number;
}

/** The fonts of a bubble's handle and of its tweet's lines: measured by the layout, drawn by the scene. */
export function bubbleFonts(style: BubbleStyle): { handle: Font; body: Font } {
  return { handle: { size: style.handleSize, weight: 700 }, body: { size: style.fontSize, weight: 400 } };
}

export interface SceneLayout {
  width: number;
  height: number;
  compact: boolean;
  /** The radius of the stage's inner (padding) edge, which the canvas fills: its border runs outside it. */
  cornerRadius: number;
  nodeRadius: number;
  emojiSize: number;
  /** The central card at scale 1 (it rests at DEMO.centralPostScale). */
  card: { width: number; padding: number; avatar: number; nameSize: number; textSize: number; lineHeight: number };
  bubble: BubbleStyle;
  /** Font size of the followers count under each avatar; 0 where it is not written (phones). */
  followersSize: number;
  centre: Point;
  positions: Record<string, Point>;
}

/** Between the breakpoint and the widest stage, sizes grow with the stage so a narrower one is not crowded. */
const WIDEST_STAGE_PX = 1150;

const mix = (from: number, to: number, k: number) => Math.round((from + (to - from) * k) * 2) / 2;

export function layoutScene(nodes: readonly DemoNode[], width: number, height: number): SceneLayout {
  // The stage is either height, less its border: nearer the compact one is compact.
  const compact = height < (DEMO.containerHeightPx + COMPACT_HEIGHT_PX) / 2;
  const k = Math.min(Math.max((width - COMPACT_BELOW_PX) / (WIDEST_STAGE_PX - COMPACT_BELOW_PX), 0), 1);
  const positions: SceneLayout['positions'] = {};
  for (const node of nodes)
    positions[node.id] = { x: (node.position.x / 100) * width, y: (node.position.y / 100) * height };
  const font = mix(11, 12, k);
  return {
    width,
    height,
    compact,
    cornerRadius: (compact ? STAGE_FRAME.compactRadiusPx : STAGE_FRAME.radiusPx) - STAGE_FRAME.borderPx,
    nodeRadius: compact ? 12 : mix(17, 22, k),
    emojiSize: compact ? 15 : mix(19, 22, k),
    card: compact
      ? { width: 250, padding: 14, avatar: 38, nameSize: 16, textSize: 16, lineHeight: 21 }
      : { width: mix(340, 400, k), padding: 20, avatar: 52, nameSize: 21, textSize: 19, lineHeight: 26 },
    bubble: compact
      ? { width: 118, padding: 7, handleSize: 10, fontSize: 10, lineHeight: 13, maxLines: 3, tail: 6 }
      : {
          width: mix(164, 200, k),
          padding: 8,
          handleSize: font,
          fontSize: font,
          lineHeight: Math.round(font * 1.34),
          maxLines: 4,
          tail: 7,
        },
    followersSize: compact ? 0 : 11,
    centre: { x: width / 2, y: height / 2 },
    positions,
  };
}
