import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Leaderboard } from '../../src/data/types';
import { expect, stopTime, test } from './fixtures';

// The hotkey tooltip on /rewards: our own trigger code ships with the page; the bubble (Floating UI) is a chunk
// fetched on the first hover or focus.

const board = JSON.parse(
  readFileSync(new URL('../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;
const hotkeys = [...board.entries].sort((a, b) => a.rank - b.rank).map((entry) => entry.hotkey);
const BUBBLE_CHUNK = /\/assets\/tooltip-bubble-[^/]*\.js$/;

const bubbleRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (BUBBLE_CHUNK.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
};

test.describe('hotkey tooltip', () => {
  test('fetches Floating UI only when a tooltip is about to open, not with the page', async ({ page }) => {
    const requested = bubbleRequests(page);
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/rewards');
    await expect(page.getByTestId('hotkey').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.getByTestId('hotkey').first().hover();
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[0]!);
    // The chunk and the bubble's positioning styles pass the site's Content Security Policy.
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('opens 700 ms after the pointer enters, above its trigger, and closes when the pointer leaves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/rewards');
    const key = page.getByTestId('hotkey').nth(2);
    const tip = page.getByRole('tooltip');
    await stopTime(page);
    await key.hover();
    await page.clock.runFor(699);
    await expect(tip, 'shut 699 ms in').toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tip).toHaveText(hotkeys[2]!);
    await expect(key).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);

    const keyBox = (await key.boundingBox())!;
    const tipBox = (await tip.boundingBox())!;
    expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(keyBox.y);
    expect(tipBox.x).toBeGreaterThanOrEqual(0);

    await page.mouse.move(0, 0);
    await expect(tip).toHaveCount(0);
    await expect(key).not.toHaveAttribute('aria-describedby');
  });

  test('opens the next one at once within the 300 ms skip window, and after the delay past it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/rewards');
    const keys = page.getByTestId('hotkey');
    await keys.nth(0).hover();
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[0]!);
    await stopTime(page);
    // Straight on to the next: no time passes, and it opens.
    await keys.nth(1).hover();
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[1]!);
    // Away for 299 ms, then on to the next: still at once.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(299);
    await keys.nth(2).hover();
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[2]!);
    // Away for 300 ms: the window has closed, and the next waits the whole delay.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(300);
    await keys.nth(3).hover();
    await page.clock.runFor(699);
    await expect(page.getByRole('tooltip'), 'shut 699 ms in, past the skip window').toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[3]!);
  });

  test('opens on Tab after the delay, and Escape closes it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/rewards');
    const first = page.getByTestId('hotkey').first();
    await page.getByRole('columnheader', { name: 'Influencing Score' }).getByRole('button').focus();
    await stopTime(page);
    for (let i = 0; i < 5 && !(await first.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.clock.runFor(699);
    await expect(page.getByRole('tooltip'), 'shut 699 ms in').toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toHaveText(hotkeys[0]!);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(first).toBeFocused();
  });

  test('follows its trigger as the page scrolls, flipping below it at the top edge and back above', async ({
    page,
  }) => {
    await page.goto('/rewards');
    const key = page.getByTestId('hotkey').nth(4);
    await key.focus();
    const tip = page.getByRole('tooltip');
    await expect(tip).toHaveText(hotkeys[4]!);
    const gap = async () => {
      const [keyBox, tipBox] = [(await key.boundingBox())!, (await tip.boundingBox())!];
      return { below: tipBox.y - (keyBox.y + keyBox.height), above: keyBox.y - (tipBox.y + tipBox.height) };
    };
    expect((await gap()).above).toBeGreaterThanOrEqual(0);

    // Scroll the trigger right to the top edge, where there is no room above it (padding makes room to scroll).
    await key.evaluate((el) => {
      document.body.style.paddingBottom = '200vh';
      window.scrollBy(0, el.getBoundingClientRect().top - 4);
    });
    await expect.poll(async () => (await gap()).below).toBeGreaterThanOrEqual(0);
    expect((await gap()).below).toBeLessThan(20);

    await page.evaluate(() => window.scrollBy(0, -200));
    await expect.poll(async () => (await gap()).above).toBeGreaterThanOrEqual(0);
    expect((await gap()).above).toBeLessThan(20);
  });

  test.describe('when the bubble’s chunk fails to load', () => {
    // The browser itself logs the failed request; nothing else may reach the console.
    test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

    test('stays shut without an error, and a later hover tries again', async ({ page }) => {
      const requested = bubbleRequests(page);
      await page.route(BUBBLE_CHUNK, (route) => route.abort('failed'), { times: 1 });
      await page.clock.install();
      await page.goto('/rewards');
      const key = page.getByTestId('hotkey').first();
      const failed = page.waitForEvent('requestfailed', (request) =>
        BUBBLE_CHUNK.test(new URL(request.url()).pathname),
      );
      await stopTime(page);
      await key.hover();
      await failed;
      // Past the 700 ms delay: the tooltip would be open by now had the chunk loaded.
      await page.clock.runFor(1000);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await expect(key).not.toHaveAttribute('aria-describedby');

      await page.mouse.move(0, 0);
      await key.hover();
      await page.clock.runFor(700);
      await expect(page.getByRole('tooltip')).toHaveText(hotkeys[0]!);
      expect(requested).toHaveLength(2);
    });
  });
});
