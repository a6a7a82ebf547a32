// The scene's worker, as the demo's e2e specs drive it: scripts run before its first line (another
// browser's WebGL, a canvas that refuses a context), the canvas it draws on, read where it draws.
import type { Page, Worker } from '@playwright/test';
import { ATLAS_URL } from '../../src/features/network-demo/render/atlas-grid';
import { SCENE_WORKER_SCRIPT } from './demo-page.mjs';
import { expect, test } from './fixtures';

// ---- The scene's worker --------------------------------------------------------------------------

/** What the recorder keeps in the scene's worker, under names of the tests' own. */
interface RecordedCanvases {
  /** The canvas the scene draws WebGL on: the page's, handed over. */
  __testSceneCanvas?: OffscreenCanvas;
  /** Set (before the scene starts) to make the scene's canvas get no WebGL context. */
  __testSceneCanvasRefusesWebGL?: boolean;
}

/**
 * Runs first in the scene's worker: keeps the canvas the scene draws on, the last one larger than
 * 1 × 1 px asked for a WebGL context (the worker's probe asks on a 1 × 1 px canvas, Pixi's support
 * check on a 0 × 0 one). Production names none.
 */
function recordSceneCanvases() {
  const scope = self as unknown as RecordedCanvases;
  const getContext = OffscreenCanvas.prototype.getContext as (this: OffscreenCanvas, ...args: unknown[]) => unknown;
  OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, ...rest: unknown[]) {
    if (/webgl/i.test(type) && this.width * this.height > 1) {
      scope.__testSceneCanvas = this;
      if (scope.__testSceneCanvasRefusesWebGL) return null;
    }
    return getContext.call(this, type, ...rest);
  } as typeof OffscreenCanvas.prototype.getContext;
}

/** Per page, the scripts this test serves the scene's worker with: one route serves them all, the recorder first. */
const workerPreludes = new WeakMap<Page, { testId: string; scripts: string[] }>();

/** This test's preludes of the scene's worker on `page`, routed on first use (routes go with the test). */
async function scenePreludes(page: Page): Promise<string[]> {
  const { testId } = test.info();
  const known = workerPreludes.get(page);
  if (known?.testId === testId) return known.scripts;
  const scripts = [`(${recordSceneCanvases.toString()})();\n`];
  workerPreludes.set(page, { testId, scripts });
  await page.route(SCENE_WORKER_SCRIPT, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    // The page imports the same module where it draws the scene itself: the preludes are the worker's alone.
    const prelude = `if (typeof document === 'undefined') {\n${scripts.join('')}}\n`;
    await route.fulfill({ status: response.status(), headers, body: prelude + (await response.text()) });
  });
  return scripts;
}

/**
 * Serves the scene's worker with `script` (a function's source, called with `arg`) run before its
 * first line: how a test sets the worker up as another browser's before it has asked anything.
 * Call before the page opens; several preludes run in the order given.
 */
export async function beforeSceneWorker<T>(page: Page, script: (arg: T) => void, arg: T) {
  (await scenePreludes(page)).push(`(${script.toString()})(${JSON.stringify(arg)});\n`);
}

/**
 * Records the scene's canvases in its worker from the next page opened (gotoWithSceneWorkerScript
 * does). Only where a test reads them: a routed page loads without the HTTP cache.
 */
export async function recordSceneCanvas(page: Page) {
  await scenePreludes(page);
}

/** Serves the scene's worker as built again, from the next page opened: no prelude, no recorder. */
export async function serveSceneWorkerAsBuilt(page: Page) {
  workerPreludes.delete(page);
  await page.unroute(SCENE_WORKER_SCRIPT);
}
/** Makes the scene's worker a worker without WebGL, from its first line: no OffscreenCanvas there hands out a context. */
export async function withoutWorkerWebGL(page: Page) {
  await beforeSceneWorker(
    page,
    () => {
      const getContext = OffscreenCanvas.prototype.getContext as (this: OffscreenCanvas, ...args: unknown[]) => unknown;
      OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, ...rest: unknown[]) {
        return /webgl/i.test(type) ? null : getContext.call(this, type, ...rest);
      } as typeof OffscreenCanvas.prototype.getContext;
    },
    null,
  );
}

/**
 * For `gotoWithSceneWorkerScript`: in the scene's worker, the canvas the scene draws on refuses WebGL
 * (any other canvas there, the worker's own probe and Pixi's, still gets it).
 */
export function sceneCanvasRefusesWebGL() {
  (self as unknown as { __testSceneCanvasRefusesWebGL?: boolean }).__testSceneCanvasRefusesWebGL = true;
}

/** Makes every page this test opens a browser without WebGL: no canvas, the page's or a worker's, hands out a WebGL context. */
export async function withoutWebGL(page: Page) {
  await withoutWorkerWebGL(page);
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}

/** Makes the scene run on the page, as in a browser that cannot hand a canvas to a worker. */
export async function withSceneOnPage(page: Page) {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

const isSceneWorker = (worker: Worker) => SCENE_WORKER_SCRIPT.test(worker.url());

/** The worker the scene draws in (the page's canvas handed over), once the page has started it. */
export async function sceneWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().some(isSceneWorker), { message: 'the scene’s worker' }).toBe(true);
  return page.workers().filter(isSceneWorker).at(-1)!;
}

/**
 * Opens `url` and runs `script` in the scene's worker before the scene starts there: the scene waits
 * for the avatar atlas, which is held until `script` has run.
 */
export async function gotoWithSceneWorkerScript(page: Page, url: string, script: () => void): Promise<Worker> {
  await recordSceneCanvas(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${ATLAS_URL}`, async (route) => {
    await held;
    await route.continue();
  });
  const started = page.waitForEvent('worker', { predicate: isSceneWorker, timeout: 30_000 });
  await page.goto(url);
  const worker = await started;
  await worker.evaluate(script);
  release();
  return worker;
}

// ---- The scene's canvas, read in its worker where the recorder found it -------------------------

/** The scene's worker, once it has drawn on a canvas the recorder found (recordSceneCanvas installs it). */
async function recordedSceneWorker(page: Page): Promise<Worker> {
  const worker = await sceneWorker(page);
  if (!(await worker.evaluate(() => !!(self as unknown as RecordedCanvases).__testSceneCanvas)))
    throw new Error('No scene canvas recorded: call recordSceneCanvas before opening the page');
  return worker;
}

/**
 * The canvas's own pixels as a PNG, at its backing size, read where the scene draws (its worker):
 * the page's element only shows the frames the worker sends it. On this machine the canvas keeps
 * its drawing buffer, so what it shows is there to read.
 */
export async function sceneCanvasPng(page: Page): Promise<Buffer> {
  await page.evaluate(() => window.__demo?.drawn());
  const worker = await recordedSceneWorker(page);
  const base64 = await worker.evaluate(async () => {
    const canvas = (self as unknown as RecordedCanvases).__testSceneCanvas!;
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** The canvas's backing size, in pixels. */
export async function sceneCanvasSize(page: Page): Promise<{ width: number; height: number }> {
  return (await recordedSceneWorker(page)).evaluate(() => {
    const canvas = (self as unknown as RecordedCanvases).__testSceneCanvas!;
    return { width: canvas.width, height: canvas.height };
  });
}

/** The canvas's own pixels scaled to `size` (smoothed), as RGBA bytes. */
export async function sceneCanvasScaled(page: Page, size: { width: number; height: number }): Promise<number[]> {
  await page.evaluate(() => window.__demo?.drawn());
  return (await recordedSceneWorker(page)).evaluate(async ({ width, height }) => {
    const canvas = (self as unknown as RecordedCanvases).__testSceneCanvas!;
    const picture = await createImageBitmap(await canvas.convertToBlob());
    const out = new OffscreenCanvas(width, height).getContext('2d')!;
    out.imageSmoothingQuality = 'high';
    out.drawImage(picture, 0, 0, width, height);
    return [...out.getImageData(0, 0, width, height).data];
  }, size);
}

/** The attributes of the WebGL context the scene draws with (the one its canvas already has). */
export async function sceneContextAttributes(page: Page) {
  return (await recordedSceneWorker(page)).evaluate(() => {
    const canvas = (self as unknown as RecordedCanvases).__testSceneCanvas!;
    const { preserveDrawingBuffer, antialias } = canvas.getContext('webgl2')!.getContextAttributes()!;
    return { preserveDrawingBuffer, antialias };
  });
}

/** Loses the scene's WebGL context, as a GPU reset does; the function returned restores it. */
export async function loseSceneContext(page: Page): Promise<() => Promise<void>> {
  const worker = await recordedSceneWorker(page);
  await worker.evaluate(() => {
    const scope = self as unknown as RecordedCanvases & { __testLoseContext?: WEBGL_lose_context };
    const canvas = scope.__testSceneCanvas!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    scope.__testLoseContext = gl.getExtension('WEBGL_lose_context')!;
    scope.__testLoseContext.loseContext();
  });
  return () =>
    worker.evaluate(() =>
      (self as unknown as { __testLoseContext: WEBGL_lose_context }).__testLoseContext.restoreContext(),
    );
}
