import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Leaderboard } from '../../src/data/types';
import { expect, stopTime, test } from './fixtures';

const board = JSON.parse(
  readFileSync(new URL('../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;
const byRank = [...board.entries].sort((a, b) => a.rank - b.rank);
const names = (entries: typeof byRank) => entries.map((e) => e.name);

/** Influencer names in the order the table shows them (the row header minus its emoji). */
const shownNames = (page: Page) =>
  page
    .locator('tbody th[scope="row"]')
    .evaluateAll((cells) => cells.map((cell) => cell.firstElementChild?.lastChild?.textContent ?? ''));

const table = (page: Page) => page.getByRole('table', { name: /Top 10 miners today/ });

test.describe('rewards leaderboard', () => {
  test.beforeEach(async ({ page }) => {
    // Time runs as usual until a test stops it (the tooltip's delay).
    await page.clock.install();
    await page.goto('/rewards');
    await expect(table(page)).toBeVisible();
  });

  test('shows the stat cards computed from the entries', async ({ page }) => {
    const card = (label: string) =>
      page.locator('dl').filter({ has: page.getByRole('term').filter({ hasText: label }) });
    await expect(card('Total Daily TAO')).toContainText('231.00 τ');
    await expect(card('Total Daily TAO')).toContainText('+12.5% from yesterday');
    await expect(card('Active Miners').getByRole('definition').first()).toHaveText('10');
    await expect(card('Avg Score').getByRole('definition').first()).toHaveText('7.8');
  });

  test('has every column and the top 10 rows with their cells', async ({ page }) => {
    await expect(page.getByRole('columnheader')).toHaveText([
      'Rank',
      'Influencer',
      'Miner Hotkey',
      'Daily TAO Rewards',
      'Influencing Score',
    ]);
    await expect(table(page).locator('tbody tr')).toHaveCount(10);
    expect(await shownNames(page)).toEqual(names(byRank));

    const first = table(page).locator('tbody tr').first();
    await expect(first.getByRole('cell').nth(0)).toHaveText('1');
    // The avatar beside the name is a picture only (miner-avatars.spec.ts): the header names the miner.
    await expect(first.getByRole('rowheader')).toHaveAccessibleName('quantum_quill');
    await expect(first.getByTestId('hotkey').locator('[aria-hidden="true"]')).toHaveText('5Hzxgz...q8rYbi');
    await expect(first.getByRole('cell').nth(2)).toHaveText('38.40 τ');
    await expect(first.getByRole('cell').nth(3)).toHaveText('9.6/10');
    const last = table(page).locator('tbody tr').last();
    await expect(last.getByRole('cell').nth(2)).toHaveText('10.40 τ');
    await expect(last.getByRole('cell').nth(3)).toHaveText('6.0/10');
  });

  test('shortens every hotkey to its first 6 and last 6 characters, with the full key for screen readers', async ({
    page,
  }) => {
    const keys = page.getByTestId('hotkey');
    await expect(keys).toHaveCount(10);
    for (const [i, entry] of byRank.entries()) {
      const key = keys.nth(i);
      await expect(key.locator('[aria-hidden="true"]')).toHaveText(
        `${entry.hotkey.slice(0, 6)}...${entry.hotkey.slice(-6)}`,
      );
      await expect(key.locator('.visually-hidden')).toHaveText(entry.hotkey);
      // One tooltip only: the native title would pop up beside the designed one.
      await expect(key).not.toHaveAttribute('title');
    }
  });

  test('shows the full hotkey in a tooltip 700 ms after the pointer enters, and on focus', async ({ page }) => {
    const key = page.getByTestId('hotkey').first();
    await stopTime(page);
    await key.hover();
    await page.clock.runFor(699);
    await expect(page.getByRole('tooltip'), 'no tooltip 699 ms in').toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toHaveText(byRank[0]!.hotkey);

    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Past the skip window, so focus opens the next after the delay again.
    await page.clock.runFor(300);
    await page.getByTestId('hotkey').nth(1).focus();
    await page.clock.runFor(700);
    await expect(page.getByRole('tooltip')).toHaveText(byRank[1]!.hotkey);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('copies the full hotkey to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The row's only button; its name changes to "Copied" once it has copied.
    const copy = table(page).locator('tbody tr').nth(1).getByRole('button');
    await expect(copy).toHaveAccessibleName('Copy hotkey of neuralnomad');
    await copy.click();
    await expect(copy).toHaveAccessibleName('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(byRank[1]!.hotkey);
  });

  test('colours the rank badges gold, silver, bronze, then grey', async ({ page }) => {
    const tokenColour = (token: string) =>
      page.evaluate((name) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${name})`;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, token);
    const badges = table(page).locator('tbody tr td:first-child > span');
    const background = (i: number) => badges.nth(i).evaluate((el) => getComputedStyle(el).backgroundColor);
    const tokens = ['--color-gold', '--color-silver', '--color-bronze', '--color-rank-other', '--color-rank-other'];
    for (const [i, token] of tokens.entries()) expect(await background(i === 4 ? 9 : i)).toBe(await tokenColour(token));
    expect(new Set(await Promise.all([0, 1, 2, 3].map(background))).size).toBe(4);
    // Dark figures on the podium colours, light on grey.
    const colour = (i: number) => badges.nth(i).evaluate((el) => getComputedStyle(el).color);
    expect(await colour(0)).not.toBe(await colour(3));
  });

  test('sorts by each sortable column with the mouse, and says so with aria-sort', async ({ page }) => {
    const header = (name: string) => page.getByRole('columnheader', { name });
    const sortBy = (name: string) => header(name).getByRole('button').click();
    await expect(header('Rank')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Miner Hotkey')).not.toHaveAttribute('aria-sort');

    await sortBy('Influencer');
    const alphabetical = [...names(byRank)].sort((a, b) => a.localeCompare(b));
    expect(await shownNames(page)).toEqual(alphabetical);
    await expect(header('Influencer')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Rank')).toHaveAttribute('aria-sort', 'none');
    await sortBy('Influencer');
    expect(await shownNames(page)).toEqual([...alphabetical].reverse());
    await expect(header('Influencer')).toHaveAttribute('aria-sort', 'descending');

    await sortBy('Daily TAO Rewards');
    await expect(header('Daily TAO Rewards')).toHaveAttribute('aria-sort', 'descending');
    expect(await shownNames(page)).toEqual(names([...byRank].sort((a, b) => b.dailyTaoRewards - a.dailyTaoRewards)));
    await sortBy('Daily TAO Rewards');
    await expect(header('Daily TAO Rewards')).toHaveAttribute('aria-sort', 'ascending');
    await expect(table(page).locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText('10.40 τ');

    await sortBy('Influencing Score');
    await expect(header('Influencing Score')).toHaveAttribute('aria-sort', 'descending');
    await sortBy('Influencing Score');
    await expect(header('Influencing Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(await shownNames(page)).toEqual(names([...byRank].sort((a, b) => a.influencingScore - b.influencingScore)));
    await expect(header('Daily TAO Rewards')).toHaveAttribute('aria-sort', 'none');

    await sortBy('Rank');
    await sortBy('Rank');
    await expect(header('Rank')).toHaveAttribute('aria-sort', 'descending');
    expect(await shownNames(page)).toEqual(names(byRank).reverse());
  });

  test('sorts from the keyboard', async ({ page }) => {
    const button = page.getByRole('columnheader', { name: 'Influencer' }).getByRole('button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: 'Influencer' })).toHaveAttribute('aria-sort', 'ascending');
    expect((await shownNames(page))[0]).toBe('blockbard');
    await page.keyboard.press('Space');
    await expect(page.getByRole('columnheader', { name: 'Influencer' })).toHaveAttribute('aria-sort', 'descending');
    expect((await shownNames(page))[0]).toBe('vectorvoice');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('columnheader', { name: 'Daily TAO Rewards' }).getByRole('button')).toBeFocused();
  });
});

test('derives the stat cards from whatever entries the data holds', async ({ page }) => {
  const entries = byRank.slice(0, 3);
  await page.route('**/data/leaderboard.json', (route) =>
    route.fulfill({ json: { date: '2026-11-23', previousDayTotalTao: 120, entries } satisfies Leaderboard }),
  );
  await page.goto('/rewards');
  // 38.40 + 33.15 + 29.80 = 101.35, 101.35 / 120 − 1 = −15.5%, (9.6 + 9.2 + 8.9) / 3 = 9.2
  await expect(page.getByText('101.35 τ')).toBeVisible();
  await expect(page.getByText('−15.5% from yesterday')).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Active Miners' }).getByRole('definition').first()).toHaveText('3');
  await expect(page.locator('dl').filter({ hasText: 'Avg Score' }).getByRole('definition').first()).toHaveText('9.2');
  await expect(page.locator('tbody tr')).toHaveCount(3);
});

test('at desktop width shows the five columns side by side, one line per miner', async ({ page }) => {
  await page.goto('/rewards');
  const row = table(page).locator('tbody tr').first();
  const middle = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const nameMiddle = await middle(row.getByRole('rowheader'));
  for (const cell of [row.getByTestId('hotkey'), row.getByRole('cell').nth(2), row.getByText(/\/10$/)])
    expect(Math.abs((await middle(cell)) - nameMiddle)).toBeLessThan(4);
});

test('at desktop width the table lines up with its card: ranks under the title, the scores ending at its inset', async ({
  page,
}) => {
  await page.goto('/rewards');
  const title = (await page.getByText('Top 10 miners today', { exact: true }).first().boundingBox())!;
  const rankHeading = (await table(page)
    .getByRole('columnheader', { name: /Rank/ })
    .getByRole('button')
    .boundingBox())!;
  const firstRow = table(page).locator('tbody tr').first();
  const badge = (await firstRow.getByRole('cell').first().locator('span').first().boundingBox())!;
  expect(Math.abs(rankHeading.x - title.x), 'the Rank heading').toBeLessThan(5);
  expect(Math.abs(badge.x - title.x), 'the rank badge').toBeLessThan(1);
  // The score ends as far from the card's right edge as the title starts from its left.
  const card = (await table(page).locator('xpath=ancestor::*[contains(@class, "tableCard_")][1]').boundingBox())!;
  const score = (await firstRow.getByText(/\/10$/).boundingBox())!;
  expect(Math.abs(card.x + card.width - (score.x + score.width) - (title.x - card.x))).toBeLessThan(1);
});

test('on a 768 px tablet, every column heading takes one line', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/rewards');
  const headings = await table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        // Lines: the boxes' vertical centres, grouped where they lie within half a line (the sort
        // icon sits a little apart from its text).
        const centres = [...range.getClientRects()]
          .filter((box) => box.width > 0)
          .map((box) => (box.top + box.bottom) / 2)
          .sort((a, b) => a - b);
        const lines = centres.filter((centre, i) => i === 0 || centre - centres[i - 1]! > 8).length;
        return { text: cell.textContent, lines };
      }),
    );
  expect(headings.length).toBe(5);
  for (const heading of headings) {
    expect(heading.lines, heading.text!).toBe(1);
  }
});

test('on a 768 px tablet, daily TAO and the score stand in columns beside the name, only the hotkey folds under it, inset as the stat cards are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/rewards');
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  for (let i = 0; i < 10; i++) {
    const row = rows.nth(i);
    const name = (await row.getByRole('rowheader').boundingBox())!;
    const hotkey = (await row.getByTestId('hotkey').boundingBox())!;
    const reward = (await row.getByText(/\sτ$/).boundingBox())!;
    const bar = (await row.locator('[class*="scoreTrack_"]').boundingBox())!;
    const score = (await row.getByText(/^\d+\.\d\/10$/).boundingBox())!;
    expect(hotkey.y, `row ${i + 1}: hotkey under the name`).toBeGreaterThanOrEqual(name.y + name.height - 1);
    // Left to right: name and hotkey, daily TAO, the bar, the score; the figures on one line.
    expect(Math.max(name.x + name.width, hotkey.x + hotkey.width)).toBeLessThanOrEqual(reward.x);
    expect(reward.x + reward.width).toBeLessThan(bar.x);
    expect(bar.x + bar.width).toBeLessThan(score.x);
    expect(bar.width, `row ${i + 1}: the bar has room`).toBeGreaterThan(96);
    for (const figure of [bar, score]) expect(Math.abs(middle(figure) - middle(reward))).toBeLessThan(2);
  }
  // The table's title and ranks are inset in their card as far as the stat cards' labels are in theirs.
  const card = (await table(page).locator('xpath=ancestor::*[contains(@class, "tableCard_")][1]').boundingBox())!;
  const title = (await page.getByText('Top 10 miners today', { exact: true }).first().boundingBox())!;
  const badge = (await rows.first().getByRole('cell').first().locator('span').first().boundingBox())!;
  const label = (await page.getByText('Total Daily TAO', { exact: true }).boundingBox())!;
  const statCard = (await page.locator('dl').filter({ hasText: 'Total Daily TAO' }).locator('xpath=..').boundingBox())!;
  expect(Math.abs(title.x - card.x - (label.x - statCard.x)), 'the title').toBeLessThan(1);
  expect(Math.abs(badge.x - title.x), 'the ranks').toBeLessThan(1);
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('each hotkey is a finger’s target: a tap 20 px above or below its middle lands on it', async ({ page }) => {
    await page.goto('/rewards');
    const keys = table(page).getByTestId('hotkey');
    await expect(keys).toHaveCount(10);
    for (let i = 0; i < 10; i++) {
      await keys.nth(i).scrollIntoViewIfNeeded();
      const box = (await keys.nth(i).boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // The chip itself is shorter than a finger: what makes it one is its hit area.
      expect(box.height).toBeLessThan(40);
      for (const dy of [-20, 20]) {
        const hit = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="hotkey"]')?.textContent ?? null,
          { x: middle.x, y: middle.y + dy },
        );
        expect(hit, `row ${i + 1}, ${dy} px`).toContain(byRank[i]!.hotkey);
      }
    }
    await keys.nth(2).scrollIntoViewIfNeeded();
    const box = (await keys.nth(2).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2 - 20);
    await expect(keys.nth(2)).toBeFocused();
  });
});

test.describe('on a 360 px phone whose page view leaves the web font out', () => {
  test.use({
    viewport: { width: 360, height: 800 },
    expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/,
  });

  // The faces are `font-display: optional`: on a slow first load the page keeps the phone's own font,
  // here a wide one (DejaVu Sans), for the whole view.
  test('keeps each name on one line, cut with an ellipsis rather than broken, and whole in its text', async ({
    page,
  }) => {
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/rewards');
    await expect(table(page)).toBeVisible();
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded'))).toBe(false);
    const shown = await page.locator('tbody th[scope="row"]').evaluateAll((cells) =>
      cells.map((cell) => {
        const name = cell.firstElementChild!.lastElementChild as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(name);
        return {
          text: name.textContent,
          title: name.title,
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          inside: name.getBoundingClientRect().right <= cell.getBoundingClientRect().right + 0.5,
        };
      }),
    );
    expect(shown.map((row) => row.text)).toEqual(names(byRank));
    expect(shown.map((row) => row.title)).toEqual(names(byRank));
    expect(
      shown.every((row) => row.lines === 1 && row.inside),
      JSON.stringify(shown),
    ).toBe(true);
  });
});

for (const width of [390, 360]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/rewards');
      await expect(table(page)).toBeVisible();
    });

    test('shows every miner’s rank, name and score without scrolling sideways; hotkey and daily TAO fold under the name', async ({
      page,
    }) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const frame = page.locator('table').locator('xpath=..');
      const { scrollWidth, clientWidth } = await frame.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth, 'the table does not scroll sideways').toBeLessThanOrEqual(clientWidth);

      const card = (await frame.boundingBox())!;
      const inside = (box: { x: number; width: number }) =>
        box.x >= card.x - 0.5 && box.x + box.width <= card.x + card.width + 0.5;
      const rows = table(page).locator('tbody tr');
      await expect(rows).toHaveCount(10);
      for (let i = 0; i < 10; i++) {
        const row = rows.nth(i);
        const rank = (await row.getByRole('cell').first().locator('span').boundingBox())!;
        const name = (await row.getByRole('rowheader').boundingBox())!;
        const score = (await row.getByText(/^\d+\.\d\/10$/).boundingBox())!;
        const hotkey = (await row.getByTestId('hotkey').boundingBox())!;
        const copy = (await row.getByRole('button').boundingBox())!;
        const reward = (await row.getByText(/\sτ$/).boundingBox())!;
        for (const [what, box] of Object.entries({ rank, name, score, hotkey, copy, reward }))
          expect(inside(box), `row ${i + 1}: ${what} within the table`).toBe(true);
        // Rank, then name, then score, left to right on the first line.
        expect(rank.x + rank.width).toBeLessThanOrEqual(name.x);
        expect(name.x + name.width).toBeLessThanOrEqual(score.x);
        // Hotkey under the name, daily TAO under the score.
        expect(hotkey.y).toBeGreaterThanOrEqual(name.y + name.height - 1);
        expect(reward.y).toBeGreaterThanOrEqual(score.y + score.height - 1);
        expect(hotkey.x + hotkey.width).toBeLessThanOrEqual(reward.x);
        // Each name on one line.
        const lines = await row.getByRole('rowheader').evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell.firstElementChild!.lastChild!);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `row ${i + 1}: name on one line`).toBe(1);
      }
    });

    test('stays a table for screen readers: Chromium’s accessibility tree has its headers and rows', async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const visible = nodes.filter((node) => !node.ignored);
      const named = (role: string) =>
        visible.filter((node) => node.role?.value === role).map((node) => String(node.name?.value ?? ''));
      expect(named('table')).toEqual(['Top 10 miners today']);
      expect(named('columnheader').map((name) => name.toLowerCase())).toEqual([
        'rank',
        'influencer',
        'miner hotkey',
        'daily tao rewards',
        'influencing score',
      ]);
      expect(named('rowheader')).toEqual(names(byRank));
      expect(named('row')).toHaveLength(11);
      expect(named('cell')).toHaveLength(40);
    });

    test('sorts by a tap on a heading, and says so with aria-sort', async ({ page }) => {
      const header = page.getByRole('columnheader', { name: 'Influencing Score' });
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(await shownNames(page)).toEqual(
        names([...byRank].sort((a, b) => a.influencingScore - b.influencingScore)),
      );
      await page.getByRole('columnheader', { name: 'Daily TAO Rewards' }).getByRole('button').click();
      await expect(table(page).locator('tbody tr').first()).toContainText(byRank[0]!.name);
    });

    test('copies a hotkey, and shows the full key in its tooltip within the screen', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const row = table(page).locator('tbody tr').nth(3);
      await row.getByRole('button', { name: `Copy hotkey of ${byRank[3]!.name}` }).click();
      await expect(row.getByRole('button')).toHaveAccessibleName('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(byRank[3]!.hotkey);

      await row.getByTestId('hotkey').focus();
      const tip = page.getByRole('tooltip');
      await expect(tip).toHaveText(byRank[3]!.hotkey);
      const box = (await tip.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  });
}
