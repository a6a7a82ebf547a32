// Loading skeletons and the error state after the data client's retries, per data block.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/** Holds every request to `file` until release() is called, then lets them through. */
async function holdRequests(page: Page, file: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/data/${file}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Answers `file` with 500 until succeed() is called; counts every request. */
async function failRequests(page: Page, file: string) {
  const state = { requests: 0, failing: true };
  await page.route(`**/data/${file}`, async (route: Route) => {
    state.requests += 1;
    if (state.failing) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    else await route.continue();
  });
  return state;
}

// DECISIONS §5: 3 retries, the delay 1 s doubling (to at most 30 s, never reached here).
const RETRY_DELAYS_MS = [1000, 2000, 4000];
// 1 initial request + the 3 retries.
const ATTEMPTS = 1 + RETRY_DELAYS_MS.length;

/**
 * Runs the data client's retries on the page's clock instead of waiting for them (1 s + 2 s + 4 s):
 * once every watched file has failed `attempt` times, the delay before the next attempt passes.
 */
async function runRetries(page: Page, ...files: { requests: number }[]) {
  for (let attempt = 1; attempt < ATTEMPTS; attempt++) {
    await expect.poll(() => Math.min(...files.map((file) => file.requests))).toBeGreaterThanOrEqual(attempt);
    await page.clock.runFor(RETRY_DELAYS_MS[attempt - 1]!);
  }
}

test.describe('loading', () => {
  test('the leaderboard shows skeletons shaped like its cards and table until the data arrives', async ({ page }) => {
    const release = await holdRequests(page, 'leaderboard.json');
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards Leaderboard' })).toBeVisible();
    const skeleton = page.getByTestId('leaderboard-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the leaderboard…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    // Its outline: a row of stat cards, then the table's card with a placeholder per row after a title.
    const outline = await skeleton.evaluate((board) => {
      const box = (element: Element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width };
      };
      const [cards, tableCard] = [...board.children];
      return {
        cards: [...cards!.children].map(box),
        table: box(tableCard!),
        rows: tableCard!.firstElementChild!.childElementCount - 1,
      };
    });

    release();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    // Shaped like what replaced it: as many cards, each where the real one is, and the table's card
    // as wide, with as many rows as the table.
    const loaded = await page.getByRole('table').evaluate((table: HTMLTableElement) => {
      const box = (element: Element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width };
      };
      // The table's card is the table's ancestor that follows the stat cards.
      let tableCard: Element = table;
      while (!tableCard.previousElementSibling?.textContent?.includes('Total Daily TAO'))
        tableCard = tableCard.parentElement!;
      return {
        cards: [...tableCard.previousElementSibling!.children].map(box),
        table: box(tableCard),
        rows: table.tBodies[0]!.rows.length,
      };
    });
    expect(outline.cards.length, 'stat cards').toBe(loaded.cards.length);
    for (const [i, card] of outline.cards.entries()) {
      for (const side of ['x', 'y', 'width'] as const)
        expect(Math.abs(card[side] - loaded.cards[i]![side]), `card ${i + 1} ${side}`).toBeLessThanOrEqual(2);
    }
    // Not its top: the skeleton's cards are shorter than the real ones today, so the table moves down as the data arrives.
    for (const side of ['x', 'width'] as const)
      expect(Math.abs(outline.table[side] - loaded.table[side]), `table card ${side}`).toBeLessThanOrEqual(2);
    expect(outline.rows, 'rows').toBe(loaded.rows);
  });

  test('each dashboard block loads on its own', async ({ page }) => {
    const releaseSummary = await holdRequests(page, 'dashboard-summary.json');
    const releaseInfluencers = await holdRequests(page, 'interested-influencers.json');
    const releaseTasks = await holdRequests(page, 'tasks.json');
    await page.goto('/dashboard');
    for (const id of ['summary-skeleton', 'influencers-skeleton', 'tasks-skeleton'])
      await expect(page.getByTestId(id)).toBeVisible();
    // Headings and actions that need no data are there from the start.
    await expect(page.getByRole('heading', { level: 2, name: 'Active Tweet Tasks' })).toBeVisible();

    releaseTasks();
    await expect(page.getByTestId('task').first()).toBeVisible();
    await expect(page.getByTestId('summary-skeleton')).toBeVisible();
    await expect(page.getByTestId('influencers-skeleton')).toBeVisible();

    releaseSummary();
    releaseInfluencers();
    await expect(page.getByText('τ 1,284.60')).toBeVisible();
    await expect(page.getByTestId('influencer').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

  test('the leaderboard says it could not load after the retries, and Retry recovers', async ({ page }) => {
    const leaderboard = await failRequests(page, 'leaderboard.json');
    await page.clock.install();
    await page.goto('/rewards');
    await runRetries(page, leaderboard);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We couldn’t load the leaderboard.');
    await expect(alert).toContainText('status 500');
    expect(leaderboard.requests).toBe(ATTEMPTS);
    await expect(page.getByTestId('leaderboard-skeleton')).toHaveCount(0);

    leaderboard.failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('τ 231.00')).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(leaderboard.requests).toBe(ATTEMPTS + 1);
  });

  test('a failing dashboard block shows its own error while the others load, and Retry recovers it', async ({
    page,
  }) => {
    const tasks = await failRequests(page, 'tasks.json');
    const influencers = await failRequests(page, 'interested-influencers.json');
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByText('τ 1,284.60')).toBeVisible();
    await runRetries(page, tasks, influencers);

    const alerts = page.getByRole('alert');
    await expect(alerts).toHaveCount(2);
    await expect(alerts.filter({ hasText: 'We couldn’t load active tweet tasks.' })).toBeVisible();
    await expect(alerts.filter({ hasText: 'We couldn’t load interested influencers.' })).toBeVisible();
    expect(tasks.requests).toBe(ATTEMPTS);
    expect(influencers.requests).toBe(ATTEMPTS);

    tasks.failing = false;
    await alerts.filter({ hasText: 'active tweet tasks' }).getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('task')).toHaveCount(4);
    await expect(alerts).toHaveCount(1);

    influencers.failing = false;
    await alerts.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('influencer')).toHaveCount(4);
    await expect(alerts).toHaveCount(0);
  });
});

test.describe('a request that gets no answer', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('the leaderboard says so after the retries, not a status, and Retry recovers', async ({ page }) => {
    const leaderboard = { requests: 0, failing: true };
    await page.route('**/data/leaderboard.json', async (route) => {
      leaderboard.requests += 1;
      if (leaderboard.failing) await route.abort('failed');
      else await route.continue();
    });
    await page.clock.install();
    await page.goto('/rewards');
    await runRetries(page, leaderboard);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We couldn’t load the leaderboard.');
    await expect(alert).toContainText('The request got no answer. Check your connection and try again.');
    expect(leaderboard.requests).toBe(ATTEMPTS);

    leaderboard.failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('τ 231.00')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
