// The node card's code and its place: fetched only when someone comes to the stage (or a finger
// first touches the page, then rehearsed unseen), and placed again whenever it grows (the rest of
// inspecting the demo: demo-inspection.spec.ts).
import { test, expect, fetchedScripts, stopTime } from './fixtures';
import {
  card,
  surface,
  play,
  openDemoAt,
  waitForDemo,
  seek,
  pagePoint,
  expectCardBeside,
  cardContent,
  NODE_NATE,
  T,
} from './demo-helpers';

test.describe('with a mouse', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a card placed again as it grows: pinned (its hint added), or its text longer, still beside its node and in the window', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await play(page);
    await stopTime(page);
    // @node_nate 30 px above the window's bottom: its card, shifted up to fit, has no room to grow down.
    const below = (await pagePoint(page, 'n7')).y - (page.viewportSize()!.height - 30);
    await page.evaluate((by) => window.scrollBy(0, by), below);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.move(nate.x, nate.y);
    await page.clock.runFor(700);
    await expect(card(page)).toBeVisible();
    await expectCardBeside(page, 'n7');
    const height = () => card(page).evaluate((e) => e.getBoundingClientRect().height);
    const hovered = await height();

    await page.mouse.click(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    const pinned = await height();
    expect(pinned, 'the pinned card, taller by its hint').toBeGreaterThan(hovered + 10);
    await expect(async () => expectCardBeside(page, 'n7'), 'placed again when pinned').toPass();

    // Whatever else changes its size (a font, a longer text) places it again.
    await card(page).evaluate((e) => e.querySelector('p:nth-of-type(3)')!.append(' And a longer text.'.repeat(8)));
    expect(await height(), 'the card, taller by its text').toBeGreaterThan(pinned + 40);
    await expect(async () => expectCardBeside(page, 'n7'), 'placed again when its text grew').toPass();
  });
});

test('the card’s code, with Floating UI, is fetched only once focus or the pointer comes to the stage', async ({
  page,
}) => {
  // A property only Floating UI's placement reads.
  const fetched = fetchedScripts(page);
  const floatingFetched = () => fetched('referenceHidden');
  await page.goto('/');
  const stage = page.locator('#network-demo-stage');
  await stage.scrollIntoViewIfNeeded();
  await expect(stage.locator('canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading influencers...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await floatingFetched(), 'no script of / holds Floating UI before anyone comes to the stage').toBe(false);

  // Once the post is out (the first influencer reached comes after it), focus on the canvas opens its card.
  await expect(page.getByTestId('demo-stats').locator('dd').first()).not.toHaveText('0', { timeout: 15_000 });
  await page.locator('#network-demo').focus();
  await page.keyboard.press('Tab');
  await expect(surface(page)).toBeFocused();
  await expect(card(page)).toBeVisible();
  expect(await cardContent(card(page))).toMatchObject({ head: 'Amplify @AmplifySubnet', meta: 'The central post' });
  expect(await floatingFetched()).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a finger’s first touch on the page fetches the card’s code, which renders a card once unseen and gone, then a tap on a node opens its card', async ({
    page,
  }) => {
    const fetched = fetchedScripts(page);
    const floatingFetched = () => fetched('referenceHidden');
    // Every card the page adds, seen or not: a card has the role of a tooltip, the rehearsal none and is hidden from all.
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as Window & { cardsAdded?: string[] }).cardsAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              node.matches('body > :is([role="tooltip"], [aria-hidden="true"]):has(dl)')
            )
              added.push(`${node.getAttribute('role') ?? 'no role'} ${getComputedStyle(node).visibility}`);
      }).observe(document, { childList: true, subtree: true });
    });
    const cardsAdded = () => page.evaluate(() => (window as Window & { cardsAdded?: string[] }).cardsAdded);
    // Debug mode, for where the nodes are: it adds no Floating UI of its own.
    await page.goto('/?debug');
    await page.waitForLoadState('networkidle');
    expect(await floatingFetched(), 'no script of / holds Floating UI before a touch').toBe(false);

    // A touch on the page's heading, far from the stage: where the scroll that brings the demo starts.
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    await page.touchscreen.tap(heading.x + heading.width / 2, heading.y + heading.height / 2);
    await expect.poll(floatingFetched, { message: 'Floating UI fetched after the first touch' }).toBe(true);
    await expect.poll(cardsAdded, { message: 'one card rendered, hidden from all' }).toEqual(['no role hidden']);
    await expect(page.locator('body > [aria-hidden="true"]:has(dl)'), 'and gone').toHaveCount(0);
    await expect(card(page)).toHaveCount(0);

    await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
    await waitForDemo(page);
    await seek(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.touchscreen.tap(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    await expect(card(page)).toBeVisible();
    expect(await cardContent(card(page))).toMatchObject({ head: '@node_nate', facts: NODE_NATE.facts });
    await expectCardBeside(page, 'n7');
  });
});
