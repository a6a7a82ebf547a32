import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];

test.use({ expectedConsoleErrors: /404: no page at \/no-such-page|status of 404/ });

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The whitepaper's line chart is built as it nears the screen.
        if (route === '/whitepaper') {
          await page.getByTestId('line-chart').scrollIntoViewIfNeeded();
          await expect(page.getByTestId('line-chart').locator('canvas')).toHaveCount(1);
        }
        // Checked once the page has what it loads after its first paint: data in place of skeletons,
        // the demo's canvas in place of its loading state.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Every rule axe has, its best practices included, not only the WCAG ones.
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
