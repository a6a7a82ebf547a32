// Where WebGL runs on a GPU the scene draws whole frames into a drawing buffer that is not kept (keeping
// it costs a phone's tile-based GPU a copy of the canvas every frame); where it runs on the CPU (this
// machine's SwiftShader) it keeps the buffer and redraws only the regions a frame changes. Both must
// show the same picture. The GPU path is forced by making WebGL name a GPU. A CPU rasteriser's
// compositor is the CPU too, so there the header leaves out its backdrop blur, which it would
// otherwise redo on every frame the demo draws.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openDebugDemo, seek } from './demo-helpers';
import { beforeSceneWorker, recordSceneCanvas, sceneContextAttributes } from './scene-worker';
import { regionDifference, type Circle } from './pixels';

// These tests read the scene's canvas in its worker.
test.beforeEach(async ({ page }) => recordSceneCanvas(page));

const GPU_RENDERER = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)';

/** Makes WebGL name a desktop GPU as its renderer. */
function nameGpu(renderer: string) {
  const UNMASKED_RENDERER_WEBGL = 0x9246;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    const getParameter = proto.getParameter as (this: WebGLRenderingContext, name: number) => unknown;
    proto.getParameter = function (this: WebGLRenderingContext, name: number) {
      return name === UNMASKED_RENDERER_WEBGL || name === this.RENDERER ? renderer : getParameter.call(this, name);
    } as typeof proto.getParameter;
  }
}

/** Makes every WebGL context of `page`, and of the scene's worker, name a desktop GPU. */
async function spoofGpu(page: Page) {
  await page.addInitScript(nameGpu, GPU_RENDERER);
  await beforeSceneWorker(page, nameGpu, GPU_RENDERER);
}

const shot = (page: Page) => page.locator('#network-demo canvas').screenshot();

/** Overlapping discs that together cover every pixel of the canvas. */
async function coveringDiscs(page: Page): Promise<Circle[]> {
  const box = (await page.locator('#network-demo canvas').boundingBox())!;
  const step = 24;
  const discs: Circle[] = [];
  for (let y = step / 2; y < box.height + step / 2; y += step)
    for (let x = step / 2; x < box.width + step / 2; x += step) discs.push({ x, y, r: (step * Math.SQRT2) / 2 + 0.5 });
  return discs;
}

/**
 * How far two pictures differ: the mean channel difference over the canvas, and the worst disc's.
 * Multisampling (GPU path only) moves edge pixels a little; a misdrawn element moves a whole disc.
 */
function difference(a: Buffer, b: Buffer, discs: Circle[]) {
  const perDisc = regionDifference(a, b, discs);
  return { mean: perDisc.reduce((sum, d) => sum + d, 0) / perDisc.length, worst: Math.max(...perDisc) };
}

// Measured here: at most 0.01 and 0.33; one moment against another 100 ms later, 1.0 and 43.
const MAX_MEAN = 0.5;
const MAX_WORST = 4;

/** Compares two pictures of one moment; on a mismatch both are attached to the report, to be looked at. */
async function expectSamePicture(expected: Buffer, actual: Buffer, discs: Circle[], what: string) {
  const diff = difference(expected, actual, discs);
  if (diff.mean >= MAX_MEAN || diff.worst >= MAX_WORST) {
    await test.info().attach(`${what}: first`, { body: expected, contentType: 'image/png' });
    await test.info().attach(`${what}: second`, { body: actual, contentType: 'image/png' });
  }
  expect(diff.mean, `${what}: mean channel difference`).toBeLessThan(MAX_MEAN);
  expect(diff.worst, `${what}: worst 24 px disc`).toBeLessThan(MAX_WORST);
}

/** Plays from `from` at 4× until the clock passes `until`, pauses, and returns the moment it stopped at. */
async function playTo(page: Page, from: number, until: number): Promise<number> {
  await page.getByLabel('Speed').selectOption('4');
  await seek(page, from);
  await page.evaluate(() => window.__demo!.play());
  await page.waitForFunction((at) => window.__demo!.time() >= at, until, { timeout: 30_000 });
  return page.evaluate(async () => {
    await window.__demo!.pause();
    return window.__demo!.time();
  });
}

const MOMENTS = [0, 2000, 9300, 16_000];

/** The canvas at each of MOMENTS, and, played from 2 s past 5 s and paused, where it stopped and its picture. */
async function picturesOf(page: Page) {
  const atMoments = new Map<number, Buffer>();
  for (const t of MOMENTS) {
    await seek(page, t);
    atMoments.set(t, await shot(page));
  }
  // Played through partial redraws (where it redraws partly), then paused: the picture of that moment.
  const stop = await playTo(page, 2000, 5000);
  return { atMoments, stop, played: await shot(page) };
}

test('a GPU draws whole frames into a buffer it does not keep, a CPU keeps its buffer; both draw the same picture; only a GPU gets the header’s blur', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The machine's own path first, then the same tab made to name a GPU: one page at a time, in front.
  await openDebugDemo(page);
  expect(await sceneContextAttributes(page), 'CPU path: a kept buffer, no multisampling').toEqual({
    preserveDrawingBuffer: true,
    antialias: false,
  });
  const header = page.getByRole('banner');
  await expect(header, 'CPU path: no blur behind the header').toHaveCSS('backdrop-filter', 'none');
  await expect(header, 'CPU path: an opaque header in its place').toHaveCSS('background-color', 'rgb(6, 8, 14)');
  const { atMoments: onCpu, stop: cpuStop, played: cpuPlayed } = await picturesOf(page);

  await spoofGpu(page);
  await openDebugDemo(page);
  expect(await sceneContextAttributes(page), 'GPU path: a buffer not kept, multisampled').toEqual({
    preserveDrawingBuffer: false,
    antialias: true,
  });
  await expect(header, 'GPU path: the frosted header').toHaveCSS('backdrop-filter', 'blur(14px)');
  const discs = await coveringDiscs(page);
  for (const t of MOMENTS) {
    await seek(page, t);
    await expectSamePicture(onCpu.get(t)!, await shot(page), discs, `t = ${t}`);
  }
  // The comparison sees a moment 100 ms apart.
  await seek(page, 9400);
  const apart = difference(onCpu.get(9300)!, await shot(page), discs);
  expect(apart.worst, '9300 against 9400: worst 24 px disc').toBeGreaterThan(MAX_WORST);
  await seek(page, cpuStop);
  await expectSamePicture(cpuPlayed, await shot(page), discs, `CPU played to ${cpuStop}`);
  // Played on the GPU path: whole frames, each the same as a seek to its moment.
  const gpuStop = await playTo(page, 2000, 5000);
  const gpuPlayed = await shot(page);
  await seek(page, gpuStop);
  await expectSamePicture(gpuPlayed, await shot(page), discs, `GPU played to ${gpuStop}`);
});
