// The scene's worker: it runs the whole scene (scene-host.tsx) on the page's canvas, handed over as an
// OffscreenCanvas, and lays out and paints the scene's images itself. The page's main thread only
// sends it the clock's moments and receives what it asks for (pictures of moments, the canvas as a PNG).
import { adaptPixiToWorker } from './worker-adapter';
import { createCanvasCopier } from './canvas-copier';
import { probeWebgl, type WebglSupport } from './cpu-rasterised';
import { loadSceneFont } from './scene-font';
import { startSceneHost, type SceneHost } from './scene-host';
import type { FromScene, ToScene } from './scene-protocol';
import { paintSceneSheet, type PreparedScene } from './scene-sheet';
import type { SceneSnapshotter } from './scene-snapshotter';

adaptPixiToWorker();

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToScene>) => void) | null;
  postMessage(message: FromScene, transfer?: Transferable[]): void;
  /** The canvas the scene draws on, for tools and tests (as the page's `window.__demo` is). */
  sceneCanvas?: OffscreenCanvas;
  /** The page's canvas, handed over: the same one, or the 2D one the scene's frames are copied to. */
  shownCanvas?: OffscreenCanvas;
};
const post = (message: FromScene, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

let host: SceneHost | null = null;
// What WebGL is here, asked once: on warming, or else on starting.
let support: WebglSupport | null = null;
const webglHere = () => (support ??= probeWebgl(new OffscreenCanvas(1, 1)));

// The clock's moments are drawn as they come, but only the latest of those that arrived while the
// worker was busy: one that drew every moment sent would fall behind on a slow machine, and the
// canvas show the past.
const inAnimationFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? void requestAnimationFrame(run) : void setTimeout(run, 0);
let latestT = 0;
let latestPlaying = false;
let drawPending = false;
const onDrawn: (() => void)[] = [];
// Once the scene has failed nothing is drawn, nor waited for.
let failed = false;
function drawLatest() {
  drawPending = false;
  host?.draw(latestT, latestPlaying);
  onDrawn.splice(0).forEach((resolve) => resolve());
}
function receive(t: number, playing: boolean) {
  if (failed) return;
  latestT = t;
  latestPlaying = playing;
  if (drawPending) return;
  drawPending = true;
  setTimeout(drawLatest, 0);
}
/**
 * Resolves once what has been asked is drawn and on the screen: the compositor asks the worker for
 * its next frame only once it has taken the last one.
 */
async function settled() {
  if (failed) return;
  await host?.settled();
  if (drawPending) await new Promise<void>((resolve) => onDrawn.push(resolve));
  await new Promise<void>((resolve) => inAnimationFrame(resolve));
}
let snapshotter: SceneSnapshotter | null = null;
// Kept for every layout the stage's size asks for.
let avatars: ImageBitmap | null = null;

async function prepare(width: number, height: number, resolution: number): Promise<PreparedScene> {
  await loadSceneFont();
  const { canvas, ...sheet } = paintSceneSheet(
    { width, height, resolution, avatars },
    (w, h) => new OffscreenCanvas(w, h),
  );
  return { ...sheet, source: (canvas as OffscreenCanvas).transferToImageBitmap() };
}

/** Answers request `id` with what `work` gives, or with why it could not. */
function answer(
  id: number,
  work: () => Promise<FromScene & { id: number }>,
  transfer: (reply: FromScene) => Transferable[],
) {
  work().then(
    (reply) => post(reply, transfer(reply)),
    (error: unknown) => post({ type: 'refused', id, error: String(error) }),
  );
}

const noScene = () => Promise.reject(new Error('The scene has no layout to draw yet.'));

scope.onmessage = ({ data }) => {
  switch (data.type) {
    case 'warm':
      void loadSceneFont();
      post({ type: 'webgl', ...webglHere() });
      return;
    case 'start': {
      avatars = data.avatars;
      // Where the page is composited on the CPU, the scene draws on a canvas of its own and shows
      // what each frame changed through the page's canvas, made a 2D one.
      const present = data.cpuRasterised && webglHere().compositedOnCpu ? createCanvasCopier(data.canvas) : null;
      const canvas = present ? new OffscreenCanvas(data.canvas.width, data.canvas.height) : data.canvas;
      scope.sceneCanvas = canvas;
      scope.shownCanvas = data.canvas;
      host = startSceneHost(
        {
          canvas,
          present,
          resolution: data.resolution,
          cpuRasterised: data.cpuRasterised,
          adaptiveQuality: data.adaptiveQuality,
          prepare,
        },
        {
          ready(geometry, next) {
            snapshotter = next;
            post({ type: 'ready', geometry, resolution: next.canvasResolution() });
          },
          gone() {
            snapshotter = null;
            post({ type: 'gone' });
          },
          resolution: (resolution) => post({ type: 'resolution', resolution }),
          firstFrame: () => post({ type: 'first-frame' }),
          failed: (error) => {
            failed = true;
            post({ type: 'failed', error: String(error) });
          },
          contextLost: () => post({ type: 'context-lost' }),
          contextRestored: () => post({ type: 'context-restored' }),
        },
      );
      return;
    }
    case 'show':
      host?.show(data.width, data.height);
      return;
    case 'draw':
      receive(data.t, data.playing);
      return;
    case 'emphasise':
      host?.emphasise(data.id);
      return;
    case 'picture': {
      const { id, t, resolution, supersample } = data;
      answer(
        id,
        async () => {
          if (!snapshotter) return noScene();
          return { type: 'picture', id, picture: await snapshotter.picture(t, resolution, supersample) };
        },
        (reply) => (reply.type === 'picture' ? [reply.picture.pixels.buffer] : []),
      );
      return;
    }
    case 'png': {
      const { id } = data;
      answer(
        id,
        async () => {
          if (!snapshotter) return noScene();
          return { type: 'png', id, png: await snapshotter.canvasPng() };
        },
        () => [],
      );
      return;
    }
    case 'settle': {
      const { id } = data;
      void settled().then(() => post({ type: 'settled', id }));
    }
  }
};
