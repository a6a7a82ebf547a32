// Shared by the timeline inspector's specs: opening debug mode at an address, reading the inspector's
// state and the picture it shows, and finding things on the Timeline.
import type { Locator, Page } from '@playwright/test';
import { eventLogEntries, logWindowAt } from '../../src/features/network-demo/debug/event-log-entries';
import { DEMO_SCHEDULE, sceneShot, seek } from './demo-helpers';

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
