const CPU_RASTERISERS = /swiftshader|llvmpipe|softpipe|software/i;
/** Set on <html> once the demo finds WebGL drawn by the CPU; the stylesheets read it. */
export const CPU_RASTERISED_ATTRIBUTE = 'data-cpu-rasterised';

export interface WebglSupport {
  available: boolean;
  /**
   * WebGL here is drawn by the CPU (no GPU, or a blocklisted one). There whoever draws waits for
   * every frame, so the demo draws cheaper ones: without multisampling (with it each redraw blocked
   * the page for 50–250 ms), with a simpler batch shader, and redrawing only the regions a frame
   * changes into a kept drawing buffer.
   */
  cpuRasterised: boolean;
}

/** What a browser without WebGL (there) offers. */
export const NO_WEBGL: WebglSupport = { available: false, cpuRasterised: false };

/**
 * Asks `canvas` (the page's or a worker's) for WebGL once, with one small context that is given
 * back at once: whether WebGL can be drawn there at all, and whether by the CPU.
 */
export function probeWebgl(canvas: HTMLCanvasElement | OffscreenCanvas): WebglSupport {
  const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!context || context.isContextLost()) return NO_WEBGL;
  const debugInfo = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = context.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER) as unknown;
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return { available: true, cpuRasterised: CPU_RASTERISERS.test(String(renderer)) };
}

let onPage: WebglSupport | undefined;

/**
 * Whether the page itself can draw WebGL, asked once, in a task of its own: making a context takes
 * a phone's main thread 30–50 ms, which would otherwise lengthen whatever task first asks.
 */
export function pageWebglSoon(): Promise<WebglSupport> {
  if (onPage) return Promise.resolve(onPage);
  return new Promise((resolve) =>
    setTimeout(() => resolve((onPage ??= probeWebgl(document.createElement('canvas')))), 0),
  );
}
