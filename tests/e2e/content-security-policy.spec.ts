// Every page is served with a strict policy. What it blocks is checked by every test of the suite:
// Chromium reports each violation as a console error ("Executing inline script violates the following
// Content Security Policy directive…"), and the shared fixture fails a test on any console error it
// does not expect. So the whole suite's routes and interactions run under the policy.
import { expect, test } from './fixtures';

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
