import type { Graphics } from 'pixi.js';

/**
 * Starts a redraw of `g`: clears it and lets its shapes join the sprites' batches. Pixi gives
 * any shape over 200 vertices (our rings and glows) a pass and a shader of its own; the scene then
 * switched programs about 70 times a frame, where batched it draws in a couple of calls.
 */
export function beginDraw(g: Graphics): Graphics {
  g.clear();
  g.context.batchMode = 'batch';
  return g;
}
