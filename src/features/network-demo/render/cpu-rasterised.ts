import { getTestContext } from 'pixi.js';

const CPU_RASTERISERS = /swiftshader|llvmpipe|softpipe|software/i;
let cached: boolean | undefined;
let hasWebglCached: boolean | undefined;
/** Set on <html> once the demo finds WebGL drawn by the CPU; the stylesheets read it. */
export const CPU_RASTERISED_ATTRIBUTE = 'data-cpu-rasterised';

/**
 * Whether WebGL here is drawn by the CPU (no GPU, or a blocklisted one). There the page waits for
 * every frame to be drawn, so the demo draws cheaper ones: without multisampling (with it each
 * redraw blocked the page for 50–250 ms), with a simpler batch shader, and redrawing only the
 * regions a frame changes into a kept drawing buffer. The canvas reads it once and passes it on.
 * Asks Pixi's own probe context, so no extra context is created; remembered because that context
 * is released after the first frame.
 */
export function isCpuRasterised(): boolean {
  if (cached !== undefined) return cached;
  const context = probe();
  if (!context) return false;
  const debugInfo = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = context.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER) as unknown;
  cached = CPU_RASTERISERS.test(String(renderer));
  return cached;
}

/**
 * Whether the page can draw WebGL at all, from the same probe context: a second context of its own
 * (Pixi's isWebGLSupported makes one) cost a phone's main thread 30 ms. Remembered, like the above.
 */
export function hasWebgl(): boolean {
  hasWebglCached ??= probe() !== null;
  return hasWebglCached;
}

/** Pixi's probe context, or null where WebGL is missing (Pixi's own type leaves that out). */
function probe(): WebGLRenderingContext | null {
  const context = getTestContext() as WebGLRenderingContext | null;
  return context && !context.isContextLost() ? context : null;
}
