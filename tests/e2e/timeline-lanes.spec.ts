// The timeline inspector's lanes (DECISIONS.md §10): the whole schedule at once, one row per
// target, each span a button that seeks, each label a button that pins, carried as lanes=1.
import { CENTRAL_POST_ID } from '../../src/features/network-demo/content/demo-nodes';
import { SPEC_LOOP, SPEC_TIMES } from '../../src/features/network-demo/content/spec-table.test-support';
import { DEMO_NODES, demoTime, openDebugDemo, waitForDemo, inspector, search } from './demo-helpers';
import { addStyleSheet, expect, test } from './fixtures';
import { differingPixels } from './pixels';
import type { Page } from '@playwright/test';

// Event times and the loop's length as DECISIONS §1 gives them (spec-table.test-support.ts).
const times = SPEC_TIMES;
const duration = SPEC_LOOP;
const lanes = (page: Page) => page.getByRole('region', { name: 'Lanes' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Lanes', exact: true });
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent ?? null;
  });

// Reveal order as the schedule has it: by appear time, ties in data order.
const revealOrder = [...DEMO_NODES].sort((a, b) => times[a.id]!.appear - times[b.id]!.appear);

test('one row per target in reveal order, each span named by what happens and when', async ({ page }) => {
  await openDebugDemo(page, { query: '&lanes=1&t=9300' });
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const region = lanes(page);
  await expect(region).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-controls', (await region.getAttribute('id'))!);

  const labels = await region.locator('li[data-lane] > button').allTextContents();
  expect(labels).toEqual(['Post', ...revealOrder.map((node) => `@${node.name}`)]);
  const rowIds = await region.locator('li[data-lane]').evaluateAll((rows) => rows.map((row) => row.dataset.lane));
  expect(rowIds).toEqual([CENTRAL_POST_ID, ...revealOrder.map((node) => node.id)]);

  // Every span once: the post's, three per node and a tick per celebrity.
  const celebrities = DEMO_NODES.filter((node) => node.isCelebrity);
  await expect(region.locator('[data-lane] [aria-label]')).toHaveCount(1 + 3 * DEMO_NODES.length + celebrities.length);
  for (const name of [
    'Post · 1.5 s',
    '@node_nate line · 5.5 s',
    '@node_nate bubble · 7.0 s',
    '@node_nate emoji · 9.0 s',
    // The first celebrity, n13, is highlighted at S + 8750 = 11050 (§1).
    `@${celebrities[0]!.name} highlight · 11.1 s`,
  ])
    await expect(region.getByRole('button', { name, exact: true })).toHaveCount(1);
  const nate = times.n7!;
  expect([nate.lineStart, nate.appear, nate.bubble, nate.emoji]).toEqual([5500, 6500, 7000, 9000]);

  // Spans sit on the time scale: a span's left edge is at from / duration of its row's time column.
  const placed = await region.locator('[data-lane="n7"]').evaluate((row) => {
    const spans = row.querySelectorAll('[aria-label]');
    const column = spans[0]!.parentElement!.getBoundingClientRect();
    return [...spans].map((span) => {
      const box = span.getBoundingClientRect();
      return { from: (box.left - column.left) / column.width, to: (box.right - column.left) / column.width };
    });
  });
  const expected = [
    [nate.lineStart, nate.appear],
    [nate.bubble, nate.emoji],
    [nate.emoji, duration],
  ];
  placed.forEach((box, i) => {
    expect(box.from).toBeCloseTo(expected[i]![0]! / duration, 2);
    expect(box.to).toBeCloseTo(expected[i]![1]! / duration, 2);
  });
});

test('a span seeks to its start, paused; a label pins its card, at its appearance if not shown yet', async ({
  page,
}) => {
  await openDebugDemo(page, { query: '&lanes=1' });
  const region = lanes(page);
  await region.getByRole('button', { name: '@node_nate bubble · 7.0 s', exact: true }).click();
  await expect.poll(() => inspector(page)).toMatchObject({ t: 7000, playing: false });

  await region.getByRole('button', { name: '@node_nate', exact: true }).click();
  await expect.poll(() => inspector(page)).toMatchObject({ t: 7000, inspected: 'n7' });

  const last = revealOrder.at(-1)!;
  await region.getByRole('button', { name: `@${last.name}`, exact: true }).click();
  await expect.poll(() => inspector(page)).toMatchObject({ t: times[last.id]!.appear, inspected: last.id });
});

test('open lanes are carried as lanes=1, and the address opens them', async ({ page }) => {
  await openDebugDemo(page, { query: '&t=9300' });
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(lanes(page)).toBeHidden();
  await toggle(page).click();
  await expect(lanes(page)).toBeVisible();
  await expect.poll(() => search(page)).toBe('?debug&t=9300&lanes=1');

  await page.reload();
  await waitForDemo(page);
  await expect(lanes(page)).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');

  await toggle(page).click();
  await expect(lanes(page)).toBeHidden();
  await expect.poll(() => search(page)).toBe('?debug&t=9300');
});

test('the keyboard: one tab stop, arrows within and across rows, Enter seeks', async ({ page }) => {
  await openDebugDemo(page, { query: '&lanes=1&t=9300' });
  const region = lanes(page);
  await page.getByRole('list', { name: 'Timeline markers' }).getByRole('button').last().focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe('Post');

  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('Post · 1.5 s');
  // The post's span, across most of the loop, is nearest the first node's emoji.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).toBe('@mara_onchain emoji · 5.8 s');
  await page.keyboard.press('Home');
  await expect.poll(() => focusedName(page)).toBe('@mara_onchain');
  await page.keyboard.press('End');
  await expect.poll(() => focusedName(page)).toBe('@mara_onchain emoji · 5.8 s');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedName(page)).toBe('@mara_onchain bubble · 3.8 s');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).toMatch(/^@tensor_tom /);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedName(page)).toMatch(/^@mara_onchain /);
  // None of this reached the panel's shortcuts (arrows step events, Home/End jump to the ends).
  expect(await demoTime(page)).toBe(9300);

  // One tab stop: leaving and coming back lands on the last focused button.
  await page.keyboard.press('ArrowLeft');
  const before = await focusedName(page);
  await expect(region.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => focusedName(page)).toBe(before);

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect.poll(() => inspector(page)).toMatchObject({ t: times.n1!.emoji, playing: false });
});

// axe at 1440 and 390 px with the lanes open: timeline-inspector.spec.ts, with the rest of the panel.

test('at 390 px the lanes scroll within themselves and the page never sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openDebugDemo(page, { query: '&lanes=1&t=9300' });
  await expect(lanes(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await lanes(page).evaluate((region) => ({
    scrollHeight: region.scrollHeight,
    clientHeight: region.clientHeight,
    right: region.getBoundingClientRect().right,
    overflowY: getComputedStyle(region).overflowY,
  }));
  expect(box.overflowY).toBe('auto');
  expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  expect(box.right).toBeLessThanOrEqual(390);
});

test('at 1024 px the playhead passes behind the names it crosses, rows’ and groups’, not through their letters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  // Early in the loop, before any node's first span, the playhead stands where the names are.
  await openDebugDemo(page, { query: '&lanes=1&t=600' });
  const label = lanes(page)
    .getByRole('button', { name: /@mara_onchain/ })
    .first();
  const heading = lanes(page).getByText('Layer 1', { exact: true });
  await label.scrollIntoViewIfNeeded();
  const playheadX = await lanes(page)
    .locator('[class*="playhead"]')
    .evaluate((line) => line.getBoundingClientRect().left + line.getBoundingClientRect().width / 2);
  const clips = [];
  for (const name of [label, heading]) {
    const box = (await name.boundingBox())!;
    expect(playheadX, 'the playhead crosses the name').toBeGreaterThan(box.x + 4);
    expect(playheadX).toBeLessThan(box.x + box.width - 4);
    clips.push({ x: Math.round(playheadX) - 3, y: Math.round(box.y), width: 6, height: Math.floor(box.height) });
  }
  // Each name as shown, and as shown with no playhead: the same pixels.
  const shown = await Promise.all(clips.map((clip) => page.screenshot({ clip })));
  await addStyleSheet(page, '[class*="playhead"] { visibility: hidden !important; }');
  for (const [i, clip] of clips.entries())
    expect(differingPixels(shown[i]!, await page.screenshot({ clip })), ['label', 'heading'][i]).toBe(0);
});
