// Shared helpers for the network-demo specs: debug-mode access and the schedule's expectations.
import type { Locator, Page } from '@playwright/test';
import { TAO_SYMBOL } from '../../src/config/product';
import { formatAmount, formatCompact } from '../../src/lib/format';
import { DEMO_NODES } from '../../src/features/network-demo/content/demo-nodes';
import { DEMO_SCHEDULE } from '../../src/features/network-demo/content/demo-schedule';
import { finishedTime } from '../../src/features/network-demo/playback/scene-frame';
import { stateAt } from '../../src/features/network-demo/playback/schedule';
import { computeStats } from '../../src/features/network-demo/section/stats';
import { expect } from './fixtures';

export { DEMO_NODES, DEMO_SCHEDULE, finishedTime, stateAt };

/**
 * Makes every page this test opens a browser without WebGL: no canvas hands out a WebGL context.
 * `onPageOnly`: only canvases on the page refuse, so the demo's off-page probe still finds WebGL
 * (as when a GPU process gives up between the two).
 */
export async function withoutWebGL(page: Page, { onPageOnly = false } = {}) {
  await page.addInitScript((onPageOnly) => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type) && (!onPageOnly || this.isConnected)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  }, onPageOnly);
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

/** The four stats the panel must show for the state at t, formatted as the UI formats them. */
export function expectedStats(t: number) {
  const { revealed, highlighted } = stateAt(DEMO_SCHEDULE, t);
  const stats = computeStats(DEMO_NODES, revealed, highlighted);
  return {
    'Influencers Reached': String(stats.reached),
    'Total Reach': formatCompact(stats.totalReach),
    'Celebrities Found': String(stats.celebritiesFound),
    Earned: formatAmount(stats.earned, 1, TAO_SYMBOL),
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
