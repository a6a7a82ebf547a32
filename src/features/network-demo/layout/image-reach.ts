// How far the scene's images reach beyond the element each belongs to: the sheet (scene-images.ts)
// paints its images to these sizes, the drawing scales them, and frame damage redraws as far as they can touch.

/** Every image of the sheet keeps this transparent margin (px) around what it paints. */
export const IMAGE_MARGIN = 1;

/** A node's soft glow, outermost ring first: how far beyond the avatar each ring reaches (px), and its opacity. */
export const NODE_GLOW_RINGS = [
  [14, 0.05],
  [9, 0.08],
  [5, 0.14],
] as const;

/** The celebrity highlight's outer ring, beyond the avatar (px). */
export const HIGHLIGHT_REACH = 12;

/** The highlight's pulse: its ring's image reaches this far beyond the avatar, and grows by `growth` at its widest. */
export const PULSE = { reach: 6, growth: 0.9 } as const;

/** The pulse ring's scale at pulse progress `p` (0 to 1). */
export const pulseScale = (p: number): number => 1 + p * PULSE.growth;

/** The post card's glow, beyond the card on every side (px). */
export const POST_GLOW_REACH = 22;

/** How far a line's painted stroke, its glow included, reaches each side of its path (px). */
export const LINE_GLOW_HALF_WIDTH = 3.5;

/**
 * The line's stroke image: its glow (LINE_GLOW_HALF_WIDTH each side), and transparent rows beyond make
 * the stretched quad's long edges invisible. Its length is stretched to the line's: a moved end shifts
 * the antialiasing along the whole quad, so a growing line is redrawn whole (frame-damage.ts).
 */
export const LINE_STRIP = { height: 12, length: 4 } as const;

/** The glowing head that runs along a line as it draws. */
export const LINE_HEAD_RADIUS = 7;

/** A tweet bubble's glow, beyond its box on every side (px). */
export const BUBBLE_GLOW_REACH = 3;

/** How far beyond its nominal bounds a node's images can reach (px), pulse aside: its glow or its highlight. */
export const NODE_IMAGE_REACH = Math.max(NODE_GLOW_RINGS[0][0], HIGHLIGHT_REACH + IMAGE_MARGIN);

/** How far from a line's path its stroke or its head can reach (px). */
export const LINE_IMAGE_REACH = Math.max(LINE_STRIP.height / 2, LINE_HEAD_RADIUS + IMAGE_MARGIN);
