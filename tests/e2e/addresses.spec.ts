// Addresses tell the truth: the page on screen is the one the host's answer stands for. A folder's
// index.html is the folder's page, and case counts in a path as it does for the host's files, so
// /REWARDS is the not-found page, never the leaderboard under a 404 status. Checked behind npm
// start's server (404.html and status 404 for unknown paths, as the e2e site is served) and behind a
// host that answers unknown paths with index.html and 200.
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server.mjs';
import { expect, test } from './fixtures';

const NOT_FOUND_TITLE = 'Oops! Page not found';

for (const host of ['404', 'index'] as const) {
  test.describe(host === '404' ? 'behind npm start’s server' : 'behind a host that falls back to index.html', () => {
    // The not-found page logs the path; a 404 status is logged by Chromium too.
    test.use({ expectedConsoleErrors: /^404: no page at \/(REWARDS|Rewards\/|DASHBOARD)$|status of 404/ });
    let server: StaticServer | undefined;
    let base = '';
    test.beforeAll(async ({ baseURL }) => {
      if (host === 'index') server = await startStaticServer(process.env.E2E_DIST ?? 'dist-e2e', { fallback: 'index' });
      base = server?.url ?? baseURL!.replace(/\/$/, '');
    });
    test.afterAll(() => server?.close());

    test('/index.html is the home page, and /rewards/index.html the leaderboard', async ({ page }) => {
      const home = await page.goto(`${base}/index.html`);
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real influence, rewarded in TAO');
      await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toHaveCount(0);

      const rewards = await page.goto(`${base}/rewards/index.html`);
      expect(rewards?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards Leaderboard');
    });

    test('/REWARDS is the not-found page, as its status says, not the leaderboard', async ({ page }) => {
      for (const path of ['/REWARDS', '/Rewards/', '/DASHBOARD']) {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status()).toBe(host === '404' ? 404 : 200);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(NOT_FOUND_TITLE);
        await expect(page.getByText(path, { exact: true })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Rewards Leaderboard' })).toHaveCount(0);
      }
    });
  });
}
