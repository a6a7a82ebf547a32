// Starts the scene on the page's canvas: in a worker wherever the browser can hand a canvas over and
// the worker can draw WebGL, so the page's main thread never makes a WebGL context, starts a renderer
// or draws a frame; else on the page, with its code loaded only then.
import { pageWebglSoon, type WebglSupport } from './cpu-rasterised';
import type { SceneHost, SceneHostEvents } from './scene-host';
import {
  canDrawInWorker,
  startSceneInWorker,
  stopWarmedWorker,
  warmSceneWorker,
  workerWebgl,
  type PageSceneSettings,
} from './scene-in-worker';

/** Starts what drawing the scene needs (the worker, or the page's sheet worker, and the font) ahead of the canvas. */
export function warmScene(): void {
  if (canDrawInWorker()) warmSceneWorker();
  else void import('./prepare-scene').then(({ warmScenePreparation }) => warmScenePreparation());
}

/** Whether the scene can be drawn, how, and where. */
export interface SceneSupport extends WebglSupport {
  /** In the scene's worker; else on the page. */
  inWorker: boolean;
}

/**
 * Where the scene will draw: in its worker if that has WebGL; else on the page if the page has (a
 * browser that hands canvases to workers but draws WebGL only on the page); else nowhere.
 */
export async function sceneSupport(): Promise<SceneSupport> {
  if (canDrawInWorker()) {
    const inWorker = await workerWebgl();
    if (inWorker.available) return { ...inWorker, inWorker: true };
    stopWarmedWorker();
  }
  return { ...(await pageWebglSoon()), inWorker: false };
}

export async function startScene(
  canvas: HTMLCanvasElement,
  settings: PageSceneSettings,
  events: SceneHostEvents,
  /** In the scene's worker (where `sceneSupport` found it can draw); else on the page. */
  inWorker: boolean,
): Promise<SceneHost> {
  if (inWorker) return startSceneInWorker(canvas, settings, events);
  const [{ startSceneHost }, { prepareScene }] = await Promise.all([import('./scene-host'), import('./prepare-scene')]);
  const { avatars, ...rest } = settings;
  return startSceneHost(
    { canvas, ...rest, prepare: (width, height, resolution) => prepareScene(width, height, resolution, avatars) },
    events,
  );
}
