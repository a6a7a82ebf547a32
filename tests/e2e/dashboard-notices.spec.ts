// The dashboard's notices never cover the control that raised them, nor the sticky header: one
// notice at a time, the new replacing the last, at the window's edge away from the control. Their
// wording is the dashboard spec's to check.
import type { Locator, Page } from '@playwright/test';
import { expect, test, untilStill } from './fixtures';

const HEADER_BOTTOM = 64;
const notices = (page: Page) => page.getByTestId('notice');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page so that `control` stands `at` the window's top or bottom (40 px in), as a reader leaves it. */
async function placeControl(control: Locator, at: 'top' | 'bottom') {
  await control.evaluate((element, edge) => {
    const rect = element.getBoundingClientRect();
    const by = edge === 'bottom' ? rect.bottom - (window.innerHeight - 40) : rect.top - (64 + 40);
    window.scrollBy({ top: by, behavior: 'instant' });
  }, at);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('task').first()).toBeVisible();
      await expect(page.getByTestId('influencer').first()).toBeVisible();
    });

    test('each notice stands clear of the control just pressed and of the header, one at a time', async ({
      page,
    }, testInfo) => {
      const controls = [
        page.getByRole('button', { name: 'Post New Tweet' }),
        page
          .getByTestId('task')
          .nth(0)
          .getByRole('button', { name: /^Participate/ }),
        page
          .getByTestId('task')
          .nth(2)
          .getByRole('button', { name: /^Participate/ }),
        page
          .getByTestId('influencer')
          .nth(1)
          .getByRole('button', { name: /^Connect/ }),
        page
          .getByTestId('influencer')
          .nth(3)
          .getByRole('button', { name: /^Connect/ }),
      ];
      let shots = 0;
      for (const control of controls)
        for (const at of ['bottom', 'top'] as const) {
          // The last notice dismissed first, which may stand where this control is to be pressed.
          if (await notices(page).count()) await page.getByRole('button', { name: 'Dismiss notice' }).click();
          await placeControl(control, at);
          await untilStill(control);
          const pressed = (await control.boundingBox())!;
          await control.click();
          await untilStill(control);
          expect((await control.boundingBox())!.y, 'pressed where it was placed').toBe(pressed.y);
          await expect(notices(page)).toHaveCount(1);
          await expect(notices(page)).toBeVisible();
          // Where it rests, once its entrance is over.
          await expect
            .poll(() => notices(page).evaluate((e) => e.getAnimations().every((a) => a.playState === 'finished')))
            .toBe(true);
          const notice = (await notices(page).boundingBox())!;
          const name = await control.textContent();
          expect(overlap(notice, pressed), `the notice from ${name} (at the ${at}) covers it`).toBe(false);
          expect(notice.y, `the notice from ${name} below the header`).toBeGreaterThanOrEqual(HEADER_BOTTOM);
          expect(notice.y + notice.height, 'the notice in the window').toBeLessThanOrEqual(viewport.height);
          if (shots++ < 2 || at === 'top')
            await page.screenshot({ path: testInfo.outputPath(`notice-${viewport.width}-${shots}-${at}.png`) });
        }
    });
  });
}
