const CPU_RASTERISERS = /swiftshader|llvmpipe|softpipe|software/i;
/** Set on <html> once the demo finds WebGL drawn by the CPU; the stylesheets read it. */
export const CPU_RASTERISED_ATTRIBUTE = 'data-cpu-rasterised';

interface WebglSupport {
  available: boolean;
  cpuRasterised: boolean;
}
let probed: WebglSupport | undefined;

/**
 * Asks WebGL once, with one small context that is given back at once: whether the page can draw
 * WebGL at all, and whether it is drawn by the CPU (no GPU, or a blocklisted one). There the page
 * waits for every frame to be drawn, so the demo draws cheaper ones: without multisampling (with
 * it each redraw blocked the page for 50–250 ms), with a simpler batch shader, and redrawing only
 * the regions a frame changes into a kept drawing buffer.
 */
function probe(): WebglSupport {
  if (probed) return probed;
  const canvas = document.createElement('canvas');
  const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!context || context.isContextLost()) return (probed = { available: false, cpuRasterised: false });
  const debugInfo = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = context.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER) as unknown;
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return (probed = { available: true, cpuRasterised: CPU_RASTERISERS.test(String(renderer)) });
}

/** Whether WebGL here is drawn by the CPU; the canvas reads it once and passes it on. */
export const isCpuRasterised = (): boolean => probe().cpuRasterised;

/**
 * Whether the page can draw WebGL at all, asked in a task of its own: making a context takes a
 * phone's main thread 30–40 ms, which would otherwise lengthen whatever task first asks.
 */
export function hasWebglSoon(): Promise<boolean> {
  if (probed) return Promise.resolve(probed.available);
  return new Promise((resolve) => setTimeout(() => resolve(probe().available), 0));
}
