// Shared by the inspection specs: the debug API's inspection state, the card and the canvas's targets
// in page coordinates, and the cards' expected content.
import type { Locator, Page } from '@playwright/test';
import { DEMO_TWEETS } from '../../src/features/network-demo/content/demo-tweets';
import { expect } from './fixtures';
import { openDebugDemo, seek } from './demo-helpers';

export type Target = ReturnType<NonNullable<Window['__demo']>['nodes']>[number];
export type Point = { x: number; y: number };

export const inspected = (page: Page) => page.evaluate(() => window.__demo!.inspected());
export const playing = (page: Page) => page.evaluate(() => window.__demo!.playing());
export const time = (page: Page) => page.evaluate(() => window.__demo!.time());
export const play = (page: Page) => page.evaluate(() => window.__demo!.play());
export const targets = (page: Page) => page.evaluate(() => window.__demo!.nodes());

export const card = (page: Page) => page.getByTestId('demo-card');
export const surface = (page: Page) => page.getByTestId('demo-inspection');
export const live = (page: Page) => page.getByTestId('demo-inspection-live');
export const cursor = (page: Page) => surface(page).evaluate((element) => getComputedStyle(element).cursor);

/** Opens /?debug with the demo on screen (off screen its clock stops) and seeks to `t` (paused). */
export async function openDemoAt(page: Page, t: number) {
  await openDebugDemo(page);
  await seek(page, t);
}

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
