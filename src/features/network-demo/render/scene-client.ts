// The page's side of the scene: it starts the scene where it can draw (in its worker, else on the
// page), asks it whether WebGL is there, hands it the canvas and forwards the clock's moments, and
// stands in for its snapshotter, asking for pictures by message. Either side speaks the same
// protocol (scene-protocol.ts) to the same service (scene-service.ts): posted to the worker, or
// passed through a pair of local ports. It keeps nothing between pages: whoever starts a side owns it.
import sceneWorkerUrl from 'virtual:scene-worker-url';
import {
  fromSceneError,
  toSceneError,
  type FromScene,
  type ScenePort,
  type SceneRequestKind,
  type SceneRequests,
  type SceneStartOptions,
  type ToScene,
} from './scene-protocol';
import type { SceneSnapshotter } from './scene-snapshotter';
import { NO_WEBGL, type WebglSupport } from './webgl-support';

type Port = ScenePort<FromScene, ToScene>;

/** What the page hears of a scene it started: the protocol's own messages, requests' answers aside. */
export type SceneMessage = Exclude<FromScene, { type: 'webgl' | 'answer' | 'refused' }>;

/** A scene started on a canvas. */
interface SceneOnCanvas {
  /** Lays the scene out for a `width` × `height` stage and draws it there. */
  show(width: number, height: number): void;
  /** The engine's frame listener: sends each moment that changes the picture. */
  frame(t: number, changed: boolean, playing: boolean): void;
  /** The node whose path is emphasised (its card is open), or null. */
  emphasise(id: string | null): void;
  /** Draws moments other than the clock's, by message. */
  readonly snapshotter: SceneSnapshotter;
  /** Resolves once the canvas shows everything asked of it until now. */
  settled(): Promise<void>;
}

/** Where the scene can draw, and what it draws with. */
export interface SceneSide {
  /** In the scene's worker; else on the page. */
  readonly inWorker: boolean;
  readonly support: WebglSupport;
  /** Starts the scene on `canvas` (once: a canvas is handed to a worker for good). */
  start(
    canvas: HTMLCanvasElement,
    atlas: Blob | null,
    settings: SceneStartOptions,
    on: (message: SceneMessage) => void,
  ): SceneOnCanvas;
  /** Stops the scene, and its worker. */
  stop(): void;
}

interface Waiting {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/** A side of the scene at the other end of `port`, once it has said what WebGL it has. */
function connect(
  port: Port,
  inWorker: boolean,
  end: () => void,
): { side: Promise<SceneSide>; fail(error: Error): void } {
  let on: (message: SceneMessage) => void = () => {};
  let answerWebgl: (support: WebglSupport) => void = () => {};
  const webgl = new Promise<WebglSupport>((resolve) => (answerWebgl = resolve));
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const ask = <K extends SceneRequestKind>(kind: K, question: SceneRequests[K]['ask']) =>
    new Promise<SceneRequests[K]['answer']>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      port.post({ type: 'request', id, kind, ask: question } as ToScene);
    });
  const settle = (id: number, outcome: (request: Waiting) => void) => {
    const request = waiting.get(id);
    waiting.delete(id);
    if (request) outcome(request);
  };
  const refuseAll = (error: Error) => {
    waiting.forEach((request) => request.reject(error));
    waiting.clear();
  };

  let resolution = 1;
  let stage = { width: 0, height: 0 };
  const snapshotter: SceneSnapshotter = {
    canvasResolution: () => resolution,
    size: (at) => ({ width: Math.round(stage.width * at), height: Math.round(stage.height * at) }),
    canvasPng: () => ask('png', {}),
    picture: (t, at, supersample = 1) => ask('picture', { t, resolution: at, supersample }),
    // The scene's own is destroyed with its layout.
    destroy: () => {},
  };

  port.listen((message) => {
    switch (message.type) {
      case 'webgl': {
        const { type: _, ...support } = message;
        return answerWebgl(support);
      }
      case 'answer':
        return settle(message.id, (request) => request.resolve(message.value as never));
      case 'refused':
        return settle(message.id, (request) => request.reject(fromSceneError(message.error)));
      case 'ready':
        resolution = message.resolution;
        stage = { width: message.geometry.layout.width, height: message.geometry.layout.height };
        break;
      case 'resolution':
        resolution = message.resolution;
    }
    on(message);
  });
  port.post({ type: 'warm' });

  const stop = () => {
    port.post({ type: 'stop' });
    end();
    refuseAll(new Error('The scene has stopped.'));
  };
  const side = webgl.then((support): SceneSide => ({
    inWorker,
    support,
    start(canvas, atlas, settings, listener) {
      on = listener;
      const target = inWorker ? canvas.transferControlToOffscreen() : canvas;
      port.post({ type: 'start', canvas: target, atlas, ...settings }, inWorker ? [target as OffscreenCanvas] : []);
      return {
        show: (width, height) => port.post({ type: 'show', width, height }),
        frame(t, changed, playing) {
          if (changed) port.post({ type: 'draw', t, paced: playing });
        },
        emphasise: (id) => port.post({ type: 'emphasise', id }),
        snapshotter,
        settled: () => ask('settle', {}),
      };
    },
    stop,
  }));
  return {
    side,
    // Before WebGL was answered, a side that fails has none; after, its scene has failed.
    fail(error) {
      answerWebgl(NO_WEBGL);
      refuseAll(error);
      on({ type: 'failed', error: toSceneError(error) });
    },
  };
}

/**
 * Two connected ports on one thread, for the scene where it runs on the page: each message arrives
 * in a microtask, as a worker's would arrive later, and is passed as it is (a canvas element included).
 */
function localPorts(): [Port, ScenePort<ToScene, FromScene>] {
  let toScene: (message: ToScene) => void = () => {};
  let toPage: (message: FromScene) => void = () => {};
  return [
    { post: (message) => queueMicrotask(() => toScene(message)), listen: (receive) => void (toPage = receive) },
    { post: (message) => queueMicrotask(() => toPage(message)), listen: (receive) => void (toScene = receive) },
  ];
}

/** Whether this browser can hand a canvas to a worker (whether the worker can draw WebGL on it, it says). */
const canDrawInWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** Starts the scene's worker, where a canvas can be handed to one: its code and font load meanwhile. */
export function warmWorkerSide(): Promise<SceneSide> | null {
  if (!canDrawInWorker()) return null;
  const worker = new Worker(sceneWorkerUrl, { type: 'module' });
  const connection = connect(
    {
      post: (message, transfer = []) => worker.postMessage(message, transfer),
      listen: (receive) => void (worker.onmessage = ({ data }: MessageEvent<FromScene>) => receive(data)),
    },
    true,
    () => worker.terminate(),
  );
  // A worker whose code cannot load draws nothing either.
  worker.onerror = (event) => connection.fail(new Error(`The scene's worker failed: ${event.message}`));
  return connection.side;
}

/** The scene on the page, its code loaded only now. */
export async function pageSide(): Promise<SceneSide> {
  const { serveScene } = await import('./scene-service');
  const [page, scene] = localPorts();
  serveScene(scene);
  return connect(page, false, () => {}).side;
}

/**
 * Where the scene will draw: in its worker (`warmed`) if that has WebGL; else on the page if the page
 * has (a browser that hands canvases to workers but draws WebGL only on the page); else nowhere (null).
 */
export async function findScene(warmed: Promise<SceneSide> | null): Promise<SceneSide | null> {
  if (warmed) {
    const worker = await warmed;
    if (worker.support.available) return worker;
    worker.stop();
  }
  const page = await pageSide();
  return page.support.available ? page : null;
}
