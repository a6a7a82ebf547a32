// The rewards leaderboard laid out: five columns on a desktop, the hotkey folded under the name on a
// tablet, hotkey and daily TAO folded on a phone, still a table to screen readers, with targets a
// finger can hit.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { byRank, names, shownNames, table } from './rewards-helpers';

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
    const reward = (await row.getByText(/^τ\s/).boundingBox())!;
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
        const reward = (await row.getByText(/^τ\s/).boundingBox())!;
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

    test('the folded header’s two rows of headings are level: each heading one line, each pair at one height', async ({
      page,
    }) => {
      // The text a reader sees in a heading: its text nodes, less any clipped away for screen readers only.
      const heading = (name: string) =>
        page.getByRole('columnheader', { name, exact: true }).evaluate((cell) => {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          let top = Infinity;
          let bottom = -Infinity;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent!.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
            range.selectNodeContents(node);
            for (const box of range.getClientRects()) {
              top = Math.min(top, box.top);
              bottom = Math.max(bottom, box.bottom);
            }
          }
          return { middle: (top + bottom) / 2, height: bottom - top };
        });
      const [influencer, score, hotkey, reward] = await Promise.all(
        ['Influencer', 'Influencing Score', 'Miner Hotkey', 'Daily TAO Rewards'].map(heading),
      );
      for (const [name, box] of Object.entries({ influencer, score, hotkey, reward }))
        expect(box!.height, `${name}: one line`).toBeLessThan(24);
      expect(Math.abs(influencer!.middle - score!.middle), 'Influencer and Score level').toBeLessThan(2);
      expect(Math.abs(hotkey!.middle - reward!.middle), 'Miner Hotkey and Daily TAO level').toBeLessThan(2);
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
