import { getTestContext } from 'pixi.js';

let released = false;

/**
 * Pixi keeps a hidden probe WebGL context alive for the page's lifetime once it has measured
 * the GPU's limits (cached afterwards). Lose it after the first frame so the page holds only
 * the canvas's own context, which is destroyed with the application.
 */
export function releasePixiTestContext(): void {
  if (released) return;
  released = true;
  const context = getTestContext();
  if (!context.isContextLost()) context.getExtension('WEBGL_lose_context')?.loseContext();
}
