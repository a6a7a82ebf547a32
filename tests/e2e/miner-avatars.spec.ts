import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Leaderboard } from '../../src/data/types';
import { expect, test } from './fixtures';
import { AS_A_BOX, drawEmojiIn, IN_COLOUR, untilAnsweredInColour } from './emoji-drawing';
import { decodePng } from './pixels';

const board = JSON.parse(
  readFileSync(new URL('../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;
const byRank = [...board.entries].sort((a, b) => a.rank - b.rank);

const avatars = (page: Page) => page.locator('tbody th[scope="row"] [data-avatar]');

/** Pixels of `png` whose red, green and blue differ: a colour glyph's, not a grey box's. */
function colouredPixels(png: Buffer): number {
  const { data } = decodePng(png);
  let coloured = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.abs(r - g) + Math.abs(g - b) + Math.abs(b - r) > 60) coloured++;
  }
  return coloured;
}

test.describe('miner avatars on the leaderboard', () => {
  test('are the miners’ emoji where this device draws emoji in colour', async ({ page }) => {
    await drawEmojiIn(page, IN_COLOUR);
    await page.goto('/rewards');
    const asked = byRank.map((entry) => entry.avatar);
    await untilAnsweredInColour(page, asked);
    await expect(avatars(page)).toHaveText(asked);
    await expect(avatars(page).first()).toHaveAttribute('data-avatar', 'emoji');
  });

  test('are the miners’ initials where this device would draw each emoji as a grey box', async ({ page }) => {
    await drawEmojiIn(page, AS_A_BOX);
    await page.goto('/rewards');
    await expect(avatars(page)).toHaveText(byRank.map((entry) => entry.name[0]!.toUpperCase()));
    await expect(avatars(page).first()).toHaveAttribute('data-avatar', 'initial');
  });

  test('are drawn to find out off the page’s main thread, in a worker of their own', async ({ page }) => {
    // The first emoji drawn has the system's fonts searched for it: a long task on a phone's main thread.
    await page.addInitScript(() => {
      const draw = CanvasRenderingContext2D.prototype.fillText;
      (window as unknown as { __drawnOnPage: number }).__drawnOnPage = 0;
      CanvasRenderingContext2D.prototype.fillText = function (...args: Parameters<typeof draw>) {
        (window as unknown as { __drawnOnPage: number }).__drawnOnPage++;
        return draw.apply(this, args);
      };
    });
    await drawEmojiIn(page, AS_A_BOX);
    const probe = page.waitForRequest(/\/emoji-probe\.worker-[^/]*\.js$/);
    await page.goto('/rewards');
    await probe;
    // Every emoji has had its verdict.
    await expect(avatars(page)).toHaveText(byRank.map((entry) => entry.name[0]!.toUpperCase()));
    expect(await page.evaluate(() => (window as unknown as { __drawnOnPage: number }).__drawnOnPage)).toBe(0);
  });

  test('are drawn on the page where their worker cannot start', async ({ page }) => {
    await drawEmojiIn(page, AS_A_BOX);
    await page.route(/\/emoji-probe\.worker-[^/]*\.js$/, (route) => route.fulfill({ status: 404 }));
    await page.goto('/rewards');
    await expect(avatars(page)).toHaveText(byRank.map((entry) => entry.name[0]!.toUpperCase()));
  });

  test('are drawn on the page where their worker does not answer in time', async ({ page }) => {
    await drawEmojiIn(page, AS_A_BOX);
    // The worker's script never arrives.
    await page.route(/\/emoji-probe\.worker-[^/]*\.js$/, () => undefined);
    await page.goto('/rewards');
    await expect(avatars(page)).toHaveText(byRank.map((entry) => entry.name[0]!.toUpperCase()));
  });

  test('never show a box: an emoji shown is drawn in colour, else the initial is shown', async ({ page }) => {
    await page.goto('/rewards');
    const first = avatars(page).first();
    await expect(first).toHaveText(/./);
    const png = await first.screenshot();
    if ((await first.getAttribute('data-avatar')) === 'emoji') expect(colouredPixels(png)).toBeGreaterThan(20);
    else await expect(first).toHaveText(byRank[0]!.name[0]!.toUpperCase());
  });
});
