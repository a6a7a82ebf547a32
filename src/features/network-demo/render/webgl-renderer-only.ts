// What Pixi's Application makes its renderer with in this site's build (scripts/pixi-prune.ts puts
// it in place of Pixi's autoDetectRenderer): the WebGL renderer, always. Pixi's own would import
// the WebGPU and Canvas renderers too. Without WebGL, init rejects and the demo shows its static
// view, as it does when the page finds no WebGL at all.
import { WebGLRenderer, type AutoDetectOptions, type Renderer } from 'pixi.js';

export async function autoDetectRenderer(options: Partial<AutoDetectOptions>): Promise<Renderer> {
  const { webgl, webgpu: _webgpu, canvasOptions: _canvas, ...shared } = options;
  const renderer = new WebGLRenderer();
  await renderer.init({ ...shared, ...webgl });
  return renderer;
}
