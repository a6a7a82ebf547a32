// What Pixi's Application makes its renderer with in this site's build (scripts/vite/pixi-prune.ts puts
// it in place of Pixi's autoDetectRenderer): the WebGL renderer, always. Pixi's own would import
// the WebGPU and Canvas renderers too.
import { WebGLRenderer, type AutoDetectOptions, type Renderer } from 'pixi.js';

type FailureListener = (error: unknown) => void;
const failureListeners = new Set<FailureListener>();

/**
 * Calls `listener` when a renderer cannot start (the page found WebGL, but the canvas gets no
 * context): the demo then shows its static view. Returns the function that stops listening.
 */
export function onRendererFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export async function autoDetectRenderer(options: Partial<AutoDetectOptions>): Promise<Renderer> {
  const { webgl, webgpu: _webgpu, canvasOptions: _canvas, ...shared } = options;
  const renderer = new WebGLRenderer();
  try {
    await renderer.init({ ...shared, ...webgl });
  } catch (error) {
    if (failureListeners.size === 0) throw error;
    failureListeners.forEach((listener) => listener(error));
    // @pixi/react awaits this with no catch, so a rejection would reach the page as an uncaught
    // error; told instead, the demo has put its static view in the application's place.
    return new Promise<never>(() => {});
  }
  return renderer;
}
