// Back returns the reader to the same place on the page they left (within 50 px), whether they left
// it by a link the site handles or by loading another document: the sections laid out only near the
// screen (content-visibility) count as estimates on a page drawn afresh, so the same scroll offset
// would show other text.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The first line of text the reader sees under the sticky header: its text node (by its text and how
 * many nodes with the same text come before it) and its distance from the window's top.
 */
function readerSees(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-sticky-header]')!.getBoundingClientRect().bottom;
    const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
    const seen = new Map<string, number>();
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!text) continue;
      const index = seen.get(text) ?? 0;
      seen.set(text, index + 1);
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.height > 0 && box.top >= header) return { text, index, top: box.top };
    }
    throw new Error('no text under the header');
  });
}

/** Where that text node stands now, from the window's top; null while it is not there. */
function whereIs(page: Page, seen: { text: string; index: number }) {
  return page.evaluate(({ text, index }) => {
    const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent!.trim() !== text || count++ !== index) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().top;
    }
    return null;
  }, seen);
}

/** Scrolls as a reader does, a wheel's turn at a time, to about `y` (or near the page's end). */
async function readDownTo(page: Page, y: number) {
  await page.mouse.move(200, 400);
  for (;;) {
    const { at, end } = await page.evaluate(() => ({
      at: window.scrollY,
      end: document.documentElement.scrollHeight - window.innerHeight,
    }));
    if (at >= Math.min(y, end - 100)) return;
    await page.mouse.wheel(0, 400);
    await page.waitForFunction((at) => window.scrollY > at, at);
  }
}

const cases = [
  { route: '/whitepaper', viewport: { width: 390, height: 844 }, leave: 'link' },
  { route: '/', viewport: { width: 390, height: 844 }, leave: 'link' },
  { route: '/dashboard', viewport: { width: 390, height: 844 }, leave: 'link' },
  { route: '/rewards', viewport: { width: 390, height: 844 }, leave: 'link' },
  { route: '/whitepaper', viewport: { width: 390, height: 844 }, leave: 'document' },
  { route: '/', viewport: { width: 1440, height: 900 }, leave: 'link' },
] as const;

for (const { route, viewport, leave } of cases)
  test(`Back to ${route} at ${viewport.width} px, after leaving by ${leave === 'link' ? 'a link' : 'another document'}, shows the same text at the same height`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(route);
    await readDownTo(page, 2500);
    const before = await readerSees(page);
    const other = route === '/rewards' ? '/dashboard' : '/rewards';
    if (leave === 'link') {
      await page.evaluate(
        (other) => document.querySelector<HTMLAnchorElement>(`header a[href="${other}"]`)!.click(),
        other,
      );
      await expect(page).toHaveURL(other);
    } else await page.goto(other);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(route);
    await expect
      .poll(
        async () => {
          const top = await whereIs(page, before);
          return top === null ? Infinity : Math.abs(top - before.top);
        },
        { message: `"${before.text}" back where it was` },
      )
      .toBeLessThanOrEqual(50);
  });
