// Whether an emoji comes out in colour, drawn on a small 2D canvas: the page's or a worker's. A system
// without a colour emoji font (some Linux installs, headless browsers) draws a box in its place.

// A glyph drawn in this grey keeps red, green and blue equal (antialiasing changes only its alpha);
// a colour emoji font ignores the fill colour and paints its own.
const PROBE_FILL = '#808080';
/** The probe canvas's side, in pixels. */
export const PROBE_SIZE_PX = 32;
// How far apart, summed, a pixel's channels must be to count as coloured: above the rounding of a
// grey edge pixel's alpha, far below any emoji's colours.
const COLOUR_DISTANCE = 24;

/**
 * Whether RGBA `pixels` (as `getImageData` returns them) hold a coloured, visible pixel.
 * @internal Exported for the tests.
 */
export function hasColouredPixel(pixels: ArrayLike<number>): boolean {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if (pixels[i + 3]! === 0) continue;
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    if (Math.abs(r - g) + Math.abs(g - b) + Math.abs(b - r) > COLOUR_DISTANCE) return true;
  }
  return false;
}

/** Draws `emoji` on `context` (a PROBE_SIZE_PX square) and tells whether it came out in colour. */
export function drawsInColour(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  emoji: string,
): boolean {
  context.clearRect(0, 0, PROBE_SIZE_PX, PROBE_SIZE_PX);
  context.font = `${PROBE_SIZE_PX * 0.75}px sans-serif`;
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.fillStyle = PROBE_FILL;
  context.fillText(emoji, PROBE_SIZE_PX / 2, PROBE_SIZE_PX / 2);
  return hasColouredPixel(context.getImageData(0, 0, PROBE_SIZE_PX, PROBE_SIZE_PX).data);
}
