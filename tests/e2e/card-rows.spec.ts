// Cards that stand side by side on the landing page line up their parts across the row, where one
// card's title or author wraps and its neighbour's does not.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** For each card: how many lines `wrapping` takes, and the top of `level`, in page px. */
const parts = (page: Page, cards: string, wrapping: string, level: string) =>
  page.locator(cards).evaluateAll(
    (all, [wrappingSelector, levelSelector]) =>
      all.map((card) => {
        // Lines of its text, not of its box: a grid stretches the box to its row.
        const range = document.createRange();
        range.selectNodeContents(card.querySelector(wrappingSelector!)!);
        return {
          card: Math.round(card.getBoundingClientRect().top),
          lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
          level: card.querySelector(levelSelector!)!.getBoundingClientRect().top,
        };
      }),
    [wrapping, level],
  );

for (const { name, cards, wrapping, level } of [
  { name: 'how miners earn TAO: each step’s text', cards: '#how-it-works ol > li', wrapping: 'h3', level: 'h3 + p' },
  {
    name: 'voices on influence: each sample-persona badge under its author',
    cards: '[data-landing-section="leader-quotes"] li',
    wrapping: 'figcaption > span:last-child > span:nth-child(2)',
    level: 'figcaption > span:last-child > span:nth-child(3)',
  },
  {
    name: 'voices on influence: each author, and the rule above it',
    cards: '[data-landing-section="leader-quotes"] li',
    wrapping: 'figcaption > span:last-child > span:nth-child(2)',
    level: 'figcaption',
  },
]) {
  test(`at 1440 px, ${name} starts level across the row`, async ({ page }) => {
    await page.goto('/');
    const found = await parts(page, cards, wrapping, level);
    const row = found.filter((card) => card.card === found[0]!.card);
    expect(row.length).toBeGreaterThan(2);
    // The case that misaligned them: in the row, some wrap and some do not.
    expect(new Set(row.map((card) => card.lines)).size, 'cards whose parts wrap differently').toBeGreaterThan(1);
    for (const card of row) expect(Math.abs(card.level - row[0]!.level)).toBeLessThan(0.5);
  });
}
