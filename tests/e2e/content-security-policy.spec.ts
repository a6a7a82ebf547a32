import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Records violations from the first script on, before any of the site's code runs.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe('served policy', () => {
  test.use({ expectedConsoleErrors: /404: no page at|status of 404/ });

  test('every page is served with a strict policy: scripts from self, no eval, no inline scripts', async ({ page }) => {
    for (const path of ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page']) {
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).not.toContain('unsafe-eval');
      expect(policy?.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(await page.locator('script:not([src]):not([type="application/json"])').count(), path).toBe(0);
    }
  });
});

test.describe('no violations', () => {
  test.use({ expectedConsoleErrors: /404: no page at|status of 404/ });

  test('while using every route and interaction', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Violations are per document: check each page before leaving it.
    const visit = async (path: string, use: () => Promise<void>) => {
      await page.goto(path);
      await use();
      expect(await violations(page), path).toEqual([]);
    };

    await visit('/?debug', async () => {
      await expect(page.getByRole('img', { name: /network/i }).first()).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Replay' }).click();
      await page.getByRole('button', { name: /Copy/ }).first().click();
      await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
    });
    await visit('/rewards', async () => {
      await page.getByRole('columnheader').getByRole('button').first().click();
      await page.getByRole('button', { name: /Copy/ }).first().click();
    });
    await visit('/dashboard', async () => {
      await page.getByRole('button', { name: 'Connect' }).first().click();
      await page.getByRole('button', { name: /View All Interested Influencers/ }).click();
    });
    await visit('/whitepaper', async () => {
      const plot = page.locator('.u-over').first();
      await plot.scrollIntoViewIfNeeded();
      await plot.hover();
    });
    await visit('/no-such-page', async () => {
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });
  });
});
