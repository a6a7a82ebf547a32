// The landing page laid out at phone, tablet and desktop widths: the hero's facts, the four-card
// grids, and what a miner needs beside the steps.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

for (const width of [390, 360]) {
  test(`at ${width} px the hero’s three facts stand abreast, each label on two lines at most`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const facts = page.locator('section').first().locator('dl').first();
    const labels = await facts.locator('dt').evaluateAll((terms) =>
      terms.map((term) => ({
        text: term.textContent,
        lines: Math.round(term.getBoundingClientRect().height / parseFloat(getComputedStyle(term).lineHeight)),
        top: Math.round(term.getBoundingClientRect().top),
      })),
    );
    expect(labels).toHaveLength(3);
    expect(new Set(labels.map((label) => label.top)).size, 'three abreast').toBe(1);
    for (const label of labels) expect(label.lines, label.text!).toBeLessThanOrEqual(2);
  });
}

for (const [width, perRow] of [
  [1440, 4],
  [1024, 2],
  [768, 2],
  [390, 1],
] as const) {
  test(`at ${width} px the quotes and the steps stand ${perRow} to a row, none left alone on a row of its own`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    for (const section of ['leader-quotes', 'how-it-works']) {
      const cards = page.locator(`[data-landing-section="${section}"] :is(ul, ol):first-of-type > li`);
      await cards.first().scrollIntoViewIfNeeded();
      const tops = await cards.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(tops, section).toHaveLength(4);
      const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(rows, section).toEqual(Array(4 / perRow).fill(perRow));
    }
  });
}

test.describe('what a miner needs, under the steps', () => {
  const measure = async (page: Page, width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const side = page.getByRole('complementary', { name: 'What a miner needs' });
    await side.scrollIntoViewIfNeeded();
    const items = await side
      .getByRole('listitem')
      .evaluateAll((list) => list.map((item) => Math.round(item.getBoundingClientRect().top)));
    const card = (await side.locator('ul').locator('..').boundingBox())!;
    const button = (await side.getByRole('link', { name: 'View Available Tasks' }).boundingBox())!;
    return { rows: new Set(items).size, card, button };
  };

  test('at 768 px its four requirements stand two abreast, and its button keeps its own width', async ({ page }) => {
    const { rows, card, button } = await measure(page, 768);
    expect(rows).toBe(2);
    expect(button.width).toBeLessThan(card.width / 2);
    expect(Math.abs(button.x - card.x)).toBeLessThan(1);
  });

  test('at 390 px the requirements stand one under another, and the button spans the column', async ({ page }) => {
    const { rows, card, button } = await measure(page, 390);
    expect(rows).toBe(4);
    expect(Math.abs(button.width - card.width)).toBeLessThan(1);
  });
});
