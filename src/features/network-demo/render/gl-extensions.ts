// Pixi's WebGL renderer asks for a dozen extensions as it starts, among them every compressed
// texture format, anisotropic filtering and float colour buffers, for textures and targets the
// scene never makes; the requests block the main thread (40–85 ms of a phone's at 4× slowdown,
// inside the renderer's one long start-up task). Here those few read as unsupported, as they do on
// every device without them, which Pixi handles; everything else is asked for as Pixi asks.
import { GlContextSystem } from 'pixi.js';

/** The extensions the scene leaves out, by their WebGL names. */
const UNUSED_GL_EXTENSIONS: ReadonlySet<string> = new Set([
  'EXT_texture_filter_anisotropic',
  'OES_texture_float_linear',
  'WEBGL_compressed_texture_s3tc',
  'WEBGL_compressed_texture_s3tc_srgb',
  'WEBGL_compressed_texture_etc',
  'WEBGL_compressed_texture_etc1',
  'WEBGL_compressed_texture_pvrtc',
  'WEBKIT_WEBGL_compressed_texture_pvrtc',
  'WEBGL_compressed_texture_atc',
  'WEBGL_compressed_texture_astc',
  'EXT_texture_compression_bptc',
  'EXT_texture_compression_rgtc',
  'EXT_color_buffer_float',
]);

type Context = WebGL2RenderingContext | WebGLRenderingContext;
// Pixi's method is protected in its types; it is the one place the renderer asks for extensions.
const system = GlContextSystem.prototype as unknown as { getExtensions(this: { gl: Context }): void };
const askForExtensions = system.getExtensions;

system.getExtensions = function () {
  const { gl } = this;
  const getExtension = gl.getExtension as (name: string) => unknown;
  // Shadowed on this context only while Pixi asks, then the context's own method shows again.
  Object.defineProperty(gl, 'getExtension', {
    configurable: true,
    value: (name: string) => (UNUSED_GL_EXTENSIONS.has(name) ? null : getExtension.call(gl, name)),
  });
  try {
    askForExtensions.call(this);
  } finally {
    delete (gl as Partial<Pick<Context, 'getExtension'>>).getExtension;
  }
};
