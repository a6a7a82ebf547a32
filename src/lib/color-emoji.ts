// Whether this device draws emoji in colour. Emoji in text come from the system's fonts, and a
// system without a colour emoji font (some Linux installs, headless browsers) draws a box in their
// place: there a picture that needs one is better replaced than shown as a box.
import { afterFirstPaint } from './after-first-paint';

// A glyph drawn in this grey keeps red, green and blue equal (antialiasing changes only its alpha);
// a colour emoji font ignores the fill colour and paints its own.
const PROBE_FILL = '#808080';
const PROBE_SIZE_PX = 32;
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

const verdicts = new Map<string, boolean>();

/** Whether `emoji` is drawn in colour here. Measured once per emoji a page, in the browser only. */
function drawsColorEmoji(emoji: string): boolean {
  const known = verdicts.get(emoji);
  if (known !== undefined) return known;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PROBE_SIZE_PX;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // Without a 2D canvas nothing can be told: the emoji is shown as the page was written.
  let verdict = true;
  if (context) {
    context.font = `${PROBE_SIZE_PX * 0.75}px sans-serif`;
    context.textBaseline = 'middle';
    context.textAlign = 'center';
    context.fillStyle = PROBE_FILL;
    context.fillText(emoji, PROBE_SIZE_PX / 2, PROBE_SIZE_PX / 2);
    verdict = hasColouredPixel(context.getImageData(0, 0, PROBE_SIZE_PX, PROBE_SIZE_PX).data);
  }
  verdicts.set(emoji, verdict);
  return verdict;
}

// Emoji waiting to be measured, one a task: the first draw of an emoji looks through the system's
// fonts (25 ms at a phone's pace), the next ones 2 to 10 ms each, too long together for one task.
const waiting: { emoji: string; done: (inColour: boolean) => void }[] = [];
let draining = false;

function measureNext() {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  next.done(drawsColorEmoji(next.emoji));
  setTimeout(measureNext, 0);
}

/**
 * Tells `done` whether `emoji` is drawn in colour here, once the page has painted, in a task of its
 * own. Returns a function that cancels the answer.
 */
export function whenColorEmojiKnown(emoji: string, done: (inColour: boolean) => void): () => void {
  const entry = { emoji, done };
  waiting.push(entry);
  if (!draining) {
    draining = true;
    afterFirstPaint(() => setTimeout(measureNext, 0));
  }
  return () => {
    const at = waiting.indexOf(entry);
    if (at >= 0) waiting.splice(at, 1);
  };
}
