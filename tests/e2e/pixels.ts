// Reading what a canvas shows: pixels of screenshots (decoded here, in Node) and the colours in them.
import { inflateSync } from 'node:zlib';

export interface Circle {
  x: number;
  y: number;
  r: number;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A decoded image: RGBA bytes, row by row. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS_BY_COLOUR_TYPE: Record<number, number> = { 2: 3, 6: 4 };

/**
 * Decodes a PNG as screenshots and the shipped atlas are written: 8 bits per channel, RGB or RGBA, not
 * interlaced. Decoding in the page (a base64 round trip, then every byte back as JSON) cost seconds
 * per screenshot on 2 cores; this costs milliseconds.
 */
export function decodePng(png: Buffer): Bitmap {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let header: Buffer | undefined;
  const compressed: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') compressed.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header) throw new Error('PNG without a header');
  const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
  const [bitDepth, colourType, interlace] = [header[8], header[9]!, header[12]];
  const channels = CHANNELS_BY_COLOUR_TYPE[colourType];
  if (bitDepth !== 8 || !channels || interlace !== 0)
    throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colourType}, interlace ${interlace}`);

  const filtered = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (stride + 1)];
    const source = y * (stride + 1) + 1;
    const row = y * stride;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? rows[row + i - channels]! : 0;
      const up = y > 0 ? rows[row - stride + i]! : 0;
      const upLeft = y > 0 && i >= channels ? rows[row - stride + i - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [toLeft, toUp, toUpLeft] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      } else if (filter !== 0) throw new Error(`unknown PNG filter ${filter}`);
      rows[row + i] = (filtered[source + i]! + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let p = 0, q = 0; p < rows.length; p += 3, q += 4) {
    data[q] = rows[p]!;
    data[q + 1] = rows[p + 1]!;
    data[q + 2] = rows[p + 2]!;
    data[q + 3] = 255;
  }
  return { width, height, data };
}

/** RGBA pixels of rectangles of a PNG, row by row (parts outside the image are left out). */
export function pngPixels(png: Buffer, rects: Rect[]): Uint8Array[] {
  const { width, height, data } = decodePng(png);
  return rects.map(({ x, y, w, h }) => {
    const out = new Uint8Array(w * h * 4);
    for (let row = 0; row < h; row++) {
      if (y + row < 0 || y + row >= height) continue;
      const [from, to] = [Math.max(0, x), Math.min(width, x + w)];
      if (to > from)
        out.set(data.subarray(((y + row) * width + from) * 4, ((y + row) * width + to) * 4), (row * w + from - x) * 4);
    }
    return out;
  });
}

/** How many pixels two same-size PNGs draw in a different colour (alpha aside). */
export function differingPixels(a: Buffer, b: Buffer): number {
  const [x, y] = [decodePng(a).data, decodePng(b).data];
  if (x.length !== y.length) throw new Error('images of different sizes');
  let differing = 0;
  for (let i = 0; i < x.length; i += 4)
    if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) differing++;
  return differing;
}

/** Mean per-channel difference of two same-size PNGs inside each circle. */
export function regionDifference(a: Buffer, b: Buffer, circles: Circle[]): number[] {
  const [ia, ib] = [decodePng(a), decodePng(b)];
  return circles.map(({ x, y, r }) => {
    let sum = 0;
    let count = 0;
    for (let py = Math.floor(y - r); py <= y + r; py++) {
      for (let px = Math.floor(x - r); px <= x + r; px++) {
        if ((px - x) ** 2 + (py - y) ** 2 > r * r || px < 0 || py < 0 || px >= ia.width || py >= ia.height) continue;
        const i = (py * ia.width + px) * 4;
        sum +=
          Math.abs(ia.data[i]! - ib.data[i]!) +
          Math.abs(ia.data[i + 1]! - ib.data[i + 1]!) +
          Math.abs(ia.data[i + 2]! - ib.data[i + 2]!);
        count += 3;
      }
    }
    return count ? sum / count : 0;
  });
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

const toRgb = (rgba: Uint8Array, offsets: number[]) => offsets.map((k): Rgb => [rgba[k]!, rgba[k + 1]!, rgba[k + 2]!]);

/** The pixels of a screenshot inside each circle. */
export function pixelsInCircles(png: Buffer, circles: Circle[]): Rgb[][] {
  const rects = circles.map(boundingRect);
  const data = pngPixels(png, rects);
  return circles.map((circle, i) => toRgb(data[i]!, offsetsInside(circle, rects[i]!)));
}

/** The pixels inside one circle of several same-size screenshots, in the same order for each. */
export function pixelsInCircle(pngs: Buffer[], circle: Circle): Rgb[][] {
  const rect = boundingRect(circle);
  const offsets = offsetsInside(circle, rect);
  return pngs.map((png) => toRgb(pngPixels(png, [rect])[0]!, offsets));
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
