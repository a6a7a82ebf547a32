// Scene colours. Those the page also shows are its design tokens (src/styles/tokens.css), held equal
// by palette.test.ts; the stage's cards have their own, a shade lighter than the page's surfaces.
import type { Layer } from '../content/demo-nodes';

export const LAYER_COLOR: Record<Layer, number> = { 1: 0x8b7bff, 2: 0x5aa7ff, 3: 0x2fd4f0 };
export const GOLD = 0xf5c451;
/** The post's card and the disc behind each emoji badge, on the stage. */
export const STAGE_CARD = 0x111727;
/** A tweet bubble, on the stage. */
export const STAGE_CARD_RAISED = 0x182036;
export const TEXT = 0xe9edf5;
export const TEXT_MUTED = 0x9aa3b8;
export const ACCENT = 0x8b7bff;
export const ACCENT_2 = 0x2fd4f0;
export const VERIFIED = 0x1d9bf0;
/** The page's background: the stage's at its bottom, and what shows past its rounded corners. */
export const PAGE = 0x06080e;
/** The stage's background runs from the elevated surface at the top to the page at the bottom. */
export const STAGE_TOP = 0x0b0f19;
/** The stage's border: white, faint. */
export const STAGE_BORDER = { color: 0xffffff, alpha: 0.08 } as const;

/**
 * The stage's soft elliptical glows over its STAGE_TOP → PAGE gradient, bottom one first, in
 * fractions of the stage: each fades linearly from `alpha` at its centre to nothing at `end` of its
 * radii. The stylesheet (stageBackgroundCss, before the canvas shows) and the scene's shader
 * (stage-background.tsx) both draw them from here.
 */
export const STAGE_GLOWS = [
  { color: ACCENT_2, alpha: 0.06, centre: [0.5, 0.55], radii: [0.7, 0.8], end: 0.75 },
  { color: ACCENT, alpha: 0.16, centre: [0.5, 0.5], radii: [0.42, 0.48], end: 0.7 },
] as const;

const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;
const rgb = (color: number, alpha: number) =>
  `rgb(${(color >> 16) & 255} ${(color >> 8) & 255} ${color & 255} / ${alpha})`;

/** The stage's background as a CSS `background` value: what the canvas paints, for before it shows. */
export function stageBackgroundCss(): string {
  const glows = STAGE_GLOWS.map(
    ({ color, alpha, centre: [x, y], radii: [rx, ry], end }) =>
      `radial-gradient(${percent(rx)} ${percent(ry)} at ${percent(x)} ${percent(y)}, ${rgb(color, alpha)} 0%, transparent ${percent(end)})`,
  );
  // CSS lists its layers top first.
  return [...glows.reverse(), `linear-gradient(180deg, ${hex(STAGE_TOP)} 0%, ${hex(PAGE)} 100%)`].join(', ');
}

const DISC_COLORS = [0x6d5dfc, 0x1fa2c4, 0x2fae7d, 0xd08a2e, 0xd04e6a, 0x7a58d6];

/** A stable disc colour for an initials fallback. */
export function discColor(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return DISC_COLORS[hash % DISC_COLORS.length]!;
}
