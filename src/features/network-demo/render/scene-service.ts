// The scene, wherever it runs: it answers the page's messages (scene-protocol.ts) by probing WebGL,
// starting the scene's host on the canvas it is handed, laying the scene out and painting its sheet
// for each stage size, drawing the moments it is sent and drawing pictures of others. Loaded as the
// scene's worker it serves the page from there, on the page's canvas handed over as an
// OffscreenCanvas, so that starting the renderer, compiling shaders and drawing never block the
// page; imported on the page (a browser that cannot draw WebGL in a worker) it serves a local port.
import { latestPerFrame } from '../../../lib/latest-per-frame';
import { adaptPixiToWorker } from './worker-adapter';
import { loadSceneFont } from './scene-font';
import { startSceneHost, type SceneHost } from './scene-host';
import type { FromScene, ScenePort, SceneRequestKind, SceneRequests, ToScene } from './scene-protocol';
import { prepareSheet } from './scene-sheet';
import type { SceneSnapshotter } from './scene-snapshotter';
import { probeWebgl, type WebglSupport } from './webgl-support';

type Port = ScenePort<ToScene, FromScene>;
type DrawMessage = Extract<ToScene, { type: 'draw' }>;

// A worker's animation frames where it has them (Chromium, Firefox), else the next task.
const FRAMES = {
  request: (run: () => void): number =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(run)
      : (setTimeout(run, 0) as unknown as number),
  cancel: (handle: number) =>
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle),
};
const nextFrame = () => new Promise<void>((resolve) => FRAMES.request(resolve));

/** A 1 × 1 canvas of this side's, to ask for WebGL on. */
const probeCanvas = () =>
  typeof document === 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');

async function decodeAtlas(atlas: Blob | null): Promise<ImageBitmap | null> {
  if (!atlas) return null;
  try {
    return await createImageBitmap(atlas);
  } catch (error) {
    console.warn('Demo avatars could not be decoded; showing initials instead.', error);
    return null;
  }
}

/** Serves the scene to the page at the other end of `port`, from the first message to `stop`. */
export function serveScene(port: Port): void {
  const post = (message: FromScene, transfer: Transferable[] = []) => port.post(message, transfer);
  // What WebGL is here, asked once: on warming, or else on starting.
  let support: WebglSupport | null = null;
  const webglHere = () => (support ??= probeWebgl(probeCanvas()));
  let host: SceneHost | null = null;
  let snapshotter: SceneSnapshotter | null = null;
  let avatars: Promise<ImageBitmap | null> = Promise.resolve(null);
  // Once the scene has failed nothing is drawn, nor waited for.
  let failed = false;
  // The clock's moments, at most one a frame: one that drew every moment sent would fall behind on a
  // slow machine, and the canvas show the past.
  const moments = latestPerFrame(({ t, paced }: DrawMessage) => host?.draw(t, paced), FRAMES);

  const withScene = <T>(draw: (scene: SceneSnapshotter) => Promise<T>): Promise<T> =>
    snapshotter ? draw(snapshotter) : Promise.reject(new Error('The scene has no layout to draw yet.'));
  const answers: { [K in SceneRequestKind]: (ask: SceneRequests[K]['ask']) => Promise<SceneRequests[K]['answer']> } = {
    picture: ({ t, resolution, supersample }) => withScene((scene) => scene.picture(t, resolution, supersample)),
    png: () => withScene((scene) => scene.canvasPng()),
    // Once what has been asked is drawn and on the screen: the compositor asks for the next frame
    // only once it has taken the last one.
    async settle() {
      if (failed) return;
      moments.flush();
      await host?.settled();
      await nextFrame();
    },
  };
  const transferOf = (value: unknown): Transferable[] =>
    value && typeof value === 'object' && 'pixels' in value
      ? [(value as SceneRequests['picture']['answer']).pixels.buffer]
      : [];

  function start(message: Extract<ToScene, { type: 'start' }>) {
    avatars = decodeAtlas(message.atlas);
    const { cpuRasterised } = webglHere();
    host = startSceneHost(
      {
        canvas: message.canvas,
        resolution: message.resolution,
        adaptiveQuality: message.adaptiveQuality,
        cpuRasterised,
        prepare: async (width, height, resolution) =>
          prepareSheet({ width, height, resolution, avatars: await avatars }),
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
        failed(error) {
          failed = true;
          moments.cancel();
          post({ type: 'failed', error: String(error) });
        },
        contextLost: () => post({ type: 'context-lost' }),
        contextRestored: () => post({ type: 'context-restored' }),
      },
    );
  }

  port.listen((message) => {
    switch (message.type) {
      case 'warm':
        void loadSceneFont();
        post({ type: 'webgl', ...webglHere() });
        return;
      case 'start':
        start(message);
        return;
      case 'show':
        host?.show(message.width, message.height);
        return;
      case 'draw':
        // The message itself is kept: a moment arrives every frame, and nothing else is made of it.
        if (!failed) moments.push(message);
        return;
      case 'emphasise':
        host?.emphasise(message.id);
        return;
      case 'request': {
        const { id, kind, ask } = message;
        const answer = answers[kind] as (ask: unknown) => Promise<unknown>;
        answer(ask).then(
          (value) => post({ type: 'answer', id, value }, transferOf(value)),
          (error: unknown) => post({ type: 'refused', id, error: String(error) }),
        );
        return;
      }
      case 'stop':
        moments.cancel();
        host?.destroy();
        host = null;
        snapshotter = null;
        void avatars.then((bitmap) => bitmap?.close());
    }
  });
}

// Loaded as the scene's worker: Pixi's canvases are OffscreenCanvases here, and the page is at the
// other end of the worker's own port.
if (typeof document === 'undefined' && typeof self !== 'undefined' && typeof postMessage === 'function') {
  adaptPixiToWorker();
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<ToScene>) => void) | null;
    postMessage(message: FromScene, transfer?: Transferable[]): void;
  };
  serveScene({
    post: (message, transfer = []) => scope.postMessage(message, transfer),
    listen: (receive) => void (scope.onmessage = ({ data }) => receive(data)),
  });
}
