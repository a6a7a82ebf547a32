// The scene, wherever it runs: it answers the page's messages (scene-protocol.ts) by probing WebGL,
// starting the scene's host on the canvas it is handed, and drawing the clock's moments: it keeps the
// latest moment a frame, computes its frame (playback/scene-frame.ts) and hands it to the laid-out
// scene's drawer (draw-frame.ts). Loaded as the scene's worker it serves the page from there, on the
// page's canvas handed over as an OffscreenCanvas, so that starting the renderer, compiling shaders
// and drawing never block the page; imported on the page (a browser that cannot draw WebGL in a
// worker) it serves a local port. It is the scene's one holder of its layout, its first frame and
// its failure.
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { inspectedPath } from '../playback/inspected-path';
import { createSceneFrame, writeSceneFrame } from '../playback/scene-frame';
import { adaptPixiToWorker } from './worker-adapter';
import type { LiveLayout } from './network-scene';
import { releasePixiTestContext } from './release-test-context';
import { answerRequest, decodeAtlas, FRAMES, probeCanvas } from './scene-requests';
import { createSceneFont } from './scene-font';
import { startSceneHost, type SceneHost } from './scene-host';
import { toSceneError, type FromScene, type ScenePort, type ToScene } from './scene-protocol';
import { prepareSheet } from './scene-sheet';
import { probeWebgl, type WebglSupport } from './webgl-support';

type Port = ScenePort<ToScene, FromScene>;
type DrawMessage = Extract<ToScene, { type: 'draw' }>;

/** Serves the scene to the page at the other end of `port`, from the first message to `stop`. */
export function serveScene(port: Port): void {
  const post = (message: FromScene, transfer: Transferable[] = []) => port.post(message, transfer);
  const schedule = DEMO_SCHEDULE;
  // What WebGL is here, asked once: on warming, or else on starting.
  let support: WebglSupport | null = null;
  const webglHere = () => (support ??= probeWebgl(probeCanvas()));
  const font = createSceneFont();
  let host: SceneHost | null = null;
  let avatars: Promise<ImageBitmap | null> = Promise.resolve(null);
  // The laid-out scene that draws; null between layouts.
  let layout: LiveLayout | null = null;
  let drewFirst = false;
  // Once the scene has failed nothing is drawn, nor waited for.
  let failed = false;

  // The live moment: its frame, whether the playing clock sent it, and the emphasised path.
  const frame = createSceneFrame(schedule);
  let received = false;
  let paced = false;
  let emphasis: ReadonlySet<string> | null = null;
  const live = { frame: () => frame, emphasis: () => emphasis };

  const redraw = () => {
    if (!received || !layout || failed || !layout.drawer.draw(frame, emphasis, paced) || drewFirst) return;
    drewFirst = true;
    // Pixi's probe context is no longer needed once the canvas's own draws.
    releasePixiTestContext();
    post({ type: 'first-frame' });
  };

  // The clock's moments, at most one a frame: one that drew every moment sent would fall behind on a
  // slow machine, and the canvas show the past. The first at once; later ones in the same frame wait
  // for the next, the latest replacing the one kept.
  let frameAsked = 0;
  let kept: DrawMessage | null = null;
  const draw = (message: DrawMessage) => {
    received = true;
    paced = message.paced;
    writeSceneFrame(frame, schedule, message.t);
    redraw();
    frameAsked ||= FRAMES.request(nextFrame);
  };
  function nextFrame() {
    frameAsked = 0;
    flush();
  }
  function flush() {
    const next = kept;
    kept = null;
    if (next) draw(next);
  }
  const cancel = () => {
    if (frameAsked) FRAMES.cancel(frameAsked);
    frameAsked = 0;
    kept = null;
  };

  function fail(error: unknown) {
    failed = true;
    cancel();
    post({ type: 'failed', error: toSceneError(error) });
  }

  function attach(next: LiveLayout) {
    layout = next;
    redraw();
    return () => {
      if (layout === next) layout = null;
    };
  }

  function start(message: Extract<ToScene, { type: 'start' }>) {
    avatars = decodeAtlas(message.atlas);
    const { cpuRasterised } = webglHere();
    host = startSceneHost({
      canvas: message.canvas,
      resolution: message.resolution,
      adaptiveQuality: message.adaptiveQuality,
      cpuRasterised,
      prepare: async (width, height, resolution) => {
        await font.ready();
        return prepareSheet({ width, height, resolution, avatars: await avatars });
      },
      live,
      post,
      attach,
      fail,
    });
  }

  port.listen((message) => {
    switch (message.type) {
      case 'warm':
        void font.ready();
        post({ type: 'webgl', ...webglHere() });
        return;
      case 'start':
        start(message);
        return;
      case 'show':
        host?.show(message.width, message.height);
        return;
      case 'draw':
        if (failed) return;
        // The message itself is kept: a moment arrives every frame, and nothing else is made of it.
        if (frameAsked) kept = message;
        else draw(message);
        return;
      case 'emphasise':
        emphasis = message.id ? inspectedPath(schedule.nodes, message.id) : null;
        layout?.drawer.redrawAll();
        redraw();
        return;
      case 'request':
        answerRequest(message, post, {
          snapshotter: () => layout?.snapshotter ?? null,
          // Once what has been asked is drawn and on the screen.
          async settle() {
            if (failed) return;
            flush();
            await host?.settled();
            // The compositor asks for the next frame only once it has taken the last one.
            await new Promise((resolve) => FRAMES.request(() => resolve(undefined)));
          },
        });
        return;
      case 'stop':
        cancel();
        host?.destroy();
        host = null;
        layout = null;
        font.release();
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
