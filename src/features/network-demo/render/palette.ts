// Scene colours. Those the page also shows are its design tokens (src/styles/tokens.css), held equal
// by palette.test.ts; the stage's cards have their own, a shade lighter than the page's surfaces.
import type { Layer } from '../content/demo-nodes';

import { ACCENT, ACCENT_2 } from './stage-backdrop';

// The stage's background colours live with its glows, which the landing page's first download reads.
export { ACCENT, ACCENT_2, PAGE } from './stage-backdrop';

/** The rings run from the accent to the second accent, through the blue between them. */
export const LAYER_COLOR: Record<Layer, number> = { 1: ACCENT, 2: 0x5aa7ff, 3: ACCENT_2 };
export const GOLD = 0xf5c451;
/** The post's card and the disc behind each emoji badge, on the stage. */
export const STAGE_CARD = 0x111727;
/** A tweet bubble, on the stage. */
export const STAGE_CARD_RAISED = 0x182036;
export const TEXT = 0xe9edf5;
export const TEXT_MUTED = 0x9aa3b8;
export const VERIFIED = 0x1d9bf0;
/** The stage's border: white, faint. */
export const STAGE_BORDER = { color: 0xffffff, alpha: 0.08 } as const;

const DISC_COLORS = [0x6d5dfc, 0x1fa2c4, 0x2fae7d, 0xd08a2e, 0xd04e6a, 0x7a58d6];

/** A stable disc colour for an initials fallback. */
export function discColor(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return DISC_COLORS[hash % DISC_COLORS.length]!;
}
