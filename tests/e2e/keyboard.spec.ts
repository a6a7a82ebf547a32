// Keyboard use of every page: Tab reaches every control, in reading order, each with a visible focus ring.
import { expect, test } from './fixtures';

const PAGES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

for (const path of PAGES) {
  test.describe(path, () => {
    if (path === '/no-such-page') test.use({ expectedConsoleErrors: /404: no page at \/no-such-page|status of 404/ });

    test('Tab visits every control once, in document order, each with a visible focus indicator', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      // The demo's controls come alive once its code has loaded.
      if (path === '/') await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
      // Number every control a keyboard user should reach: shown, not inert, not taken out of the tab order.
      const expected = await page.evaluate((selector) => {
        const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
          if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || style.display === 'none') return false;
          // The skip link sits off screen until it has focus.
          return element.classList.contains('skip-link') || element.getClientRects().length > 0;
        });
        controls.forEach((element, index) => (element.dataset.kbdIndex = String(index)));
        return controls.length;
      }, FOCUSABLE);
      expect(expected).toBeGreaterThan(3);
      expect(
        await page.locator('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])').count(),
        'no positive tabindex',
      ).toBe(0);

      const visited: number[] = [];
      const withoutRing: string[] = [];
      for (let step = 0; step < expected + 10 && visited.length < expected; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          // The site's focus colour, resolved to what computed styles report.
          const probe = document.body.appendChild(document.createElement('span'));
          probe.style.color = 'var(--color-focus)';
          const focusColour = getComputedStyle(probe).color;
          probe.remove();
          // An outline or shadow ring, or for a chart's SVG shape a stroke in the focus colour.
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
            style.boxShadow !== 'none' ||
            (element instanceof SVGElement && style.stroke === focusColour && parseFloat(style.strokeWidth) > 0);
          return {
            index: element.dataset.kbdIndex,
            ring,
            label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          };
        });
        if (!focused) break;
        expect(focused.index, `${focused.label} takes focus but was not counted as a control`).toBeDefined();
        visited.push(Number(focused.index));
        if (!focused.ring) withoutRing.push(focused.label);
      }
      expect(visited, 'every control once, in document order').toEqual([...Array(expected).keys()]);
      expect(withoutRing, 'controls focused without a visible focus indicator').toEqual([]);
    });
  });
}

for (const width of [1440, 390]) {
  test(`at ${width} px the skip link, focused, covers the logo whole and no other part of the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/rewards');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = (await skip.boundingBox())!;
    const header = page.getByRole('banner');
    const logo = (await header.getByRole('link', { name: /home$/ }).boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(box.x, 'from the logo’s left').toBeLessThanOrEqual(logo.x);
    expect(box.x + box.width, 'to past its right').toBeGreaterThanOrEqual(logo.x + logo.width);
    expect(box.y).toBeLessThanOrEqual(logo.y);
    expect(box.y + box.height).toBeGreaterThanOrEqual(logo.y + logo.height);
    expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
    // Whatever else the header shows at this width (links, Get Started, Menu) stays in view beside it.
    const others = header.locator('a:visible, button:visible').filter({ hasNotText: 'Amplify' });
    expect(await others.count()).toBeGreaterThan(0);
    for (const other of await others.all()) {
      const them = (await other.boundingBox())!;
      expect(box.x + box.width, (await other.textContent())!).toBeLessThan(them.x);
    }
  });
}
