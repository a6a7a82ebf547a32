// The stage's background: what the stylesheet shows until the canvas draws (stageBackgroundCss,
// written into it at build time by scripts/vite/stage-background-css.ts) and what the scene's shader
// paints under everything (stage-background.tsx). Apart from palette.ts, which re-exports its colours, so that
// the landing page's first download carries only this.

export const ACCENT = 0x8b7bff;
export const ACCENT_2 = 0x2fd4f0;
/** The page's background: the stage's at its bottom, and what shows past its rounded corners. */
export const PAGE = 0x06080e;
/** The stage's background runs from the elevated surface at the top to the page at the bottom. */
export const STAGE_TOP = 0x0b0f19;

/**
 * The stage's soft elliptical glows over its STAGE_TOP → PAGE gradient, bottom one first, in
 * fractions of the stage: each fades linearly from `alpha` at its centre to nothing at `end` of its
 * radii.
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
