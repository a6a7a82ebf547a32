// Shared Playwright fixtures: every test fails on an unexpected console error or page error.
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors a test expects (e.g. the not-found page's log); anything else fails the test. */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  // Pages paint their pre-rendered HTML first and hydrate after; a test, like a reader, acts on
  // the page once its code runs (html[data-hydrated]), so page.goto waits for that.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Distance in px from the bottom of the sticky header to the top of the element `id`. */
export async function offsetBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const header = document.querySelector('header');
    if (!target || !header) return Number.NaN;
    return target.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

/** True once the element `id` sits just under the sticky header (landed on). */
export async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => offsetBelowHeader(page, id), { message: `landed on #${id}` }).toBeGreaterThanOrEqual(-2);
  await expect.poll(() => offsetBelowHeader(page, id), { message: `landed on #${id}` }).toBeLessThanOrEqual(40);
}
