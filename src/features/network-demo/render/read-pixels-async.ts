// Reads a render texture's pixels without stalling the page: WebGL runs in the GPU process, and a
// plain readPixels waits there for every command queued before it (the live frame included). Here
// the copy goes into a pixel buffer behind a fence, and the bytes are taken once the fence has
// passed, a frame or two later.
import type { RenderTexture, WebGLRenderer } from 'pixi.js';
import type { ScenePicture } from './scene-snapshotter';
import { SCENE_SETTINGS } from './scene-settings';

const POLL_MS = SCENE_SETTINGS.pixelPollMs;

/** A reader for `renderer`, or null where its context is not WebGL 2 (then read synchronously). */
export function createAsyncPixelReader(renderer: WebGLRenderer) {
  const gl = renderer.gl;
  if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) return null;
  const framebuffer = gl.createFramebuffer();

  return (texture: RenderTexture): Promise<ScenePicture> => {
    const { pixelWidth: width, pixelHeight: height } = texture.source;
    const glTexture = renderer.texture.getGlSource(texture.source).texture;
    const previous = gl.getParameter(gl.FRAMEBUFFER_BINDING) as WebGLFramebuffer | null;
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, glTexture, 0);
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, width * height * 4, gl.STREAM_READ);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    gl.bindFramebuffer(gl.FRAMEBUFFER, previous);
    const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0)!;
    gl.flush();
    return new Promise((resolve, reject) => {
      const poll = () => {
        if (gl.isContextLost()) {
          reject(new Error('The WebGL context was lost while reading a picture.'));
          return;
        }
        if (gl.clientWaitSync(fence, 0, 0) === gl.TIMEOUT_EXPIRED) {
          setTimeout(poll, POLL_MS);
          return;
        }
        gl.deleteSync(fence);
        const pixels = new Uint8ClampedArray(width * height * 4);
        gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
        gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, pixels);
        gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
        gl.deleteBuffer(buffer);
        resolve({ width, height, pixels });
      };
      setTimeout(poll, 0);
    });
  };
}
