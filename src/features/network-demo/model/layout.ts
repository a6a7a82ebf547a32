// Pixel layout of the scene for a given stage size: node centres, sizes, the central card.
// Pure: imports no React, Pixi, GSAP or store.
import type { DemoNode } from './demo-nodes';

/** Below this stage width the scene uses its compact (phone) sizes. */
const COMPACT_BELOW_PX = 640;
/** Stage height on phones: proportionally smaller than the desktop's 700 px. */
export const COMPACT_HEIGHT_PX = 480;

export interface SceneLayout {
  width: number;
  height: number;
  compact: boolean;
  nodeRadius: number;
  emojiSize: number;
  /** The central card at scale 1 (it rests at DEMO.centralPostScale). */
  card: {
    width: number;
    height: number;
    padding: number;
    avatar: number;
    nameSize: number;
    textSize: number;
    lineHeight: number;
  };
  bubble: { width: number; fontSize: number; maxChars: number };
  /** Whether the followers count is written under each avatar. */
  showFollowers: boolean;
  centre: { x: number; y: number };
  positions: Record<string, { x: number; y: number }>;
}

export function layoutScene(nodes: readonly DemoNode[], width: number, height: number): SceneLayout {
  const compact = width < COMPACT_BELOW_PX;
  const positions: SceneLayout['positions'] = {};
  for (const node of nodes)
    positions[node.id] = { x: (node.position.x / 100) * width, y: (node.position.y / 100) * height };
  return {
    width,
    height,
    compact,
    nodeRadius: compact ? 13 : 22,
    emojiSize: compact ? 16 : 22,
    card: compact
      ? { width: 250, height: 150, padding: 14, avatar: 38, nameSize: 16, textSize: 16, lineHeight: 21 }
      : { width: 400, height: 184, padding: 20, avatar: 52, nameSize: 21, textSize: 19, lineHeight: 26 },
    bubble: compact ? { width: 108, fontSize: 10, maxChars: 30 } : { width: 200, fontSize: 12, maxChars: 90 },
    showFollowers: !compact,
    centre: { x: width / 2, y: height / 2 },
    positions,
  };
}

/** Cuts text at a word boundary to at most `max` characters, ending in an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
