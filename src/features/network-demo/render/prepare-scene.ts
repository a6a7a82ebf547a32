// The scene's sheet for a stage size, where the scene itself runs on the page (start-scene.ts): it is
// prepared in a worker wherever the browser can paint there, so the page's main thread only
// receives a finished picture; else on the page, with code loaded only then.
import { atlasSource, canMakeBitmaps } from './atlas-source';
import type { PreparedScene, SheetRequest } from './scene-sheet';
import type { SheetMessage, SheetReply } from './scene-sheet.worker';

interface Waiting {
  resolve: (scene: PreparedScene) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

const workersCanPaint = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && canMakeBitmaps();

/**
 * The worker's bitmap drawn into a canvas of the page's, for WebGL to upload. WebKit (WebKitGTK 2.50)
 * uploads no bitmap a worker painted, past 64 px a side (INVALID_VALUE: the texture stays incomplete
 * and every sprite samples opaque black), and premultiplies a bitmap's colours twice (a glow at 10%
 * alpha vanishes). A canvas uploads alike in every engine.
 */
function onPageCanvas(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas;
}

function sheetWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./scene-sheet.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<SheetReply>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if (!request) return;
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve({ ...data.sheet, source: onPageCanvas(data.bitmap) });
  };
  started.onerror = (event) => {
    const error = new Error(`The scene's worker failed: ${event.message}`);
    waiting.forEach((request) => request.reject(error));
    waiting.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

/** Starts what preparing a sheet needs (the worker and its font) ahead of the first request. */
export function warmScenePreparation(): void {
  if (workersCanPaint()) sheetWorker().postMessage({ warm: true } satisfies SheetMessage);
}

async function prepareOnPage(request: SheetRequest): Promise<PreparedScene> {
  const [{ paintSceneSheet }, { loadSceneFont }] = await Promise.all([import('./scene-sheet'), import('./scene-font')]);
  await loadSceneFont();
  const { canvas, ...sheet } = paintSceneSheet(request, (width, height) =>
    Object.assign(document.createElement('canvas'), { width, height }),
  );
  if (request.avatars && 'close' in request.avatars) request.avatars.close();
  return { ...sheet, source: canvas as HTMLCanvasElement };
}

/** Lays out and paints the scene for a `width` × `height` stage at `resolution`, with the atlas of avatars if it loaded. */
export async function prepareScene(
  width: number,
  height: number,
  resolution: number,
  avatars: Blob | null,
): Promise<PreparedScene> {
  // A bitmap either way where the browser makes them: drawn scaled, it resamples a little
  // differently from an <img>, and the picture must not depend on where it was painted.
  const bitmap = await atlasSource(avatars);
  if (!workersCanPaint()) return prepareOnPage({ width, height, resolution, avatars: bitmap });
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    const message: SheetMessage = { id, request: { width, height, resolution, avatars: bitmap } };
    sheetWorker().postMessage(message, bitmap instanceof ImageBitmap ? [bitmap] : []);
  });
}
