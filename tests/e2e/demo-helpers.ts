// The network demo's e2e helpers for every demo and timeline spec: opening the demo and its debug
// API, pictures of the scene, the stats, the inspection card and the timeline inspector. The scene's
// worker (scripts run before its first line, the canvas it draws on) is scene-worker.ts's.
import type { Locator, Page } from '@playwright/test';
import { DEMO_NODES } from '../../src/features/network-demo/content/demo-nodes';
import { DEMO_SCHEDULE } from '../../src/features/network-demo/playback/demo-schedule';
import { DEMO_TWEETS } from '../../src/features/network-demo/content/demo-tweets';
import { specStatsAt } from '../../src/features/network-demo/content/spec-table.test-support';
import { finishedTime } from '../../src/features/network-demo/playback/scene-frame';
import { framesPass, SCENE_WORKER_SCRIPT } from './demo-page.mjs';
import { addStyleSheet, expect } from './fixtures';

export { DEMO_NODES, DEMO_SCHEDULE, finishedTime, framesPass, SCENE_WORKER_SCRIPT };

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
  const showCard = await addStyleSheet(page, '[data-testid="demo-card"] { visibility: hidden !important; }');
  // At once: the page scrolls smoothly, and a picture taken mid-scroll is of another place.
  await page.evaluate(() =>
    document.querySelector('#network-demo canvas')!.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  // Two frames: the scroll and the hidden card are on the screen (sceneShot waits for the scene).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const canvas = await sceneShot(page);
  await showCard();
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

/**
 * The seven rows the event log shows at t, written from the spec's table (DECISIONS §1: S = 2300,
 * layer 1 every 400 ms from S, layer 2 every 300 ms from S + 3200, layer 3 every 250 ms from S + 5000,
 * reveal at line + 1000, bubble at reveal + 500, emoji at reveal + 2500, highlights every 200 ms from
 * S + 8750) and the nodes' data order, not computed by the log's own code: the current events in the
 * middle, the window held at either end.
 */
export const LOG_ROWS_AT = {
  0: [
    '0.0 s · phase 0 · idle',
    '1.5 s · phase 1 · central post',
    '2.3 s · phase 2 · spread',
    '2.3 s · line · @mara_onchain',
    '2.7 s · line · @tensor_tom',
    '3.1 s · line · @defi_dana',
    '3.3 s · reveal · @mara_onchain',
  ],
  3300: [
    '2.3 s · line · @mara_onchain',
    '2.7 s · line · @tensor_tom',
    '3.1 s · line · @defi_dana',
    '3.3 s · reveal · @mara_onchain',
    '3.5 s · line · @quantum_quill',
    '3.7 s · reveal · @tensor_tom',
    '3.8 s · bubble · @mara_onchain',
  ],
  5500: [
    '5.0 s · bubble · @quantum_quill',
    '5.3 s · reveal · @block_bex',
    '5.4 s · bubble · @ai_ines',
    '5.5 s · line · @node_nate',
    '5.8 s · emoji · @mara_onchain',
    '5.8 s · bubble · @block_bex',
    '5.8 s · line · @satoshi_sol',
  ],
  9300: [
    '9.1 s · line · @nova_nodes',
    '9.3 s · emoji · @satoshi_sol',
    '9.3 s · bubble · @luca_layer2',
    '9.3 s · reveal · @omar_ops',
    '9.3 s · line · @ruby_rollup',
    '9.6 s · bubble · @zara_zk',
    '9.6 s · reveal · @priya_prompts',
  ],
  11500: [
    '11.3 s · highlight · @zara_zk',
    '11.3 s · emoji · @luca_layer2',
    '11.3 s · bubble · @sam_signal',
    '11.5 s · highlight · @nova_nodes',
    '11.6 s · emoji · @zara_zk',
    '11.6 s · bubble · @ivy_infra',
    '11.7 s · highlight · @sam_signal',
  ],
  17300: [
    '12.3 s · emoji · @felix_forks',
    '12.6 s · emoji · @nova_nodes',
    '12.8 s · emoji · @ruby_rollup',
    '13.1 s · emoji · @theo_tokens',
    '13.3 s · emoji · @sam_signal',
    '13.6 s · emoji · @ivy_infra',
    '17.3 s · reset · next loop',
  ],
} as const;

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
