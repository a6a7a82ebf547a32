// Inspecting the demo as a visitor does: a mouse hovers and clicks, a finger taps, the keyboard walks
// the targets; the card says who a node is and how it was reached, beside it (the canvas's emphasis,
// the clock's rules and the static view: demo-inspection-states.spec.ts; the card's code and its place:
// demo-card.spec.ts).
import { test, expect, stopTime } from './fixtures';
import {
  type Target,
  type Point,
  inspected,
  playing,
  demoTime,
  play,
  targets,
  card,
  surface,
  live,
  cursor,
  openDemoAt,
  pagePoint,
  emptyCanvasPoint,
  expectCardBeside,
  cardContent,
  NODE_NATE,
  MARA_ONCHAIN,
  T,
} from './demo-helpers';

test.describe('with a mouse', () => {
  // The clock is stopped once the demo is open: the tooltip delay, the skip window and the demo's own
  // clock then move only by page.clock.runFor, to the millisecond however busy the machine is.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('hovering a node opens its card 700 ms after the pointer comes to it, without stopping the clock; the cursor is a pointer over a node only', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await play(page);
    await stopTime(page);
    const nate = await pagePoint(page, 'n7', -6, 4);
    await page.mouse.move(nate.x, nate.y);
    expect(await cursor(page), 'cursor over @node_nate').toBe('pointer');
    await page.clock.runFor(699);
    expect(await inspected(page), 'no card 699 ms after the pointer came').toBeNull();
    await expect(card(page)).toHaveCount(0);
    await page.clock.runFor(1);
    expect(await inspected(page), 'the card 700 ms after').toBe('n7');
    await expect(card(page)).toBeVisible();
    expect(await cardContent(card(page))).toEqual(NODE_NATE);
    await expect(card(page)).not.toHaveAttribute('data-pinned');
    await expectCardBeside(page, 'n7');

    // Hovering does not stop the clock.
    expect(await playing(page)).toBe(true);
    const t0 = await demoTime(page);
    await page.clock.runFor(500);
    expect(await demoTime(page), 'the clock runs while the card is open').toBeGreaterThan(t0 + 400);
    expect(await playing(page)).toBe(true);
    await expect(card(page)).toBeVisible();

    // Empty canvas: no pointer, no card.
    const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
    await page.mouse.move(empty.x, empty.y);
    expect(await cursor(page), 'cursor over empty canvas').not.toBe('pointer');
    await expect(card(page)).toHaveCount(0);
    expect(await inspected(page)).toBeNull();
    expect(await playing(page)).toBe(true);
  });

  test('moving on to a neighbour within 300 ms of a card closing opens its card at once; after 300 ms it waits the delay', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.move(nate.x, nate.y);
    await expect(card(page)).toBeVisible();
    await stopTime(page);
    // On to @mara_onchain (left of @node_nate, away from its card), over empty canvas in between,
    // with no time passing: the first card closes on the way and hers opens with no delay.
    const mara = await pagePoint(page, 'n1');
    await page.mouse.move(mara.x, mara.y, { steps: 6 });
    expect(await inspected(page)).toBe('n1');
    expect(await cardContent(card(page))).toEqual(MARA_ONCHAIN);

    // Away for 299 ms, then back to @node_nate: still at once.
    const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
    await page.mouse.move(empty.x, empty.y);
    expect(await inspected(page)).toBeNull();
    await page.clock.runFor(299);
    await page.mouse.move(nate.x, nate.y);
    expect(await inspected(page), 'back within 299 ms').toBe('n7');

    // Away for 300 ms: the window has closed, and @mara_onchain's card waits the whole delay.
    await page.mouse.move(empty.x, empty.y);
    expect(await inspected(page)).toBeNull();
    await page.clock.runFor(300);
    await page.mouse.move(mara.x, mara.y);
    await page.clock.runFor(699);
    expect(await inspected(page), 'after 300 ms away, no card 699 ms in').toBeNull();
    await page.clock.runFor(1);
    expect(await inspected(page)).toBe('n1');
  });

  // The delay runs from when the pointer enters a node, as the shared tooltip's does: moving over
  // it does not restart the wait.
  test('a card opens 700 ms after the pointer enters the node, even while it moves within it', async ({ page }) => {
    await openDemoAt(page, T);
    await stopTime(page);
    const nate = await pagePoint(page, 'n7');
    // A hand is never still: a small move every 100 ms, all within the 22 px avatar.
    await page.mouse.move(nate.x - 8, nate.y);
    for (let i = 1; i <= 6; i++) {
      await page.clock.runFor(100);
      await page.mouse.move(nate.x - 8 + i * 2, nate.y);
    }
    await page.clock.runFor(99);
    expect(await inspected(page), 'no card 699 ms after the pointer entered').toBeNull();
    await page.clock.runFor(1);
    expect(await inspected(page), 'a card 700 ms after the pointer entered @node_nate').toBe('n7');
  });

  test('a click pins the card and pauses the clock; a click on empty canvas closes it and resumes the clock', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await play(page);
    await stopTime(page);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.click(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe('n7');
    expect(await playing(page)).toBe(false);
    const pinnedAt = await demoTime(page);
    await page.clock.runFor(400);
    expect(await demoTime(page), 'the clock stays put while pinned').toBe(pinnedAt);
    expect(await cardContent(card(page))).toMatchObject({ head: '@node_nate', facts: NODE_NATE.facts });

    const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
    await page.mouse.click(empty.x, empty.y);
    await expect(card(page)).toHaveCount(0);
    expect(await playing(page)).toBe(true);
    await page.clock.runFor(400);
    expect(await demoTime(page), 'the clock runs again').toBeGreaterThan(pinnedAt + 300);
  });
  // A pinned card takes its own clicks: they must not pin a node hidden under it, or close it.
  test('a click on the pinned card itself keeps it pinned', async ({ page }) => {
    await openDemoAt(page, T);
    await stopTime(page);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.click(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    // A click on the tweet in the card, as when selecting it.
    const text = await card(page)
      .locator('p')
      .nth(2)
      .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    await page.mouse.click(text.left + text.width / 2, text.top + text.height / 2);
    // Past any delay a click could have started.
    await page.clock.runFor(1000);
    expect(await inspected(page), 'the pinned card after a click on it').toBe('n7');
    await expect(card(page)).toHaveAttribute('data-pinned');
  });
});

test.describe('with a finger on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a tap 20 px off a small avatar’s centre pins its card; a tap on empty canvas closes it', async ({ page }) => {
    await openDemoAt(page, 11_500);
    const shown = (await targets(page)).filter((t) => t.revealed);
    const box = (await page.locator('#network-demo canvas').boundingBox())!;
    const post = shown.find((t) => t.layer === 0)!;
    // A node and a direction where 20 px off its centre lies on the canvas, clear of every other target.
    const directions = Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)]);
    let chosen: { node: Target; at: Point } | null = null;
    for (const node of shown.filter((t) => t.layer > 0)) {
      for (const [dx, dy] of directions) {
        const at = { x: node.x + 20 * dx!, y: node.y + 20 * dy! };
        const onCanvas = at.x > 4 && at.y > 4 && at.x < box.width - 4 && at.y < box.height - 4;
        const clear = shown.every((t) => t === node || t === post || Math.hypot(t.x - at.x, t.y - at.y) > 40);
        const offPost = Math.abs(at.y - post.y) > post.r + 20 || Math.abs(at.x - post.x) > 150;
        if (onCanvas && clear && offPost) chosen ??= { node, at };
      }
    }
    expect(chosen, 'a node with a free side').not.toBeNull();
    const { node, at } = chosen!;
    // The tap lands outside the avatar as drawn (and outside what a mouse click hits).
    expect(node.r + 2, `${node.id} is drawn small on a phone`).toBeLessThan(20);

    await play(page);
    await page.touchscreen.tap(box.x + at.x, box.y + at.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe(node.id);
    await expect(card(page).locator('strong').first()).toHaveText(`@${node.name}`);
    await expectCardBeside(page, node.id);
    expect(await playing(page), 'pinning pauses the clock').toBe(false);

    const empty = await emptyCanvasPoint(page, 50, await card(page).evaluate((e) => e.getBoundingClientRect()));
    await page.touchscreen.tap(empty.x, empty.y);
    await expect(card(page)).toHaveCount(0);
    expect(await inspected(page)).toBeNull();
    expect(await playing(page), 'closing the pin resumes the clock').toBe(true);
  });

  test('a pinned card scrolls with its node, hides while the node is out of the window, and is back with it', async ({
    page,
  }) => {
    await openDemoAt(page, 13_000);
    const lowest = (await targets(page)).filter((t) => t.revealed && t.layer > 0).sort((a, b) => b.y - a.y)[0]!;
    const at = await pagePoint(page, lowest.id);
    await page.touchscreen.tap(at.x, at.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    await expectCardBeside(page, lowest.id);
    const cardTop = () => card(page).evaluate((e) => e.getBoundingClientRect().top);
    const before = { card: await cardTop(), node: (await pagePoint(page, lowest.id)).y };

    await page.evaluate(() => window.scrollBy(0, 100));
    await expect.poll(async () => (await pagePoint(page, lowest.id)).y).toBeCloseTo(before.node - 100, 0);
    await expect.poll(cardTop, { message: 'the card moves with its node' }).toBeCloseTo(before.card - 100, 0);

    // The node leaves the top of the window: the card does not stay behind on top of the page.
    const node = await pagePoint(page, lowest.id);
    await page.evaluate((by) => window.scrollBy(0, by), node.y + 80);
    await expect(card(page)).toBeHidden();
    expect(await inspected(page), 'still pinned').toBe(lowest.id);

    await page.evaluate((by) => window.scrollBy(0, -by), node.y + 80);
    await expect(card(page)).toBeVisible();
    await expectCardBeside(page, lowest.id);
  });
});

test.describe('with the keyboard', () => {
  test('Tab, the arrows, Home and End walk the targets and announce each; Enter or Space pins, Escape closes', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await expect(live(page)).toHaveAttribute('aria-live', 'polite');
    // Tab from the start of the demo's section: the canvas is its first stop.
    await page.locator('#network-demo').focus();
    await page.keyboard.press('Tab');
    await expect(surface(page)).toBeFocused();
    await expect(surface(page)).toHaveAccessibleName(
      'Influence network: arrow keys move between the post and the influencers, Enter or Space pins a card',
    );
    await expect(surface(page)).toHaveRole('application');
    // Focus opens the card at once: no tooltip delay.
    expect(await inspected(page)).toBe('post');
    await expect(live(page)).toHaveText('@AmplifySubnet, the central post, posted at 1.5 s');
    expect(await cardContent(card(page))).toMatchObject({
      head: 'Amplify @AmplifySubnet',
      meta: 'The central post',
      facts: { 'Posted at': '1.5 s' },
    });

    const moves: [key: string, id: string, announcement: string][] = [
      ['ArrowUp', 'n6', '@block_bex, layer 1, 128K followers, reached at 5.3 s via the central post'],
      ['ArrowRight', 'n12', '@crypto_cleo, layer 2, 77K followers, reached at 8.0 s via @block_bex'],
      ['ArrowDown', 'n1', '@mara_onchain, layer 1, 182K followers, reached at 3.3 s via the central post'],
      ['ArrowRight', 'n7', '@node_nate, layer 2, 45K followers, reached at 6.5 s via @mara_onchain'],
      ['ArrowUp', 'n13', '@elena_macro, layer 3, celebrity, 12.4M followers, reached at 8.3 s via @node_nate'],
      ['End', 'n17', '@omar_ops, layer 3, 41K followers, reached at 9.3 s via @gradient_gia'],
      ['Home', 'post', '@AmplifySubnet, the central post, posted at 1.5 s'],
      ['End', 'n17', '@omar_ops, layer 3, 41K followers, reached at 9.3 s via @gradient_gia'],
    ];
    for (const [key, id, announcement] of moves) {
      await page.keyboard.press(key);
      expect(await inspected(page), `${key} goes to ${id}`).toBe(id);
      await expect(live(page), `${key} announces ${id}`).toHaveText(announcement);
      await expect(card(page)).not.toHaveAttribute('data-pinned');
    }
    await page.keyboard.press('Home');
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    expect(await cardContent(card(page))).toEqual(NODE_NATE);

    // Paused: Enter pins, Space unpins, the clock stays paused throughout.
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe('n7');
    await page.keyboard.press(' ');
    await expect(page.locator('[data-testid=demo-card][data-pinned]')).toHaveCount(0);
    expect(await playing(page)).toBe(false);
    expect(await demoTime(page)).toBe(T);

    // Playing: Enter pins and pauses, Escape closes and resumes.
    await play(page);
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await playing(page), 'pinning pauses the clock').toBe(false);
    const pinnedAt = await demoTime(page);
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    expect(await inspected(page)).toBeNull();
    expect(await playing(page), 'Escape resumes the clock it paused').toBe(true);
    await expect.poll(() => demoTime(page)).toBeGreaterThan(pinnedAt + 200);

    // Paused before pinning: Escape leaves it paused.
    await page.evaluate(() => window.__demo!.pause());
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveAttribute('data-pinned');
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    expect(await playing(page), 'Escape does not start a clock that was paused').toBe(false);
  });
  // A press on the canvas that ends outside it must not leave the surface thinking a press is under
  // way, or the next keyboard focus would open no card and announce nothing.
  test('after a press on the canvas ends outside it, Tab back into the canvas still opens a card', async ({ page }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.move(nate.x, nate.y);
    await page.mouse.down();
    await page.mouse.move(nate.x, 5, { steps: 4 });
    await page.mouse.up();
    await expect(surface(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(surface(page)).toBeFocused();
    expect(await inspected(page), 'Tab back into the canvas opens a card').toBe('post');
    await expect(live(page)).toHaveText('@AmplifySubnet, the central post, posted at 1.5 s');
  });
});
