// Shows the scene through a 2D canvas where the browser composites on the CPU: there every frame a
// worker's WebGL canvas shows is read back whole from WebGL and copied again (about 7 ms of the
// worker per frame at 1440 px on a 2-core machine, more than the scene's own drawing). The scene
// draws on a canvas of its own instead, and only the regions it redrew are read and put on the 2D
// canvas the page shows, whose frames the compositor takes as they are.
import type { PixelRect } from './render-regions';

export type CopyRegions = (
  gl: WebGLRenderingContext | WebGL2RenderingContext,
  drawn: readonly PixelRect[] | 'whole',
) => void;

const withinBuffer = (r: PixelRect, width: number, height: number): PixelRect => {
  const x = Math.max(r.x, 0);
  const y = Math.max(r.y, 0);
  return { x, y, width: Math.min(r.x + r.width, width) - x, height: Math.min(r.y + r.height, height) - y };
};

/** Copies to `shown`, or null where it gives no 2D context (then the scene draws on it directly). */
export function createCanvasCopier(shown: OffscreenCanvas): CopyRegions | null {
  // Opaque, as the scene is: the compositor copies it without blending.
  const context = shown.getContext('2d', { alpha: false });
  if (!context) return null;
  // Kept between frames, grown as needed: the pixels read, and one row while rows swap places.
  let pixels = new Uint8ClampedArray(0);
  let row = new Uint8ClampedArray(0);

  return (gl, drawn) => {
    const { drawingBufferWidth: width, drawingBufferHeight: height } = gl;
    let regions = drawn;
    // A new size clears the canvas: all of it is copied again.
    if (shown.width !== width || shown.height !== height) {
      shown.width = width;
      shown.height = height;
      regions = 'whole';
    }
    for (const region of regions === 'whole' ? [{ x: 0, y: 0, width, height }] : regions) {
      const r = withinBuffer(region, width, height);
      if (r.width <= 0 || r.height <= 0) continue;
      const rowBytes = r.width * 4;
      const bytes = rowBytes * r.height;
      if (pixels.length < bytes) pixels = new Uint8ClampedArray(bytes);
      if (row.length < rowBytes) row = new Uint8ClampedArray(rowBytes);
      const read = pixels.subarray(0, bytes);
      gl.readPixels(r.x, height - r.y - r.height, r.width, r.height, gl.RGBA, gl.UNSIGNED_BYTE, read);
      // WebGL gives the bottom row first; the picture starts with the top one.
      for (let top = 0, bottom = r.height - 1; top < bottom; top++, bottom--) {
        const topStart = top * rowBytes;
        const bottomStart = bottom * rowBytes;
        row.set(read.subarray(topStart, topStart + rowBytes));
        read.copyWithin(topStart, bottomStart, bottomStart + rowBytes);
        read.set(row.subarray(0, rowBytes), bottomStart);
      }
      context.putImageData(new ImageData(read, r.width, r.height), r.x, r.y);
    }
  };
}
