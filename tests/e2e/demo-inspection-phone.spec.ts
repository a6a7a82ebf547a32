// A pinned card on a phone: it stays below the sticky header (flipping or shifting as Floating UI
// does, and hiding while its node is under the header), and a tap on empty canvas or anywhere else
// outside it closes it by the next frame.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  card,
  emptyCanvasPoint,
  expectCardBeside,
  inspected,
  live,
  openDemoAt,
  pagePoint,
  surface,
  T,
  targets,
  statValue,
} from './demo-helpers';

const HEADER_BOTTOM = 64;

/**
 * Records, for each tap or click on the page from now on, whether the card was gone by the next
 * animation frame after its last event (the click; for a finger's tap on the canvas, which cancels
 * its compatibility click, the touchend); the function returned reads the record and starts it afresh.
 */
async function recordClosedByNextFrame(page: Page) {
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { closedByNextFrame: boolean[] }).closedByNextFrame = seen;
    const record = () =>
      requestAnimationFrame(() => seen.push(document.querySelector('[data-testid="demo-card"]') === null));
    window.addEventListener('click', record, true);
    // Bubbling to the window, after the page's own listeners: cancelled, no click follows.
    window.addEventListener('touchend', (event) => event.defaultPrevented && record());
  });
  return () => page.evaluate(() => (window as unknown as { closedByNextFrame: boolean[] }).closedByNextFrame.splice(0));
}

/** The revealed node nearest the canvas's top, brought to `y` px from the window's top. */
async function topRowNodeAt(page: Page, y: number) {
  const top = (await targets(page)).filter((t) => t.revealed && t.layer > 0).sort((a, b) => a.y - b.y)[0]!;
  const at = await pagePoint(page, top.id);
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), at.y - y);
  await expect.poll(async () => Math.round((await pagePoint(page, top.id)).y)).toBe(y);
  return top;
}

const cardRect = (page: Page) => card(page).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);

for (const [name, viewport, touch] of [
  ['a phone', { width: 390, height: 844 }, true],
  ['a desktop', { width: 1440, height: 900 }, false],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(touch ? { hasTouch: true, isMobile: true, viewport, deviceScaleFactor: 2 } : { viewport });

    test('a top-row node’s pinned card stays below the sticky header, and hides while the node is under it', async ({
      page,
    }, testInfo) => {
      await openDemoAt(page, 13_000);
      const node = await topRowNodeAt(page, HEADER_BOTTOM + 40);
      const at = await pagePoint(page, node.id);
      if (touch) await page.touchscreen.tap(at.x, at.y);
      else await page.mouse.click(at.x, at.y);
      await expect(card(page)).toHaveAttribute('data-pinned');
      expect(await inspected(page)).toBe(node.id);
      const header = await page
        .locator('header')
        .first()
        .evaluate((e) => e.getBoundingClientRect().bottom);
      expect(header).toBe(HEADER_BOTTOM);
      expect((await cardRect(page)).top, 'the card’s top below the header').toBeGreaterThanOrEqual(HEADER_BOTTOM);
      await expectCardBeside(page, node.id);
      await page.screenshot({ path: testInfo.outputPath(`pinned-top-row-card-${viewport.width}.png`) });

      // The node goes under the header: its card hides with it rather than cover the header.
      const under = 40 + node.r + 4;
      await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), under);
      await expect(card(page)).toBeHidden();
      expect(await inspected(page), 'still pinned').toBe(node.id);
      await page.evaluate((by) => window.scrollBy({ top: -by, behavior: 'instant' }), under);
      await expect(card(page)).toBeVisible();
      expect((await cardRect(page)).top).toBeGreaterThanOrEqual(HEADER_BOTTOM);
    });

    test('a tap on empty canvas, or anywhere outside the card, closes a pinned card by the next frame', async ({
      page,
    }) => {
      await openDemoAt(page, 11_500);
      const closedByNextFrame = await recordClosedByNextFrame(page);
      const tap = (x: number, y: number) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
      const node = (await targets(page)).filter((t) => t.revealed && t.layer > 0)[0]!;
      const at = await pagePoint(page, node.id);
      await tap(at.x, at.y);
      await expect(card(page)).toHaveAttribute('data-pinned');

      const empty = await emptyCanvasPoint(page, 50, await card(page).evaluate((e) => e.getBoundingClientRect()));
      await closedByNextFrame();
      await tap(empty.x, empty.y);
      await expect.poll(closedByNextFrame).toEqual([true]);
      expect(await inspected(page)).toBeNull();

      await tap(at.x, at.y);
      await expect(card(page)).toHaveAttribute('data-pinned');
      await statValue(page, 'Earned').scrollIntoViewIfNeeded();
      const stat = (await statValue(page, 'Earned').boundingBox())!;
      await closedByNextFrame();
      await tap(stat.x + stat.width / 2, stat.y + stat.height / 2);
      await expect.poll(closedByNextFrame).toEqual([true]);
      expect(await inspected(page)).toBeNull();
    });
  });
}

test.describe('a finger with a keyboard beside the screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a tap on a node focuses the canvas without a focus ring, and the arrows walk on from that node', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.touchscreen.tap(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe('n7');
    await expect(surface(page)).toBeFocused();
    const ring = () => surface(page).evaluate((e) => getComputedStyle(e).boxShadow);
    expect(await ring(), 'no focus ring after a tap').toBe('none');

    await page.keyboard.press('ArrowUp');
    expect(await inspected(page)).toBe('n13');
    await expect(live(page)).toHaveText(
      '@elena_macro, layer 3, celebrity, 12.4M followers, reached at 8.3 s via @node_nate',
    );
    expect(await ring(), 'the ring once a key is pressed').not.toBe('none');
  });
});
