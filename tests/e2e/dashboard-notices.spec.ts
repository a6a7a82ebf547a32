// The dashboard's notices stand in the page's flow, under the controls that raised them: they cover
// no text, the control just pressed stays where it was, and each place keeps its own notice until it
// is dismissed. Their wording is the dashboard spec's to check.
import type { Locator, Page } from '@playwright/test';
import { expect, test, untilStill } from './fixtures';

const notices = (page: Page) => page.getByTestId('notice');

/** The controls that raise a notice, each with the part of the page its notice belongs to. */
const places = (page: Page) => {
  const task = (n: number) => page.getByTestId('task').nth(n);
  const influencer = (n: number) => page.getByTestId('influencer').nth(n);
  const tasksPanel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Active Tweet Tasks' }) });
  return [
    { owner: tasksPanel, control: page.getByRole('button', { name: 'Post New Tweet' }) },
    { owner: task(0), control: task(0).getByRole('button', { name: /^Participate/ }) },
    { owner: task(2), control: task(2).getByRole('button', { name: /^Participate/ }) },
    { owner: influencer(1), control: influencer(1).getByRole('button', { name: /^Connect/ }) },
    { owner: influencer(3), control: influencer(3).getByRole('button', { name: /^Connect/ }) },
  ];
};

/** Boxes of the page's text (elements with text of their own) that `notice` overlaps, outside it. */
function textUnder(notice: Locator): Promise<string[]> {
  return notice.evaluate((box) => {
    const area = box.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (box.contains(element) || element.contains(box)) continue;
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
      if (!ownText || !element.checkVisibility()) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const apart =
        rect.right <= area.left || area.right <= rect.left || rect.bottom <= area.top || area.bottom <= rect.top;
      if (!apart) covered.push(element.textContent!.trim().slice(0, 40));
    }
    return covered;
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: viewport.width < 500 });

    test.beforeEach(async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('task').first()).toBeVisible();
      await expect(page.getByTestId('influencer').first()).toBeVisible();
    });

    test('each notice shows under its own control, in its own card, covering no text', async ({ page }, testInfo) => {
      let shown = 0;
      for (const { owner, control } of places(page)) {
        await control.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await untilStill(control);
        const pressed = (await control.boundingBox())!;
        await control.click();
        const notice = owner.getByTestId('notice');
        await expect(notice).toBeVisible();
        shown++;
        await expect(notices(page), 'each place keeps its own notice').toHaveCount(shown);
        expect((await control.boundingBox())!.y, 'the control stays where it was pressed').toBe(pressed.y);
        const box = (await notice.boundingBox())!;
        expect(box.y, 'under the control').toBeGreaterThanOrEqual(pressed.y + pressed.height);
        const card = (await owner.boundingBox())!;
        expect(box.y + box.height, 'inside its card').toBeLessThanOrEqual(card.y + card.height);
        expect(await textUnder(notice), 'text the notice covers').toEqual([]);
      }
      await page.screenshot({ path: testInfo.outputPath(`notices-${viewport.width}.png`), fullPage: true });
    });

    test('a notice is dismissed with its close button, which a finger can hit, and focus goes back', async ({
      page,
    }) => {
      const { owner, control } = places(page)[1]!;
      await control.focus();
      await page.keyboard.press('Enter');
      const notice = owner.getByTestId('notice');
      await expect(notice).toBeVisible();
      const close = notice.getByRole('button', { name: 'Dismiss notice' });
      const target = (await close.boundingBox())!;
      const least = viewport.width < 500 ? 44 : 32;
      expect(target.width).toBeGreaterThanOrEqual(least);
      expect(target.height).toBeGreaterThanOrEqual(least);
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(notice).toHaveCount(0);
      await expect(control).toBeFocused();
    });
  });
}

test('a notice stays until it is dismissed: nothing moves under the reader later', async ({ page }) => {
  await page.clock.install();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Post New Tweet' }).click();
  await expect(notices(page)).toHaveCount(1);
  await page.clock.runFor(60_000);
  await expect(notices(page)).toHaveCount(1);
});
