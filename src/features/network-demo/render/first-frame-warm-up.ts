import { Container, Mesh, MeshGeometry, RenderTexture, Sprite, type Renderer, type Texture } from 'pixi.js';
import type { BackgroundShader } from './stage-background';

/**
 * The first frame's one-time GPU work, in steps: each draws a throwaway object that shares a scene
 * object's shader or texture into a 1 px target, so that making the batcher, compiling the
 * background's program, and compiling the batch program and uploading the sheet each happen in a
 * task of their own, and the first frame finds them ready. On a phone's CPU the three in one task held the main thread for a
 * fifth of a second.
 */
export function firstFrameWarmUp(renderer: Renderer, background: BackgroundShader, sheet: Texture) {
  const target = RenderTexture.create({ width: 1, height: 1 });
  const quad = new MeshGeometry({
    positions: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
    uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  const draw = (piece: Container) => {
    renderer.render({ container: piece, target });
    piece.destroy();
  };
  let disposed = false;
  return {
    steps: [
      // An empty container: the renderer's first instructions make its batcher and batch shader.
      () => draw(new Container()),
      () => draw(new Mesh({ geometry: quad, shader: background })),
      () => draw(new Sprite(sheet)),
    ],
    /** Frees the target and the quad; safe to call more than once. */
    dispose() {
      if (disposed) return;
      disposed = true;
      quad.destroy();
      target.destroy(true);
    },
  };
}
