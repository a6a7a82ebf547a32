// The network demo's e2e helpers, one module for every demo and timeline spec: the scene's worker
// (preludes run before its first line, the canvases it draws on), opening the demo and its debug API,
// pictures of the scene, the stats, the inspection card and the timeline inspector.
import type { Locator, Page, Worker } from '@playwright/test';
import { ATLAS_URL } from '../../src/features/network-demo/render/atlas-grid';
import { DEMO_NODES } from '../../src/features/network-demo/content/demo-nodes';
import { DEMO_SCHEDULE } from '../../src/features/network-demo/playback/demo-schedule';
import { DEMO_TWEETS } from '../../src/features/network-demo/content/demo-tweets';
import { specStatsAt } from '../../src/features/network-demo/content/spec-table.test-support';
import { eventLogEntries, logWindowAt } from '../../src/features/network-demo/debug/event-log-entries';
import { finishedTime } from '../../src/features/network-demo/playback/scene-frame';
import { framesPass, SCENE_WORKER_SCRIPT } from './demo-page.mjs';
import { expect, test } from './fixtures';

export { DEMO_NODES, DEMO_SCHEDULE, finishedTime, framesPass, SCENE_WORKER_SCRIPT };

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

/** The scene's worker, once it has drawn on a canvas the recorder found (openDebugDemo installs it). */
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

// ---- Opening the demo, and its debug API ---------------------------------------------------------

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

/** Opens /?debug with the demo on screen (off screen its clock stops) and seeks to `t` (paused). */
export async function openDemoAt(page: Page, t: number) {
  await openDebugDemo(page);
  await seek(page, t);
}

export const seek = (page: Page, ms: number) => page.evaluate((t) => window.__demo!.seek(t), ms);
export const demoTime = (page: Page) => page.evaluate(() => window.__demo!.time());
export const demoState = (page: Page) => page.evaluate(() => window.__demo!.state());
export const inspected = (page: Page) => page.evaluate(() => window.__demo!.inspected());
export const playing = (page: Page) => page.evaluate(() => window.__demo!.playing());
export const play = (page: Page) => page.evaluate(() => window.__demo!.play());
export const targets = (page: Page) => page.evaluate(() => window.__demo!.nodes());

export type Target = ReturnType<NonNullable<Window['__demo']>['nodes']>[number];
export type Point = { x: number; y: number };

// ---- Pictures of the scene -----------------------------------------------------------------------

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

/**
 * The picture: the canvas's pixels within the stage's corners (scrolled to one place, the pointer
 * away, the card's DOM hidden over it, since its text may be set in a fallback font on a first visit)
 * and the card's text.
 */
export async function picture(page: Page): Promise<{ canvas: Buffer; card: string | null }> {
  await page.mouse.move(0, 0);
  const card = page.getByTestId('demo-card');
  const text = (await card.count()) ? await card.textContent() : null;
  // A style sheet rather than the card's own style, which the card sets itself as its node scrolls.
  const hideCard = await page.addStyleTag({ content: '[data-testid="demo-card"] { visibility: hidden !important; }' });
  // At once: the page scrolls smoothly, and a picture taken mid-scroll is of another place.
  await page.evaluate(() =>
    document.querySelector('#network-demo canvas')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  // Two frames: the scroll and the hidden card are on the screen (sceneShot waits for the scene).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const canvas = await sceneShot(page);
  await hideCard.evaluate((sheet) => (sheet as Element).remove());
  return { canvas, card: text };
}

// ---- The stats -----------------------------------------------------------------------------------

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

// ---- The inspection card --------------------------------------------------------------------------

export const card = (page: Page) => page.getByTestId('demo-card');
export const surface = (page: Page) => page.getByTestId('demo-inspection');
export const live = (page: Page) => page.getByTestId('demo-inspection-live');
export const cursor = (page: Page) => surface(page).evaluate((element) => getComputedStyle(element).cursor);

/** Where the target `id` is on the page, plus an offset in CSS px. */
export async function pagePoint(page: Page, id: string, dx = 0, dy = 0): Promise<Point> {
  const box = (await page.locator('#network-demo canvas').boundingBox())!;
  const target = (await targets(page)).find((t) => t.id === id)!;
  return { x: box.x + target.x + dx, y: box.y + target.y + dy };
}

/** A point on the canvas (page px) at least `clearance` px from every revealed target, off the post and `avoid`. */
export async function emptyCanvasPoint(page: Page, clearance = 60, avoid: DOMRect | null = null): Promise<Point> {
  const box = (await page.locator('#network-demo canvas').boundingBox())!;
  const shown = (await targets(page)).filter((t) => t.revealed);
  const post = shown.find((t) => t.layer === 0);
  for (let y = 20; y < box.height - 20; y += 10)
    for (let x = 20; x < box.width - 20; x += 10) {
      const [px, py] = [box.x + x, box.y + y];
      if (avoid && px > avoid.left - 20 && px < avoid.right + 20 && py > avoid.top - 20 && py < avoid.bottom + 20)
        continue;
      // The post is a wide card: keep well clear of its whole rectangle.
      if (post && Math.abs(x - post.x) < 150 && Math.abs(y - post.y) < post.r + 40) continue;
      if (shown.every((t) => Math.hypot(t.x - x, t.y - y) >= clearance)) return { x: px, y: py };
    }
  throw new Error('no empty place on the canvas');
}

/** The card is on screen, beside its node: inside the viewport and clear of the avatar it describes. */
export async function expectCardBeside(page: Page, id: string) {
  const rect = await card(page).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
  const viewport = page.viewportSize()!;
  expect(rect.left, 'card inside the viewport').toBeGreaterThanOrEqual(0);
  expect(rect.top, 'card inside the viewport').toBeGreaterThanOrEqual(0);
  expect(rect.right, 'card inside the viewport').toBeLessThanOrEqual(viewport.width);
  expect(rect.bottom, 'card inside the viewport').toBeLessThanOrEqual(viewport.height);
  const centre = await pagePoint(page, id);
  const r = (await targets(page)).find((t) => t.id === id)!.r;
  const dx = Math.max(rect.left - centre.x, 0, centre.x - rect.right);
  const dy = Math.max(rect.top - centre.y, 0, centre.y - rect.bottom);
  expect(Math.hypot(dx, dy), `the card leaves ${id}'s avatar uncovered`).toBeGreaterThanOrEqual(r);
}

/** What a card says, field by field. */
export async function cardContent(locator: Locator) {
  return locator.evaluate((element) => {
    const paragraphs = [...element.querySelectorAll(':scope > p')].map((p) => p.textContent!.trim());
    const facts = Object.fromEntries(
      [...element.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    const emoji = element.querySelector('[role=img]')?.getAttribute('aria-label') ?? null;
    return { head: paragraphs[0], meta: paragraphs[1], text: paragraphs[2], facts, emoji };
  });
}

// n7 (@node_nate) is reached from n1 (@mara_onchain), which the post reached; its emoji shows from 9 s.
export const NODE_NATE = {
  head: '@node_nate',
  meta: '45K followers · layer 2',
  text: DEMO_TWEETS.n7,
  facts: { 'Reached at': '6.5 s', Via: '@mara_onchain', 'Adds to Earned': 'τ\u00a012.5' },
  emoji: 'reacted with muscle',
};
export const ELENA_MACRO = {
  head: '@elena_macro',
  meta: '12.4M followers · layer 3 · celebrity',
  text: DEMO_TWEETS.n13,
  facts: { 'Reached at': '8.3 s', Via: '@node_nate', 'Adds to Earned': 'τ\u00a089.2' },
  emoji: null,
};
export const MARA_ONCHAIN = {
  head: '@mara_onchain',
  meta: '182K followers · layer 1',
  text: DEMO_TWEETS.n1,
  facts: { 'Reached at': '3.3 s', Via: 'the central post', 'Adds to Earned': 'τ\u00a047.8' },
  emoji: 'reacted with fire',
};

// At 9.5 s: n1..n17 are revealed, n7's bubble has become its emoji, n13's has not yet.
export const T = 9500;

// ---- The timeline inspector ----------------------------------------------------------------------

export const DURATION = DEMO_SCHEDULE.duration;
export const FULL = '&t=9300&speed=0.5&node=n7&in=2300&out=8000';

export const inspector = (page: Page) =>
  page.evaluate(() => {
    const demo = window.__demo!;
    return { t: demo.time(), speed: demo.speed(), playing: demo.playing(), inspected: demo.inspected() };
  });
export const search = (page: Page) => page.evaluate(() => window.location.search);
export const rangeReadout = (page: Page) => page.getByTestId('demo-debug-range');
export const panel = (page: Page) => page.getByTestId('demo-debug');

/** The event log's entries, and the labels of the seven rows it shows at t. */
export const LOG_ENTRIES = eventLogEntries(DEMO_SCHEDULE);
export const LOG_ROWS = 7;
export function logRowsAt(t: number): string[] {
  const { start } = logWindowAt(
    LOG_ENTRIES.map((entry) => entry.t),
    t,
    LOG_ROWS,
  );
  return LOG_ENTRIES.slice(start, start + LOG_ROWS).map((entry) => entry.label);
}

/** Focus on nothing in particular: where a shortcut is meant to work. */
export const focusNothing = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

export async function setRangeByButtons(page: Page, from: number, to: number) {
  await seek(page, from);
  await page.getByRole('button', { name: 'Set in', exact: true }).click();
  await seek(page, to);
  await page.getByRole('button', { name: 'Set out', exact: true }).click();
}

/** x of moment t on the Timeline: the centre of its thumb there. */
export async function trackX(page: Page, t: number): Promise<number> {
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  const box = (await timeline.boundingBox())!;
  const thumb = await timeline.evaluate((input) => parseFloat(getComputedStyle(input).getPropertyValue('--thumb')));
  return box.x + thumb / 2 + (t / DURATION) * (box.width - thumb);
}

export const centreX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

export function overlapping(boxes: { x: number; y: number; width: number; height: number }[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b, j) => {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      if (!apart) found.push(`${i} and ${i + 1 + j}`);
    }),
  );
  return found;
}
