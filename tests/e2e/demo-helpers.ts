// Shared helpers for the network-demo specs: debug-mode access and the schedule's expectations.
import type { Locator, Page, Worker } from '@playwright/test';
import { ATLAS_URL } from '../../src/features/network-demo/render/atlas-grid';
import { DEMO_NODES } from '../../src/features/network-demo/content/demo-nodes';
import { DEMO_SCHEDULE } from '../../src/features/network-demo/content/demo-schedule';
import { specStatsAt } from '../../src/features/network-demo/content/spec-table.test-support';
import { finishedTime } from '../../src/features/network-demo/playback/scene-frame';
import { stateAt } from '../../src/features/network-demo/playback/schedule';
import { expect } from './fixtures';

export { DEMO_NODES, DEMO_SCHEDULE, finishedTime, stateAt };

/**
 * Serves the scene's worker with `script` (a function's source, called with `arg`) run before its
 * first line: how a test sets the worker up as another browser's before it has asked anything.
 */
export async function beforeSceneWorker<T>(page: Page, script: (arg: T) => void, arg: T) {
  const prelude = `(${script.toString()})(${JSON.stringify(arg)});\n`;
  await page.route(/\/scene\.worker-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body: prelude + (await response.text()) });
  });
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
 * For `gotoWithSceneWorkerScript`: in the scene's worker, the canvas the page hands over refuses
 * WebGL (any other canvas there, the worker's own probe and Pixi's, still gets it).
 */
export function sceneCanvasRefusesWebGL() {
  const getContext = OffscreenCanvas.prototype.getContext as (this: OffscreenCanvas, ...args: unknown[]) => unknown;
  OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, ...rest: unknown[]) {
    const scene = (self as unknown as { sceneCanvas?: OffscreenCanvas }).sceneCanvas;
    if (/webgl/i.test(type) && this === scene) return null;
    return getContext.call(this, type, ...rest);
  } as typeof OffscreenCanvas.prototype.getContext;
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

const isSceneWorker = (worker: Worker) => /\/scene\.worker-[^/]*\.js$/.test(worker.url());

/** The worker the scene draws in (the page's canvas handed over), once the page has started it. */
export async function sceneWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.workers().some(isSceneWorker), { message: 'the scene’s worker' }).toBe(true);
  return page.workers().filter(isSceneWorker).at(-1)!;
}

/**
 * The canvas's own pixels as a PNG, at its backing size, read where the scene draws (its worker):
 * the page's element only shows the frames the worker sends it. On this machine the canvas keeps
 * its drawing buffer, so what it shows is there to read.
 */
export async function sceneCanvasPng(page: Page): Promise<Buffer> {
  await page.evaluate(() => window.__demo?.drawn());
  const worker = await sceneWorker(page);
  const base64 = await worker.evaluate(async () => {
    const canvas = (self as unknown as { sceneCanvas: OffscreenCanvas }).sceneCanvas;
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** The canvas's backing size, in pixels. */
export async function sceneCanvasSize(page: Page): Promise<{ width: number; height: number }> {
  return (await sceneWorker(page)).evaluate(() => {
    const { width, height } = (self as unknown as { sceneCanvas: OffscreenCanvas }).sceneCanvas;
    return { width, height };
  });
}

/** The canvas's own pixels scaled to `size` (smoothed), as RGBA bytes. */
export async function sceneCanvasScaled(page: Page, size: { width: number; height: number }): Promise<number[]> {
  await page.evaluate(() => window.__demo?.drawn());
  return (await sceneWorker(page)).evaluate(async ({ width, height }) => {
    const canvas = (self as unknown as { sceneCanvas: OffscreenCanvas }).sceneCanvas;
    const picture = await createImageBitmap(await canvas.convertToBlob());
    const out = new OffscreenCanvas(width, height).getContext('2d')!;
    out.imageSmoothingQuality = 'high';
    out.drawImage(picture, 0, 0, width, height);
    return [...out.getImageData(0, 0, width, height).data];
  }, size);
}

/**
 * Opens `url` and runs `script` in the scene's worker before the scene starts there: the scene waits
 * for the avatar atlas, which is held until `script` has run.
 */
export async function gotoWithSceneWorkerScript(page: Page, url: string, script: () => void): Promise<Worker> {
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

/** Waits until the demo has loaded (window.__demo exists, loading text gone) and, unless told not to, drawn. */
export async function waitForDemo(page: Page, { canvas = true } = {}) {
  await page.waitForFunction(() => !!window.__demo, null, { timeout: 30_000 });
  await expect(page.getByText('Loading influencers...')).toHaveCount(0);
  if (canvas) await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens /?debug (plus `query`, a debug address), waits until the demo has loaded and brings its
 * stage into view, as a visitor scrolls to it: below the fold its clock waits.
 */
export async function openDebugDemo(page: Page, { query = '', canvas = true, inView = true } = {}) {
  await page.goto(`/?debug${query}`);
  await waitForDemo(page, { canvas });
  if (inView) await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
}

/**
 * Resolves after the page has run `count` animation frames: the demo's clock, had it been running,
 * would have moved by then (a count of frames, not a sleep, so a busy machine cannot make it pass early).
 */
export const framesPass = (page: Page, count = 10) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      }),
    count,
  );

/**
 * The canvas's pixels inside the stage's rounded corners. The corners show the page behind the stage,
 * whose layout (and so its background there) changes with the font the page's text got on that visit.
 * The caller brings the canvas wholly into view first.
 */
export async function sceneShot(page: Page): Promise<Buffer> {
  // What was last asked of the scene (drawn in its worker) is on the screen first.
  await page.evaluate(() => window.__demo?.drawn());
  const canvas = page.locator('#network-demo canvas');
  const inset = await canvas.evaluate((element) =>
    Math.ceil(parseFloat(getComputedStyle(element.closest('#network-demo-stage')!).borderTopLeftRadius) || 0),
  );
  const box = (await canvas.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (box.y < 0 || box.y + box.height > viewport.height) throw new Error('sceneShot: the canvas is not wholly in view');
  return page.screenshot({
    clip: { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset },
  });
}

export const seek = (page: Page, ms: number) => page.evaluate((t) => window.__demo!.seek(t), ms);
export const demoTime = (page: Page) => page.evaluate(() => window.__demo!.time());
export const demoState = (page: Page) => page.evaluate(() => window.__demo!.state());

/** The value shown in the stat card labelled `label`. */
export function statValue(page: Page, label: string): Locator {
  return page.getByTestId('demo-stats').locator('dl').filter({ hasText: label }).locator('dd').first();
}

/**
 * The four stats the panel must show at t, as the spec's table gives them (DECISIONS §2, written
 * out by hand in spec-table.test-support.ts, not computed with the code under test): Earned after
 * τ (DECISIONS §6), Total Reach in the panel's compact form.
 */
function expectedStats(t: number) {
  const { reached, celebritiesFound, shown } = specStatsAt(t);
  return {
    'Influencers Reached': String(reached),
    'Total Reach': shown.reach,
    'Celebrities Found': String(celebritiesFound),
    Earned: shown.earned,
  };
}

export async function expectStatsFor(page: Page, t: number) {
  for (const [label, value] of Object.entries(expectedStats(t)))
    await expect(statValue(page, label), `${label} at t=${t}`).toHaveText(value);
}

/** Where a node is drawn in a canvas of `box`'s size: positions are percent of the stage. */
export function nodeCentre(nodeId: string, box: { width: number; height: number }) {
  const { position } = DEMO_NODES.find((node) => node.id === nodeId)!;
  return { x: (position.x / 100) * box.width, y: (position.y / 100) * box.height };
}
