// The rewards leaderboard: its figures, from the data, and what its table does (tooltips, copying,
// sorting). How it is laid out at each width: rewards-layout.spec.ts.
import { expect, stopTime, test } from './fixtures';
import type { Leaderboard } from '../../src/data/types';
import { byRank, names, shownNames, table } from './rewards-helpers';

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
    await expect(card('Total Daily TAO')).toContainText('τ 231.00');
    await expect(card('Total Daily TAO')).toContainText('+12.5% from yesterday');
    await expect(card('Active Miners').getByRole('definition').first()).toHaveText('10');
    await expect(card('Avg Score').getByRole('definition').first()).toHaveText('7.8');
  });

  test('has every column and the top 10 rows with their cells', async ({ page }) => {
    // As shown (a phone's folded header shows short forms, hidden here).
    await expect(page.getByRole('columnheader')).toHaveText(
      ['Rank', 'Influencer', 'Miner Hotkey', 'Daily TAO Rewards', 'Influencing Score'],
      { useInnerText: true, ignoreCase: true },
    );
    await expect(table(page).locator('tbody tr')).toHaveCount(10);
    expect(await shownNames(page)).toEqual(names(byRank));

    const first = table(page).locator('tbody tr').first();
    await expect(first.getByRole('cell').nth(0)).toHaveText('1');
    // The avatar beside the name is a picture only (miner-avatars.spec.ts): the header names the miner.
    await expect(first.getByRole('rowheader')).toHaveAccessibleName('quantum_quill');
    await expect(first.getByTestId('hotkey').locator('[aria-hidden="true"]')).toHaveText('5GxFsJ...UMFLqk');
    await expect(first.getByRole('cell').nth(2)).toHaveText('τ 38.40');
    await expect(first.getByRole('cell').nth(3)).toHaveText('9.6/10');
    const last = table(page).locator('tbody tr').last();
    await expect(last.getByRole('cell').nth(2)).toHaveText('τ 10.40');
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
    await expect(table(page).locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText('τ 10.40');

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
  await expect(page.getByText('τ 101.35')).toBeVisible();
  await expect(page.getByText('−15.5% from yesterday')).toBeVisible();
  await expect(page.locator('dl').filter({ hasText: 'Active Miners' }).getByRole('definition').first()).toHaveText('3');
  await expect(page.locator('dl').filter({ hasText: 'Avg Score' }).getByRole('definition').first()).toHaveText('9.2');
  await expect(page.locator('tbody tr')).toHaveCount(3);
});
