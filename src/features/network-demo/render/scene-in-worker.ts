// The page's side of the scene's worker: it hands the canvas over, forwards the clock's moments, and
// stands in for the worker's snapshotter, asking for pictures by message.
import { atlasBitmap } from './atlas-source';
import { NO_WEBGL, type WebglSupport } from './cpu-rasterised';
import type { SceneHost, SceneHostEvents, SceneSettings } from './scene-host';
import type { FromScene, ToScene } from './scene-protocol';
import type { ScenePicture, SceneSnapshotter } from './scene-snapshotter';

/** A worker started ahead of the canvas, and what it says of WebGL there. */
let warmed: { worker: Worker; webgl: Promise<WebglSupport> } | null = null;

const newWorker = () => new Worker(new URL('./scene.worker.ts', import.meta.url), { type: 'module' });

/** Whether this browser can hand a canvas to a worker (whether the worker can draw WebGL on it, it says). */
export const canDrawInWorker = () =>
  typeof Worker !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** Starts the worker, and its font and scene code loading, ahead of the canvas. */
export function warmSceneWorker(): void {
  if (warmed || !canDrawInWorker()) return;
  const worker = newWorker();
  const webgl = new Promise<WebglSupport>((resolve) => {
    const answered = ({ data }: MessageEvent<FromScene>) => {
      if (data.type !== 'webgl') return;
      worker.removeEventListener('message', answered);
      const { type: _, ...support } = data;
      resolve(support);
    };
    worker.addEventListener('message', answered);
    // A worker whose code cannot load draws nothing either.
    worker.addEventListener('error', () => resolve(NO_WEBGL), { once: true });
  });
  worker.postMessage({ type: 'warm' } satisfies ToScene);
  warmed = { worker, webgl };
}

/** Stops the worker started ahead of the canvas, where the scene will not draw in it. */
export function stopWarmedWorker(): void {
  warmed?.worker.terminate();
  warmed = null;
}

/**
 * Whether the scene's worker can draw WebGL, and whether the CPU draws it there: asked of the
 * worker, so that the page never makes a WebGL context of its own where the worker draws.
 */
export function workerWebgl(): Promise<WebglSupport> {
  warmSceneWorker();
  return warmed?.webgl ?? Promise.resolve(NO_WEBGL);
}

/** The page's settings for the scene, with the avatar atlas it loaded (null when it failed: the scene paints initials). */
export interface PageSceneSettings extends SceneSettings {
  avatars: Blob | null;
}

interface Waiting {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

export async function startSceneInWorker(
  canvas: HTMLCanvasElement,
  { avatars, ...settings }: PageSceneSettings,
  events: SceneHostEvents,
): Promise<SceneHost> {
  // A bitmap, as where the page paints the sheet itself: the picture must not depend on where it was painted.
  const bitmap = await atlasBitmap(avatars);
  const worker = warmed?.worker ?? newWorker();
  warmed = null;
  const post = (message: ToScene, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ type: 'start', canvas: offscreen, avatars: bitmap, ...settings }, bitmap ? [offscreen, bitmap] : [offscreen]);

  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  function ask<T>(message: (id: number) => ToScene): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      post(message(id));
    });
  }
  const settle = (id: number, value: unknown) => {
    waiting.get(id)?.resolve(value as never);
    waiting.delete(id);
  };

  let resolution = settings.resolution;
  let stage = { width: 0, height: 0 };
  const snapshotter: SceneSnapshotter = {
    canvasResolution: () => resolution,
    size: (at) => ({ width: Math.round(stage.width * at), height: Math.round(stage.height * at) }),
    canvasPng: () => ask<Blob>((id) => ({ type: 'png', id })),
    picture: (t, at, supersample = 1) =>
      ask<ScenePicture>((id) => ({ type: 'picture', id, t, resolution: at, supersample })),
    // The worker's own is destroyed with its scene.
    destroy: () => {},
  };

  worker.onmessage = ({ data }: MessageEvent<FromScene>) => {
    switch (data.type) {
      case 'ready':
        resolution = data.resolution;
        stage = { width: data.geometry.layout.width, height: data.geometry.layout.height };
        events.ready(data.geometry, snapshotter);
        return;
      case 'gone':
        events.gone();
        return;
      case 'resolution':
        resolution = data.resolution;
        events.resolution(data.resolution);
        return;
      case 'first-frame':
        events.firstFrame();
        return;
      case 'failed':
        events.failed(new Error(data.error));
        return;
      case 'context-lost':
        events.contextLost();
        return;
      case 'context-restored':
        events.contextRestored();
        return;
      case 'picture':
        settle(data.id, data.picture);
        return;
      case 'png':
        settle(data.id, data.png);
        return;
      case 'settled':
        settle(data.id, undefined);
        return;
      case 'webgl':
        return;
      case 'refused':
        waiting.get(data.id)?.reject(new Error(data.error));
        waiting.delete(data.id);
    }
  };
  worker.onerror = (event) => events.failed(new Error(`The scene's worker failed: ${event.message}`));

  return {
    show: (width, height) => post({ type: 'show', width, height }),
    draw: (t, playing) => post({ type: 'draw', t, playing }),
    emphasise: (id) => post({ type: 'emphasise', id }),
    settled: () => ask<void>((id) => ({ type: 'settle', id })),
    destroy() {
      worker.terminate();
      const gone = new Error('The scene has stopped.');
      waiting.forEach((request) => request.reject(gone));
      waiting.clear();
    },
  };
}
