// Reading what a canvas shows: pixels of screenshots (decoded by the page, as it decodes what it
// draws) and the colours in them.
import type { Page } from '@playwright/test';

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** RGBA pixels of rectangles of a PNG, row by row; the page decodes it, as it decodes what it draws. */
export async function pngPixels(
  page: Page,
  png: Buffer,
  rects: { x: number; y: number; w: number; h: number }[],
): Promise<number[][]> {
  return page.evaluate(
    async ({ png64, rects }) => {
      const bytes = Uint8Array.from(atob(png64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return rects.map(({ x, y, w, h }) => [...context.getImageData(x, y, w, h).data]);
    },
    { png64: png.toString('base64'), rects },
  );
}

export type Rgb = [number, number, number];

const boundingRect = ({ x, y, r }: Circle) => {
  const [left, top] = [Math.floor(x - r), Math.floor(y - r)];
  return { x: left, y: top, w: Math.ceil(x + r) - left + 1, h: Math.ceil(y + r) - top + 1 };
};

/** Offsets into a rectangle's RGBA data of the pixels whose centres lie inside the circle. */
function offsetsInside(circle: Circle, rect: { x: number; y: number; w: number; h: number }): number[] {
  const offsets: number[] = [];
  for (let row = 0; row < rect.h; row++)
    for (let col = 0; col < rect.w; col++)
      if ((rect.x + col + 0.5 - circle.x) ** 2 + (rect.y + row + 0.5 - circle.y) ** 2 <= circle.r ** 2)
        offsets.push((row * rect.w + col) * 4);
  return offsets;
}

const toRgb = (rgba: number[], offsets: number[]) => offsets.map((k): Rgb => [rgba[k]!, rgba[k + 1]!, rgba[k + 2]!]);

/** The pixels of a screenshot inside each circle. */
export async function pixelsInCircles(page: Page, png: Buffer, circles: Circle[]): Promise<Rgb[][]> {
  const rects = circles.map(boundingRect);
  const data = await pngPixels(page, png, rects);
  return circles.map((circle, i) => toRgb(data[i]!, offsetsInside(circle, rects[i]!)));
}

/** The pixels inside one circle of several same-size screenshots, in the same order for each. */
export async function pixelsInCircle(page: Page, pngs: Buffer[], circle: Circle): Promise<Rgb[][]> {
  const rect = boundingRect(circle);
  const offsets = offsetsInside(circle, rect);
  return Promise.all(pngs.map(async (png) => toRgb((await pngPixels(page, png, [rect]))[0]!, offsets)));
}

/** Hue in degrees, saturation and value (0..1) of an RGB colour. */
export function hsv([r, g, b]: Rgb): { h: number; s: number; v: number } {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d + 6) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  return { h: h * 60, s: max ? d / max : 0, v: max / 255 };
}

const HUE_BIN_DEGREES = 15;

/** Whether a pixel is clearly coloured: not grey, white, black or the scene's dark background. */
const isColourful = (pixel: Rgb) => {
  const { s, v } = hsv(pixel);
  return s >= 0.5 && v >= 0.4;
};
const hueBin = (pixel: Rgb) => Math.floor(hsv(pixel).h / HUE_BIN_DEGREES) % (360 / HUE_BIN_DEGREES);

/** Share of each hue bin among the clearly coloured pixels (all zero when there are none). */
export function hueHistogram(pixels: Rgb[]): number[] {
  const bins = new Array<number>(360 / HUE_BIN_DEGREES).fill(0);
  const colourful = pixels.filter(isColourful);
  for (const pixel of colourful) bins[hueBin(pixel)]! += 1 / colourful.length;
  return bins;
}

/** How much two hue histograms overlap: 1 for the same mix of colours, 0 for none in common. */
export const hueOverlap = (a: number[], b: number[]) => a.reduce((sum, share, i) => sum + Math.min(share, b[i]!), 0);

/** Share of `pixels` in the one hue most of the clearly coloured ones have: near 1 for a flat coloured disc. */
export function dominantHueShare(pixels: Rgb[]): number {
  const counts = new Map<number, number>();
  for (const pixel of pixels.filter(isColourful)) counts.set(hueBin(pixel), (counts.get(hueBin(pixel)) ?? 0) + 1);
  return Math.max(0, ...counts.values()) / pixels.length;
}

/** Share of `pixels` that are near white, as the scene's text is. */
export const lightShare = (pixels: Rgb[]) =>
  pixels.filter((pixel) => {
    const { s, v } = hsv(pixel);
    return s < 0.25 && v > 0.75;
  }).length / pixels.length;

/** Share of `pixels` drawn in the colours that make up at least 5% of `histogram` (an image's own hues). */
export const shareInHues = (pixels: Rgb[], histogram: number[]) =>
  pixels.filter((pixel) => isColourful(pixel) && histogram[hueBin(pixel)]! >= 0.05).length / pixels.length;
