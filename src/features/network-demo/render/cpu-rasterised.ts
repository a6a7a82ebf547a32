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
  /**
   * The browser composites the page on the CPU as well: WebGL is its software fallback, not a GPU
   * it emulates. There a canvas drawn in a worker is read back whole from WebGL for every frame it
   * shows, so the scene shows its frames through a 2D canvas (canvas-copier.ts).
   */
  compositedOnCpu: boolean;
}

/** What a browser without WebGL (there) offers. */
export const NO_WEBGL: WebglSupport = { available: false, cpuRasterised: false, compositedOnCpu: false };

// Chromium's software fallback leaves out GPU timer queries, which its emulated GPU
// (--use-angle=swiftshader) and real GPUs offer: the difference Chromium's WebGL shows between the two.
// Taken wrongly, either way, it costs frames, never the picture: both ways show the same pixels.
const TIMER_QUERIES = /^EXT_disjoint_timer_query/;

/**
 * Asks `canvas` (the page's or a worker's) for WebGL once, with one small context that is given
 * back at once: whether WebGL can be drawn there at all, and whether by the CPU.
 */
export function probeWebgl(canvas: HTMLCanvasElement | OffscreenCanvas): WebglSupport {
  const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!context || context.isContextLost()) return NO_WEBGL;
  const debugInfo = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = context.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER) as unknown;
  const cpuRasterised = CPU_RASTERISERS.test(String(renderer));
  const compositedOnCpu =
    cpuRasterised && !(context.getSupportedExtensions() ?? []).some((name) => TIMER_QUERIES.test(name));
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return { available: true, cpuRasterised, compositedOnCpu };
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
