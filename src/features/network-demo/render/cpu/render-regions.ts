// Redraws the stage only where a frame changed it: the canvas keeps its pixels between frames
// (preserveDrawingBuffer), and each region is drawn through a scissor, so the GPU shades only its
// pixels. On a CPU rasteriser that is most of a frame's cost.
import type { Container, WebGLRenderer } from 'pixi.js';
import type { Rect } from '../../layout/geometry';

// Past this many regions, or this share of the stage, one full draw is cheaper than several passes.
// A pass costs two draws; a full draw shades every pixel of the stage, on a CPU as much as twenty or
// more passes: at 6, the frames where a layer's lines all start at once were drawn whole.
const MAX_REGIONS = 16;
const MAX_SHARE = 0.55;

/**
 * Whether `regions` of a `size` stage are drawn as one whole frame rather than pass by pass.
 * @internal Exported for the tests.
 */
export function drawsWhole(regions: readonly Rect[], size: { width: number; height: number }): boolean {
  if (regions.length > MAX_REGIONS) return true;
  return regions.reduce((sum, r) => sum + r.width * r.height, 0) > MAX_SHARE * size.width * size.height;
}

/** Draws what `regions` cover: the whole stage, or those rectangles. */
export function renderRegions(
  renderer: WebGLRenderer,
  stage: Container,
  regions: readonly Rect[] | 'full',
  size: { width: number; height: number },
): void {
  if (regions === 'full' || drawsWhole(regions, size)) {
    renderer.render({ container: stage });
    return;
  }
  const { gl, resolution } = renderer;
  if (regions.length === 0) return;
  gl.enable(gl.SCISSOR_TEST);
  for (const r of regions) {
    // Rounded outwards to whole device pixels.
    const left = Math.floor(r.x * resolution);
    const top = Math.floor(r.y * resolution);
    const right = Math.ceil((r.x + r.width) * resolution);
    const bottom = Math.ceil((r.y + r.height) * resolution);
    // WebGL counts rows from the bottom.
    gl.scissor(left, Math.round(size.height * resolution) - bottom, right - left, bottom - top);
    renderer.render({ container: stage });
  }
  gl.disable(gl.SCISSOR_TEST);
}
