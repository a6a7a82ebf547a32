// Starts the scene on the page's canvas: in a worker wherever the browser can hand a canvas over, so
// the page's main thread never starts a renderer or draws a frame; else, or when asked to (the worker
// could not start a renderer), on the page, with its code loaded only then.
import type { SceneHost, SceneHostEvents } from './scene-host';
import { canDrawInWorker, startSceneInWorker, warmSceneWorker, type PageSceneSettings } from './scene-in-worker';

/** Starts what drawing the scene needs (the worker, or the page's sheet worker, and the font) ahead of the canvas. */
export function warmScene(): void {
  if (canDrawInWorker()) warmSceneWorker();
  else void import('./prepare-scene').then(({ warmScenePreparation }) => warmScenePreparation());
}

export async function startScene(
  canvas: HTMLCanvasElement,
  settings: PageSceneSettings,
  events: SceneHostEvents,
  { onPage = false } = {},
): Promise<SceneHost> {
  if (!onPage && canDrawInWorker()) return startSceneInWorker(canvas, settings, events);
  const [{ startSceneHost }, { prepareScene }] = await Promise.all([import('./scene-host'), import('./prepare-scene')]);
  const { avatars, ...rest } = settings;
  return startSceneHost(
    { canvas, ...rest, prepare: (width, height, resolution) => prepareScene(width, height, resolution, avatars) },
    events,
  );
}
