// What Pixi's Application makes its renderer with in this site's build (scripts/vite/pixi-prune.ts puts
// it in place of Pixi's autoDetectRenderer): the WebGL renderer, always. Pixi's own would import
// the WebGPU and Canvas renderers too.
import { WebGLRenderer, type AutoDetectOptions, type Renderer } from 'pixi.js';

/** The scene's own application option, which Pixi hands on to this with the rest. */
export interface RendererFailureOption {
  /**
   * Told when the renderer cannot start (the page found WebGL, but the canvas gets no context): the
   * demo then shows its static view.
   */
  onRendererFailure?: (error: unknown) => void;
}

export async function autoDetectRenderer(
  options: Partial<AutoDetectOptions> & RendererFailureOption,
): Promise<Renderer> {
  const { webgl, webgpu: _webgpu, canvasOptions: _canvas, onRendererFailure, ...shared } = options;
  const renderer = new WebGLRenderer();
  try {
    await renderer.init({ ...shared, ...webgl });
  } catch (error) {
    if (!onRendererFailure) throw error;
    onRendererFailure(error);
    // @pixi/react awaits this with no catch, so a rejection would reach the page as an uncaught
    // error; told instead, the demo has put its static view in the application's place.
    return new Promise<never>(() => {});
  }
  return renderer;
}
