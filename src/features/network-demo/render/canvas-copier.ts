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
  // WebGL's rows, bottom first, land here before they are put top first into the picture.
  let rows = new Uint8ClampedArray(0);

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
      const rowBytes = r.width * 4;
      const bytes = rowBytes * r.height;
      if (r.width <= 0 || r.height <= 0) continue;
      if (rows.length < bytes) rows = new Uint8ClampedArray(bytes);
      const read = rows.subarray(0, bytes);
      gl.readPixels(r.x, height - r.y - r.height, r.width, r.height, gl.RGBA, gl.UNSIGNED_BYTE, read);
      const picture = new ImageData(r.width, r.height);
      for (let row = 0; row < r.height; row++)
        picture.data.set(read.subarray((r.height - 1 - row) * rowBytes, (r.height - row) * rowBytes), row * rowBytes);
      context.putImageData(picture, r.x, r.y);
    }
  };
}
