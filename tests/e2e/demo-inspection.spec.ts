// Inspecting the demo as a visitor does (DECISIONS §7): a mouse hovers and clicks, a finger taps, the
// keyboard walks the targets; the card says who a node is and how it was reached; the canvas
// emphasises that path and, once the card closes, draws exactly what the clock alone draws.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO_TWEETS } from '../../src/features/network-demo/model/demo-tweets';
import { test, expect } from './fixtures';
import { DEMO_SCHEDULE, openDebugDemo, regionDifference, seek, withoutWebGL } from './demo-helpers';
import { pixelsInCircles, type Circle } from './pixels';

type Target = ReturnType<NonNullable<Window['__demo']>['nodes']>[number];
type Point = { x: number; y: number };

const inspected = (page: Page) => page.evaluate(() => window.__demo!.inspected());
const playing = (page: Page) => page.evaluate(() => window.__demo!.playing());
const time = (page: Page) => page.evaluate(() => window.__demo!.time());
const play = (page: Page) => page.evaluate(() => window.__demo!.play());
const targets = (page: Page) => page.evaluate(() => window.__demo!.nodes());

const card = (page: Page) => page.getByTestId('demo-card');
const surface = (page: Page) => page.getByTestId('demo-inspection');
const live = (page: Page) => page.getByTestId('demo-inspection-live');
const cursor = (page: Page) => surface(page).evaluate((element) => getComputedStyle(element).cursor);

/** Opens /?debug, brings the demo on screen (off screen its clock stops) and seeks to `t` (paused). */
async function openDemoAt(page: Page, t: number) {
  await openDebugDemo(page);
  await page.locator('#network-demo canvas').scrollIntoViewIfNeeded();
  await seek(page, t);
}

/** Where the target `id` is on the page, plus an offset in CSS px. */
async function pagePoint(page: Page, id: string, dx = 0, dy = 0): Promise<Point> {
  const box = (await page.locator('#network-demo canvas').boundingBox())!;
  const target = (await targets(page)).find((t) => t.id === id)!;
  return { x: box.x + target.x + dx, y: box.y + target.y + dy };
}

/** A point on the canvas (page px) at least `clearance` px from every revealed target, off the post and `avoid`. */
async function emptyCanvasPoint(page: Page, clearance = 60, avoid: DOMRect | null = null): Promise<Point> {
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
async function expectCardBeside(page: Page, id: string) {
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
async function cardContent(locator: Locator) {
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
const NODE_NATE = {
  head: '@node_nate',
  meta: '45K followers · layer 2',
  text: DEMO_TWEETS.n7,
  facts: { 'Reached at': '6.5 s', Via: '@mara_onchain', 'Adds to Earned': '12.5 τ' },
  emoji: 'reacted with muscle',
};
const ELENA_MACRO = {
  head: '@elena_macro',
  meta: '12.4M followers · layer 3 · celebrity',
  text: DEMO_TWEETS.n13,
  facts: { 'Reached at': '8.3 s', Via: '@node_nate', 'Adds to Earned': '89.2 τ' },
  emoji: null,
};
const MARA_ONCHAIN = {
  head: '@mara_onchain',
  meta: '182K followers · layer 1',
  text: DEMO_TWEETS.n1,
  facts: { 'Reached at': '3.3 s', Via: 'the central post', 'Adds to Earned': '47.8 τ' },
  emoji: 'reacted with fire',
};

// At 9.5 s: n1..n17 are revealed, n7's bubble has become its emoji, n13's has not yet.
const T = 9500;

test.describe('with a mouse', () => {
  test('hovering a node opens its card after the 700 ms tooltip delay without stopping the clock; the cursor is a pointer over a node only', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await play(page);
    // When the pointer last moved over the canvas before the card appeared, and when it appeared.
    await page.evaluate(() => {
      const record = { moved: 0, opened: 0 };
      (window as unknown as { hoverRecord: typeof record }).hoverRecord = record;
      document.querySelector('[data-testid=demo-inspection]')!.addEventListener(
        'pointermove',
        (event) => {
          if (!record.opened) record.moved = event.timeStamp;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        if (!record.opened && document.querySelector('[data-testid=demo-card]')) record.opened = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });

    const nate = await pagePoint(page, 'n7', -6, 4);
    await page.mouse.move(nate.x, nate.y);
    expect(await cursor(page), 'cursor over @node_nate').toBe('pointer');
    await expect(card(page)).toBeVisible();
    const { moved, opened } = await page.evaluate(
      () => (window as unknown as { hoverRecord: { moved: number; opened: number } }).hoverRecord,
    );
    expect(moved, 'the pointer moved over the canvas').toBeGreaterThan(0);
    expect(opened - moved, 'ms from the pointer coming to rest on the node to its card').toBeGreaterThanOrEqual(690);
    expect(opened - moved, 'ms from the pointer coming to rest on the node to its card').toBeLessThan(2000);
    expect(await cardContent(card(page))).toEqual(NODE_NATE);
    await expect(card(page)).not.toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe('n7');
    await expectCardBeside(page, 'n7');

    // Hovering does not stop the clock.
    expect(await playing(page)).toBe(true);
    const t0 = await time(page);
    await expect.poll(() => time(page), { message: 'the clock runs while the card is open' }).toBeGreaterThan(t0 + 200);
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

  test('moving straight on to a neighbour within 300 ms of a card closing opens its card at once', async ({ page }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.move(nate.x, nate.y);
    await expect(card(page)).toBeVisible();
    // On to @mara_onchain (left of @node_nate, away from its card), over empty canvas in between.
    await page.evaluate(() => {
      const record = { left: 0, entered: 0 };
      (window as unknown as { skipRecord: typeof record }).skipRecord = record;
      document.querySelector('[data-testid=demo-inspection]')!.addEventListener('pointermove', (event) => {
        const inspected = window.__demo!.inspected();
        if (!record.left && inspected === null) record.left = event.timeStamp;
        if (!record.entered && inspected === 'n1') record.entered = event.timeStamp;
      });
    });
    const mara = await pagePoint(page, 'n1');
    await page.mouse.move(mara.x, mara.y, { steps: 6 });
    // The card changed within the pointer move that reached her: no delay ran.
    expect(await inspected(page)).toBe('n1');
    const { left, entered } = await page.evaluate(
      () => (window as unknown as { skipRecord: { left: number; entered: number } }).skipRecord,
    );
    expect(left, 'the first card closed on the way').toBeGreaterThan(0);
    expect(entered - left, 'ms between leaving @node_nate and opening @mara_onchain').toBeLessThan(300);
    expect(await cardContent(card(page))).toEqual(MARA_ONCHAIN);
  });

  // The delay runs from when the pointer enters a node, as the shared tooltip's does: moving over
  // it does not restart the wait.
  test('a card opens 700 ms after the pointer enters the node, even while it moves within it', async ({ page }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    const entered = Date.now();
    // A hand is never still: a small move every 100 ms, all within the 22 px avatar.
    for (let i = 0; Date.now() - entered < 1600; i++) {
      await page.mouse.move(nate.x - 8 + (i % 8) * 2, nate.y);
      if ((await inspected(page)) === 'n7') break;
      await page.waitForTimeout(100);
    }
    expect(await inspected(page), 'a card 1.6 s after the pointer entered @node_nate').toBe('n7');
  });

  test('a click pins the card and pauses the clock; a click on empty canvas closes it and resumes the clock', async ({
    page,
  }) => {
    await openDemoAt(page, T);
    await play(page);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.click(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await inspected(page)).toBe('n7');
    expect(await playing(page)).toBe(false);
    const pinnedAt = await time(page);
    await page.waitForTimeout(400);
    expect(await time(page), 'the clock stays put while pinned').toBe(pinnedAt);
    expect(await cardContent(card(page))).toMatchObject({ head: '@node_nate', facts: NODE_NATE.facts });

    const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
    await page.mouse.click(empty.x, empty.y);
    await expect(card(page)).toHaveCount(0);
    expect(await playing(page)).toBe(true);
    await expect.poll(() => time(page), { message: 'the clock runs again' }).toBeGreaterThan(pinnedAt + 200);
  });
  // A pinned card takes its own clicks: they must not pin a node hidden under it, or close it.
  test('a click on the pinned card itself keeps it pinned', async ({ page }) => {
    await openDemoAt(page, T);
    const nate = await pagePoint(page, 'n7');
    await page.mouse.click(nate.x, nate.y);
    await expect(card(page)).toHaveAttribute('data-pinned');
    // A click on the tweet in the card, as when selecting it.
    const text = await card(page)
      .locator('p')
      .nth(2)
      .evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
    await page.mouse.click(text.left + text.width / 2, text.top + text.height / 2);
    await page.waitForTimeout(300);
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
    await expect(surface(page)).toHaveAccessibleName('Influence network');
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
    expect(await time(page)).toBe(T);

    // Playing: Enter pins and pauses, Escape closes and resumes.
    await play(page);
    await page.keyboard.press('Enter');
    await expect(card(page)).toHaveAttribute('data-pinned');
    expect(await playing(page), 'pinning pauses the clock').toBe(false);
    const pinnedAt = await time(page);
    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    expect(await inspected(page)).toBeNull();
    expect(await playing(page), 'Escape resumes the clock it paused').toBe(true);
    await expect.poll(() => time(page)).toBeGreaterThan(pinnedAt + 200);

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

test('while a card is open the canvas dims what is off the path; once it closes the canvas is exactly as before', async ({
  page,
}) => {
  await openDemoAt(page, T);
  const canvas = page.locator('#network-demo canvas');
  // The canvas's own pixels: the card and its shadow, which the page draws over it, left out.
  const canvasPixels = () => canvas.screenshot({ style: '[data-testid=demo-card] { visibility: hidden !important; }' });
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
  const onDiffs = await regionDifference(
    page,
    before,
    open,
    onPath.map(([, circle]) => circle),
  );
  const offDiffs = await regionDifference(
    page,
    before,
    open,
    offPath.map(([, circle]) => circle),
  );
  onPath.forEach(([name], i) => expect(onDiffs[i], `on the path, ${name} is drawn as before`).toBe(0));
  offPath.forEach(([name], i) => expect(offDiffs[i], `off the path, ${name} changes`).toBeGreaterThan(15));
  // Changed by dimming: darker.
  const brightness = async (png: Buffer) =>
    (
      await pixelsInCircles(
        page,
        png,
        offPath.map(([, circle]) => circle),
      )
    ).map((pixels) => pixels.reduce((sum, [r, g, b]) => sum + r + g + b, 0) / pixels.length);
  const [lit, dim] = [await brightness(before), await brightness(open)];
  offPath.forEach(([name], i) => expect(dim[i], `${name} is dimmed`).toBeLessThan(lit[i]! * 0.6));

  const empty = await emptyCanvasPoint(page, 60, await card(page).evaluate((e) => e.getBoundingClientRect()));
  await page.mouse.click(empty.x, empty.y);
  await expect(card(page)).toHaveCount(0);
  expect(await time(page)).toBe(T);
  const after = await canvasPixels();
  // Exactly what the clock alone draws: the same pixels, not merely close ones.
  expect(after.equals(before), 'the canvas after closing is pixel-identical to before opening').toBe(true);
});

test('a card closes when the clock hides its target: a seek back, or the loop starting over', async ({ page }) => {
  const appear = DEMO_SCHEDULE.times.n13!.appear;
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
  await seek(page, DEMO_SCHEDULE.duration - 400);
  await surface(page).focus();
  await page.keyboard.press('End');
  expect(await inspected(page)).toBe('n24');
  await expect(card(page)).toBeVisible();
  await play(page);
  await expect(card(page)).toHaveCount(0, { timeout: 5000 });
  expect(await inspected(page)).toBeNull();
  expect(await time(page)).toBeLessThan(DEMO_SCHEDULE.times.n24!.appear);
});

test('the card element stays the same while the clock plays and its content changes', async ({ page }) => {
  const emoji = DEMO_SCHEDULE.times.n7!.emoji;
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
  await expect.poll(() => time(page), { timeout: 10_000 }).toBeGreaterThan(emoji + 400);
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
    await button('@elena_macro').hover();
    expect(await inspected(page), 'not at once').toBeNull();
    await expect(card(page)).toBeVisible();
    expect(await cardContent(card(page))).toEqual(ELENA_MACRO);
    await page.mouse.move(0, 0);
    await expect(card(page)).toHaveCount(0);

    // Keyboard focus: at once, even after the 300 ms in which a hover would open at once too.
    await page.waitForTimeout(400);
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
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        // The debug panel is a tool, not what a visitor sees; the card and the page around it are.
        .exclude('[data-testid=demo-debug]')
        .analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  });
}
