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

// A phone held upright, and on its side, where the header shows its links in place of the menu.
for (const [width, height] of [
  [390, 844],
  [844, 390],
] as const) {
  test.describe(`on a ${width} × ${height} touch screen`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    for (const route of ROUTES) {
      test(`${route}: every control is at least 44 px tall, a finger's target`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const small = await page.evaluate(() => {
          // Sections far from the screen are not laid out until they near it: lay them all out.
          document
            .querySelectorAll('section')
            .forEach((section) => section.style.setProperty('content-visibility', 'visible'));
          return (
            [...document.querySelectorAll<HTMLElement>('a[href], button, select, input, summary')]
              // Links inside running text are exempt, as WCAG exempts them; the skip link shows only to a keyboard.
              .filter((control) => !(control.tagName === 'A' && control.closest('p')) && !control.matches('.skip-link'))
              .filter(
                (control) =>
                  control.getBoundingClientRect().width > 0 && getComputedStyle(control).visibility !== 'hidden',
              )
              .filter((control) => control.getBoundingClientRect().height < 43.5)
              .map(
                (control) =>
                  `${control.getAttribute('aria-label') ?? control.textContent!.trim()}: ${control.getBoundingClientRect().height} px`,
              )
          );
        });
        expect(small).toEqual([]);
      });

      test(`${route}: every button's label is at least 14 px, grown with its target`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const labels = await page.locator('[class*="button_"]').evaluateAll((buttons) =>
          buttons
            .filter((button) => button.getBoundingClientRect().width > 0 && button.textContent!.trim())
            .map((button) => ({
              label: button.textContent!.trim(),
              px: parseFloat(getComputedStyle(button).fontSize),
            })),
        );
        // The header's small button is on every page: Menu, or Get Started where its links show.
        expect(labels.map(({ label }) => label)).toContain(width < 768 ? 'Menu' : 'Get Started');
        expect(labels.filter(({ px }) => px < 14)).toEqual([]);
      });
    }
  });
}
