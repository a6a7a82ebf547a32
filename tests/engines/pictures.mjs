// Pictures for the cross-engine suite: decodes the PNG screenshots the browsers return (8-bit RGB or
// RGBA, as every engine writes them), shrinks them to a grid of cells and measures how far two
// pictures of the same moment differ. Node's zlib only: no image library.
import { deflateSync, inflateSync } from 'node:zlib';

/** @typedef {{ width: number, height: number, data: Uint8Array }} Picture RGBA, 4 bytes a pixel */

const paeth = (a, b, c) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** @returns {Picture} */
export function decodePng(png) {
  let offset = 8;
  let width = 0,
    height = 0,
    colourType = 0;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      colourType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colourType !== 2 && colourType !== 6))
        throw new Error(
          `PNG: only 8-bit, non-interlaced RGB or RGBA (got depth ${body[8]}, colour type ${colourType})`,
        );
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(idat));
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[y * stride + x - channels] : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels] : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`PNG: unknown filter ${filter}`);
      rows[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data.set(rows.subarray(i * channels, i * channels + 3), i * 4);
    data[i * 4 + 3] = channels === 4 ? rows[i * channels + 3] : 255;
  }
  return { width, height, data };
}

/** The picture's mean colour in each of `columns` × `rows` cells, which divide it in proportion. */
function cells(picture, columns, rows) {
  const out = new Float64Array(columns * rows * 3);
  const counts = new Float64Array(columns * rows);
  for (let y = 0; y < picture.height; y++) {
    const row = Math.min(rows - 1, Math.floor(((y + 0.5) * rows) / picture.height));
    for (let x = 0; x < picture.width; x++) {
      const column = Math.min(columns - 1, Math.floor(((x + 0.5) * columns) / picture.width));
      const cell = row * columns + column;
      const i = (y * picture.width + x) * 4;
      for (let c = 0; c < 3; c++) out[cell * 3 + c] += picture.data[i + c];
      counts[cell] += 1;
    }
  }
  for (let cell = 0; cell < counts.length; cell++) for (let c = 0; c < 3; c++) out[cell * 3 + c] /= counts[cell] || 1;
  return out;
}

/** Side of a cell, in CSS px: an avatar (56 px and more) covers whole cells, a glyph is averaged away. */
const CELL_PX = 16;

/**
 * How far `picture` is from `reference`: both shrunk to cells of about CELL_PX, the largest mean
 * difference of one cell's red, green and blue (0–255), and where that cell is (CSS px).
 */
export function difference(reference, picture) {
  const columns = Math.round(reference.width / CELL_PX);
  const rows = Math.round(reference.height / CELL_PX);
  const [a, b] = [cells(reference, columns, rows), cells(picture, columns, rows)];
  let worst = 0,
    at = 0;
  for (let cell = 0; cell < columns * rows; cell++) {
    const d =
      (Math.abs(a[cell * 3] - b[cell * 3]) +
        Math.abs(a[cell * 3 + 1] - b[cell * 3 + 1]) +
        Math.abs(a[cell * 3 + 2] - b[cell * 3 + 2])) /
      3;
    if (d > worst) [worst, at] = [d, cell];
  }
  return { worst, x: (at % columns) * CELL_PX, y: Math.floor(at / columns) * CELL_PX };
}

/** A copy of `picture` with the box (px) filled by `paint(x, y)`'s colour. */
export function withBox(picture, box, paint) {
  const data = new Uint8Array(picture.data);
  const [x0, y0] = [Math.max(0, Math.round(box.x)), Math.max(0, Math.round(box.y))];
  const [x1, y1] = [
    Math.min(picture.width, Math.round(box.x + box.width)),
    Math.min(picture.height, Math.round(box.y + box.height)),
  ];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) data.set([...paint(x, y), 255], (y * picture.width + x) * 4);
  return { ...picture, data };
}

/** The colour of `picture` at (x, y). */
export const colourAt = (picture, x, y) => {
  const i = (Math.round(y) * picture.width + Math.round(x)) * 4;
  return [picture.data[i], picture.data[i + 1], picture.data[i + 2]];
};

/** The part of `picture` inside `rect` (px, rounded). */
export function crop(picture, rect) {
  const [x0, y0] = [Math.round(rect.x), Math.round(rect.y)];
  const width = Math.min(picture.width - x0, Math.round(rect.width));
  const height = Math.min(picture.height - y0, Math.round(rect.height));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    data.set(
      picture.data.subarray(((y0 + y) * picture.width + x0) * 4, ((y0 + y) * picture.width + x0 + width) * 4),
      y * width * 4,
    );
  return { width, height, data };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, body) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** `picture` as an RGBA PNG, to save. */
export function encodePng({ width, height, data }) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
