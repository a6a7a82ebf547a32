// Whether WebGL can be drawn where the scene runs, and whether the CPU draws it: asked once, by the
// scene itself (scene-service.ts), of a small context given back at once.
const CPU_RASTERISERS = /swiftshader|llvmpipe|softpipe|software/i;
/** Set on <html> once the demo finds WebGL drawn by the CPU; the stylesheets read it. */
export const CPU_RASTERISED_ATTRIBUTE = 'data-cpu-rasterised';

export interface WebglSupport {
  available: boolean;
  /**
   * WebGL here is drawn by the CPU (no GPU, or a blocklisted one). There whoever draws waits for
   * every frame, so the scene draws cheaper ones (cpu/partial-redraws.ts), and the batch shader
   * reads one texture.
   */
  cpuRasterised: boolean;
}

/** What a browser without WebGL (there) offers. */
export const NO_WEBGL: WebglSupport = { available: false, cpuRasterised: false };

export function probeWebgl(canvas: HTMLCanvasElement | OffscreenCanvas): WebglSupport {
  const context = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!context || context.isContextLost()) return NO_WEBGL;
  const debugInfo = context.getExtension('WEBGL_debug_renderer_info');
  const renderer = context.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : context.RENDERER) as unknown;
  context.getExtension('WEBGL_lose_context')?.loseContext();
  return { available: true, cpuRasterised: CPU_RASTERISERS.test(String(renderer)) };
}
