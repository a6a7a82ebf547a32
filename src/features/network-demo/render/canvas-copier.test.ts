import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvasCopier } from './canvas-copier';

// Node has no ImageData: the copier needs only its pixels and size.
class TestImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {
    if (data.length !== width * height * 4) throw new Error('pixels of another size');
  }
}

/** A drawing buffer whose pixel at (x, y from the top) has red x and green y. */
function fakeGl(width: number, height: number) {
  const reads: number[][] = [];
  const gl = {
    drawingBufferWidth: width,
    drawingBufferHeight: height,
    RGBA: 0x1908,
    UNSIGNED_BYTE: 0x1401,
    // WebGL's rows count from the bottom, and arrive bottom row first.
    readPixels(
      x: number,
      yFromBottom: number,
      w: number,
      h: number,
      _format: number,
      _type: number,
      out: Uint8ClampedArray,
    ) {
      reads.push([x, yFromBottom, w, h]);
      for (let row = 0; row < h; row++)
        for (let col = 0; col < w; col++) {
          const i = (row * w + col) * 4;
          out.set([x + col, height - 1 - (yFromBottom + row), 0, 255], i);
        }
    },
  };
  return { gl: gl as unknown as WebGL2RenderingContext, reads };
}

/** A page canvas whose 2D context records where each picture is put and what its pixels say. */
function fakeShownCanvas(width: number, height: number) {
  const puts: { x: number; y: number; width: number; height: number; pixelAt: (x: number, y: number) => number[] }[] =
    [];
  const canvas = {
    width,
    height,
    getContext: () => ({
      putImageData(image: TestImageData, x: number, y: number) {
        // Copied as a 2D context copies it: the copier reuses its buffer for the next region.
        const data = image.data.slice();
        const pixelAt = (px: number, py: number) => [
          ...data.subarray((py * image.width + px) * 4, (py * image.width + px) * 4 + 4),
        ];
        puts.push({ x, y, width: image.width, height: image.height, pixelAt });
      },
    }),
  };
  return { canvas: canvas as unknown as OffscreenCanvas & { width: number; height: number }, puts };
}

describe('copying what the scene drew to the canvas shown', () => {
  beforeAll(() => void ((globalThis as { ImageData?: unknown }).ImageData = TestImageData));
  afterAll(() => void delete (globalThis as { ImageData?: unknown }).ImageData);

  it('puts each region where it was drawn, top row first', () => {
    const { gl, reads } = fakeGl(200, 100);
    const { canvas, puts } = fakeShownCanvas(200, 100);
    createCanvasCopier(canvas)!(gl, [{ x: 10, y: 20, width: 30, height: 5 }]);
    // Rows 20..24 from the top are rows 75..79 from the bottom.
    expect(reads).toEqual([[10, 75, 30, 5]]);
    expect(puts).toHaveLength(1);
    const [put] = puts;
    expect([put!.x, put!.y, put!.width, put!.height]).toEqual([10, 20, 30, 5]);
    expect(put!.pixelAt(0, 0)).toEqual([10, 20, 0, 255]);
    expect(put!.pixelAt(29, 4)).toEqual([39, 24, 0, 255]);
  });

  it('flips an odd number of rows, and keeps each region its own pixels when the next reuses the buffer', () => {
    const { gl } = fakeGl(200, 100);
    const { canvas, puts } = fakeShownCanvas(200, 100);
    createCanvasCopier(canvas)!(gl, [
      { x: 0, y: 0, width: 3, height: 3 },
      { x: 100, y: 50, width: 2, height: 2 },
    ]);
    expect([0, 1, 2].map((y) => puts[0]!.pixelAt(1, y))).toEqual([
      [1, 0, 0, 255],
      [1, 1, 0, 255],
      [1, 2, 0, 255],
    ]);
    expect(puts[1]!.pixelAt(1, 1)).toEqual([101, 51, 0, 255]);
  });

  it('copies only the part of a region inside the buffer, and nothing of an empty one', () => {
    const { gl, reads } = fakeGl(200, 100);
    const { canvas, puts } = fakeShownCanvas(200, 100);
    createCanvasCopier(canvas)!(gl, [
      { x: -5, y: 90, width: 20, height: 20 },
      { x: 50, y: 50, width: 0, height: 10 },
    ]);
    expect(reads).toEqual([[0, 0, 15, 10]]);
    expect(puts[0]!.pixelAt(0, 9)).toEqual([0, 99, 0, 255]);
  });

  it('copies the whole buffer when asked, or when the canvas shown has another size (which cleared it)', () => {
    const { gl, reads } = fakeGl(200, 100);
    const { canvas, puts } = fakeShownCanvas(100, 50);
    const copy = createCanvasCopier(canvas)!;
    copy(gl, [{ x: 10, y: 10, width: 5, height: 5 }]);
    expect([canvas.width, canvas.height]).toEqual([200, 100]);
    expect(reads).toEqual([[0, 0, 200, 100]]);
    copy(gl, 'whole');
    expect(reads).toHaveLength(2);
    expect(puts[1]!.pixelAt(199, 0)).toEqual([199, 0, 0, 255]);
  });
});
