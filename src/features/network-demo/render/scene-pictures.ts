// Draws the scene at any t into a texture of its own, never into the live canvas: the timeline's
// preview, the still and the clip are pictures of moments the clock is not at. The display objects
// are the live scene's own, set to t's values for the one render and put back straight after, so
// what is drawn is exactly what the canvas would show at t.
import { RenderTexture, Sprite, type Container, type Renderer, type WebGLRenderer } from 'pixi.js';
import type { ScenePicture, SceneSnapshotter } from './scene-snapshotter';
import { createSceneFrame, writeSceneFrame, type SceneFrame } from '../playback/scene-frame';
import type { Schedule } from '../playback/schedule';
import { createAsyncPixelReader } from './read-pixels-async';

interface Options {
  renderer: Renderer;
  stage: Container;
  schedule: Schedule;
  size: { width: number; height: number };
  /** Sets the display objects to a frame's values. */
  draw: (frame: SceneFrame) => void;
  /** Puts the live frame's values back. */
  restore: () => void;
  /** Whether the canvas keeps its drawing buffer between frames (else it is redrawn before reading). */
  keepsBuffer: boolean;
}

export function createScenePictures({
  renderer,
  stage,
  schedule,
  size,
  draw,
  restore,
  keepsBuffer,
}: Options): SceneSnapshotter {
  const frame = createSceneFrame(schedule);
  const readAsync = renderer.name === 'webgl' ? createAsyncPixelReader(renderer as WebGLRenderer) : null;
  const textures = new Map<number, RenderTexture>();
  const textureAt = (resolution: number) => {
    let texture = textures.get(resolution);
    if (!texture) {
      texture = RenderTexture.create({ width: size.width, height: size.height, resolution });
      textures.set(resolution, texture);
    }
    return texture;
  };

  // Draws a supersampled picture into one at the resolution asked for: at exactly 1/n the size, the
  // GPU's linear filter averages each pixel's source pixels.
  const downscaler = new Sprite();

  return {
    canvasResolution: () => renderer.resolution,
    canvasPng() {
      const canvas = renderer.canvas as HTMLCanvasElement | OffscreenCanvas;
      // A buffer that is not kept is read in the task that drew it: the same picture, drawn whole.
      if (!keepsBuffer) renderer.render({ container: stage });
      if (!('toBlob' in canvas)) return canvas.convertToBlob({ type: 'image/png' });
      return new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
          'image/png',
        ),
      );
    },
    size: (resolution) => ({
      width: Math.round(size.width * resolution),
      height: Math.round(size.height * resolution),
    }),
    async picture(t: number, resolution: number, supersample = 1): Promise<ScenePicture> {
      const drawn = textureAt(resolution * supersample);
      draw(writeSceneFrame(frame, schedule, t));
      try {
        renderer.render({ container: stage, target: drawn, clear: true });
      } finally {
        restore();
      }
      let target = drawn;
      if (supersample > 1) {
        target = textureAt(resolution);
        downscaler.texture = drawn;
        renderer.render({ container: downscaler, target, clear: true });
      }
      if (readAsync) return readAsync(target);
      const { pixels, width, height } = renderer.extract.pixels(target);
      return { pixels, width, height };
    },
    destroy() {
      downscaler.destroy();
      textures.forEach((texture) => texture.destroy(true));
      textures.clear();
    },
  };
}
