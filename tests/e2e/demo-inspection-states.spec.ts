// Inspecting the demo, what a card does to the rest: the canvas emphasises the path and, once the card
// closes, draws exactly what the clock alone draws; the clock closes cards it hides; the same cards in
// the static view without WebGL, and no axe violations with one pinned.
import { axeViolations, WCAG_TAGS } from './axe';
import { addStyleSheet, expect, stopTime, test } from './fixtures';
import { SPEC_LOOP, SPEC_TIMES } from '../../src/features/network-demo/content/spec-table.test-support';
import {
  openDebugDemo,
  seek,
  inspected,
  playing,
  demoTime,
  play,
  targets,
  card,
  surface,
  openDemoAt,
  pagePoint,
  emptyCanvasPoint,
  cardContent,
  NODE_NATE,
  ELENA_MACRO,
  MARA_ONCHAIN,
  T,
} from './demo-helpers';
import { withoutWebGL } from './scene-worker';
import { pixelsInCircles, regionDifference, type Circle } from './pixels';

test('while a card is open the canvas dims what is off the path; once it closes the canvas is exactly as before', async ({
  page,
}) => {
  await openDemoAt(page, T);
  const canvas = page.locator('#network-demo canvas');
  // The canvas's own pixels: the card and its shadow, which the page draws over it, left out.
  // Taken once the canvas shows what was asked of it: the scene draws in a worker, a moment later.
  const canvasPixels = async () => {
    await page.evaluate(() => window.__demo!.drawn());
    const showCard = await addStyleSheet(page, '[data-testid=demo-card] { visibility: hidden !important; }');
    const pixels = await canvas.screenshot();
    await showCard();
    return pixels;
  };
  const before = await canvasPixels();

  const nate = await pagePoint(page, 'n7');
  await page.mouse.click(nate.x, nate.y);
  await expect(card(page)).toHaveAttribute('data-pinned');
  const open = await canvasPixels();

  const all = await targets(page);
  const at = (id: string) => all.find((n) => n.id === id)!;
  const disc = (id: string): Circle => ({ x: at(id).x, y: at(id).y, r: 14 });
  // Halfway along the line from a node's parent to it.
  const lineMiddle = (id: string): Circle => {
    const [node, parent] = [at(id), at(at(id).parent!)];
    return { x: (node.x + parent.x) / 2, y: (node.y + parent.y) / 2, r: 1.5 };
  };
  // n7's path: the post, n1 and n7, and the lines post–n1–n7. Off it, everything else.
  const onPath: [string, Circle][] = [
    ['the post', { x: at('post').x, y: at('post').y, r: 40 }],
    ['n1', disc('n1')],
    ['n7', disc('n7')],
    ['the line n1–n7', lineMiddle('n7')],
  ];
  const offPath: [string, Circle][] = [
    ['n4', disc('n4')],
    ['n5', disc('n5')],
    ['n10', disc('n10')],
    ['n11', disc('n11')],
    ['the line n5–n11', lineMiddle('n11')],
    ['the line n4–n10', lineMiddle('n10')],
  ];
  const onDiffs = regionDifference(
    before,
    open,
    onPath.map(([, circle]) => circle),
  );
  const offDiffs = regionDifference(
    before,
    open,
    offPath.map(([, circle]) => circle),
  );
  onPath.forEach(([name], i) => expect(onDiffs[i], `on the path, ${name} is drawn as before`).toBe(0));
  offPath.forEach(([name], i) => expect(offDiffs[i], `off the path, ${name} changes`).toBeGreaterThan(15));
  // Changed by dimming: darker.
  const brightness = async (png: Buffer) =>
    pixelsInCircles(
      png,
      offPath.map(([, circle]) => circle),
    ).map((pixels) => pixels.reduce((sum, [r, g, b]) => sum + r + g + b, 0) / pixels.length);
  const [lit, dim] = [await brightness(before), await brightness(open)];
  offPath.forEach(([name], i) => expect(dim[i], `${name} is dimmed`).toBeLessThan(lit[i]! * 0.6));

  const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
  await page.mouse.click(empty.x, empty.y);
  await expect(card(page)).toHaveCount(0);
  expect(await demoTime(page)).toBe(T);
  const after = await canvasPixels();
  // Exactly what the clock alone draws: the same pixels, not merely close ones.
  expect(after.equals(before), 'the canvas after closing is pixel-identical to before opening').toBe(true);
});

test('a card closes when the clock hides its target: a seek back, or the loop starting over', async ({ page }) => {
  const appear = SPEC_TIMES.n13!.appear;
  await openDemoAt(page, 12_000);
  const elena = await pagePoint(page, 'n13');
  await page.mouse.click(elena.x, elena.y);
  await expect(card(page)).toHaveAttribute('data-pinned');
  expect(await cardContent(card(page))).toMatchObject({ head: ELENA_MACRO.head, meta: ELENA_MACRO.meta });
  // Still revealed: the card stays.
  await seek(page, appear + 1);
  await expect(card(page)).toBeVisible();
  expect(await inspected(page)).toBe('n13');
  await seek(page, appear - 1);
  await expect(card(page)).toHaveCount(0);
  expect(await inspected(page)).toBeNull();
  expect(await playing(page), 'a hidden pin leaves the clock where the seek put it').toBe(false);

  // The loop starts over while the keyboard has the latest node open.
  await seek(page, SPEC_LOOP - 400);
  await surface(page).focus();
  await page.keyboard.press('End');
  expect(await inspected(page)).toBe('n24');
  await expect(card(page)).toBeVisible();
  await play(page);
  await expect(card(page)).toHaveCount(0, { timeout: 5000 });
  expect(await inspected(page)).toBeNull();
  expect(await demoTime(page)).toBeLessThan(SPEC_TIMES.n24!.appear);
});

test('the card element stays the same while the clock plays and its content changes', async ({ page }) => {
  const emoji = SPEC_TIMES.n7!.emoji;
  await openDemoAt(page, emoji - 600);
  const nate = await pagePoint(page, 'n7');
  await page.mouse.move(nate.x, nate.y);
  await expect(card(page)).toBeVisible();
  expect(await cardContent(card(page))).toMatchObject({ emoji: null });
  const element = await card(page).elementHandle();
  await page.evaluate(() => {
    const removed = { count: 0 };
    (window as unknown as { cardRemovals: typeof removed }).cardRemovals = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && node.matches('[data-testid=demo-card]')) removed.count++;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await play(page);
  // Over a second of playback, through n7's bubble becoming its emoji.
  await expect.poll(() => demoTime(page), { timeout: 10_000 }).toBeGreaterThan(emoji + 400);
  expect(await playing(page)).toBe(true);
  await expect(card(page).getByRole('img', { name: 'reacted with muscle' })).toBeVisible();
  expect(await element!.evaluate((e) => e.isConnected), 'the first card element is still in the page').toBe(true);
  expect(
    await page.evaluate((e) => document.querySelector('[data-testid=demo-card]') === e, element),
    'the open card is the first card element',
  ).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { cardRemovals: { count: number } }).cardRemovals.count),
    'cards removed from the page while it played',
  ).toBe(0);
});

test.describe('without WebGL', () => {
  test.beforeEach(async ({ page }) => {
    await withoutWebGL(page);
    // Time runs as usual until a test stops it (the hover delay).
    await page.clock.install();
  });

  test('the static view’s nodes are buttons named by @handle; hover, focus and click open the same card', async ({
    page,
  }) => {
    await openDebugDemo(page, { canvas: false });
    const fallback = page.getByTestId('demo-fallback');
    await expect(fallback).toBeVisible();
    await fallback.scrollIntoViewIfNeeded();
    await seek(page, T);
    const button = (name: string) => fallback.getByRole('button', { name, exact: true });
    await expect(fallback.getByRole('button', { name: /^@/ })).toHaveCount(25);
    await expect(button('@AmplifySubnet, the central post')).toBeEnabled();
    await expect(button('@node_nate')).toBeEnabled();
    await expect(button('@omar_ops')).toBeEnabled();
    // Not reached yet at 9.5 s.
    await expect(button('@priya_prompts')).toBeDisabled();
    await expect(button('@ivy_infra')).toBeDisabled();

    // Hover: after the delay.
    await stopTime(page);
    await button('@elena_macro').hover();
    await page.clock.runFor(699);
    expect(await inspected(page), 'not 699 ms in').toBeNull();
    await page.clock.runFor(1);
    expect(await inspected(page), 'at 700 ms').toBe('n13');
    await expect(card(page)).toBeVisible();
    expect(await cardContent(card(page))).toEqual(ELENA_MACRO);
    await page.mouse.move(0, 0);
    await expect(card(page)).toHaveCount(0);

    // Keyboard focus: at once, even after the 300 ms in which a hover would open at once too.
    await page.clock.runFor(400);
    await button('@AmplifySubnet, the central post').focus();
    expect(await inspected(page)).toBe('post');
    await page.keyboard.press('Tab');
    await expect(button('@mara_onchain')).toBeFocused();
    expect(await inspected(page)).toBe('n1');
    expect(await cardContent(card(page))).toEqual(MARA_ONCHAIN);
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);

    // A click pins the same card as on the canvas and pauses the clock; another click unpins it.
    await play(page);
    await button('@node_nate').click();
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await cardContent(card(page))).toEqual(NODE_NATE);
    expect(await playing(page)).toBe(false);
    await button('@node_nate').click();
    await expect(card(page)).toHaveCount(0);
    expect(await playing(page)).toBe(true);
  });

  // A click on a static-view button that already has focus (the second click, which unpins) must not
  // leave the next keyboard focus taken for a press's.
  test('after a click pins and another unpins a node, Tab to the next node opens its card', async ({ page }) => {
    await openDebugDemo(page, { canvas: false });
    await seek(page, T);
    const fallback = page.getByTestId('demo-fallback');
    const nate = fallback.getByRole('button', { name: '@node_nate', exact: true });
    await nate.click();
    await expect(card(page)).toHaveAttribute('data-pinned');
    await nate.click();
    await expect(card(page)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(fallback.getByRole('button', { name: '@satoshi_sol', exact: true })).toBeFocused();
    expect(await inspected(page), 'keyboard focus on @satoshi_sol opens its card').toBe('n8');
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a pinned card has no axe violations', async ({ page }) => {
      await openDemoAt(page, T);
      const nate = await pagePoint(page, 'n7');
      await page.mouse.click(nate.x, nate.y);
      await expect(card(page)).toHaveAttribute('data-pinned');
      await expect(card(page).getByRole('img', { name: 'reacted with muscle' })).toBeVisible();
      // The surface points at the open card.
      const cardId = (await card(page).getAttribute('id'))!;
      expect((await surface(page).getAttribute('aria-describedby'))!.split(' ')).toContain(cardId);
      // The debug panel is a tool, not what a visitor sees; the card and the page around it are.
      expect(await axeViolations(page, { tags: WCAG_TAGS, exclude: '[data-testid=demo-debug]' })).toEqual([]);
    });
  });
}
