// The stat cards on a phone, where they stand two abreast and their labels wrap: the icon beside a
// label keeps its square, figures and hints line up across a row, and the words under a figure read
// as words.
import { finishedTime, openDebugDemo, seek, statValue, DEMO_SCHEDULE } from './demo-helpers';
import { expect, test } from './fixtures';

const ROUTES_WITH_STAT_CARDS = ['/', '/rewards', '/dashboard'];

test.describe('stat cards at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ROUTES_WITH_STAT_CARDS) {
    test(`${path}: every card's icon stays square beside its label`, async ({ page }) => {
      await page.goto(path);
      // A stat card's term: its label, then its icon.
      const terms = page.locator('dt:has(> [aria-hidden="true"])');
      await expect(terms.first()).toBeVisible();
      const icons = await terms.evaluateAll((dts) =>
        dts.map((dt) => {
          const box = dt.querySelector(':scope > [aria-hidden="true"]')!.getBoundingClientRect();
          return { label: dt.textContent, width: box.width, height: box.height };
        }),
      );
      expect(icons.length).toBeGreaterThan(1);
      // At least one label wraps here, the case where a shrinking icon was squeezed into an oval.
      const lines = await terms.evaluateAll((dts) =>
        dts.map((dt) => {
          const label = dt.firstElementChild!;
          return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight));
        }),
      );
      expect(Math.max(...lines)).toBeGreaterThan(1);
      for (const icon of icons) {
        expect(icon.height, icon.label!).toBeGreaterThan(0);
        expect(Math.abs(icon.width - icon.height), icon.label!).toBeLessThan(0.5);
      }
    });
  }

  // On /dashboard both labels of the row they share wrap, so nothing there could misalign.
  for (const path of ['/', '/rewards']) {
    test(`${path}: cards side by side show their figures, and their hints, at one height`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('dl:has(> dt > [aria-hidden="true"])');
      await expect(cards.first()).toBeVisible();
      const boxes = await cards.evaluateAll((lists) =>
        lists.map((list) => {
          const top = (element: Element | null) => element?.getBoundingClientRect().top ?? Number.NaN;
          return {
            card: list.getBoundingClientRect().top,
            label: list.querySelector('dt')!.textContent,
            lines: (() => {
              const label = list.querySelector('dt > span')!;
              return Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight));
            })(),
            figure: top(list.querySelector('dd')),
            hint: top(list.querySelector('dd + dd')),
          };
        }),
      );
      // Cards whose tops are level stand in one row.
      const rows = new Map<number, typeof boxes>();
      for (const box of boxes) rows.set(Math.round(box.card), [...(rows.get(Math.round(box.card)) ?? []), box]);
      const mixed = [...rows.values()].filter((row) => row.length > 1 && new Set(row.map((box) => box.lines)).size > 1);
      // The case that misaligned them: in some row one label wraps and its neighbour's does not.
      expect(mixed.length, 'a row whose labels wrap differently').toBeGreaterThan(0);
      for (const row of rows.values())
        for (const box of row) {
          expect(Math.abs(box.figure - row[0]!.figure), `${box.label}'s figure`).toBeLessThan(0.5);
          expect(Math.abs(box.hint - row[0]!.hint), `${box.label}'s hint`).toBeLessThan(0.5);
        }
    });
  }

  test("a hint's hyphen is set as in running text, not at a figure's width", async ({ page }) => {
    await page.goto('/');
    const hint = page.getByText('high-authority accounts');
    await expect(hint).toBeVisible();
    const { shown, proportional } = await hint.evaluate(async (element) => {
      await document.fonts.ready;
      const text = element.firstChild as Text;
      const at = text.data.indexOf('-');
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return { shown: range.getBoundingClientRect().width, proportional: context.measureText('-').width };
    });
    expect(Math.abs(shown - proportional)).toBeLessThan(0.5);
  });
});

// The demo's Earned figure at its longest (the loop finished), in the cards' narrowest columns.
for (const width of [360, 768]) {
  test(`at ${width} px the demo's Earned figure and its τ stay on one line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDebugDemo(page);
    await seek(page, finishedTime(DEMO_SCHEDULE));
    const earned = statValue(page, 'Earned');
    await expect(earned).toHaveText(/^τ\s[\d,.]+$/);
    const lines = await earned.evaluate((figure) => {
      const range = document.createRange();
      range.selectNodeContents(figure);
      return new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top))).size;
    });
    expect(lines).toBe(1);
  });
}

for (const path of ROUTES_WITH_STAT_CARDS) {
  test(`${path}: a stat card's content is inset as much from its top and bottom as from its sides`, async ({
    page,
  }) => {
    await page.goto(path);
    const cards = page.locator('dl:has(> dt > [aria-hidden="true"])');
    await expect(cards.first()).toBeVisible();
    const insets = await cards.evaluateAll((lists) =>
      lists.map((list) => {
        const card = list.parentElement!.getBoundingClientRect();
        const content = list.getBoundingClientRect();
        return {
          top: content.top - card.top,
          bottom: card.bottom - content.bottom,
          left: content.left - card.left,
          right: card.right - content.right,
        };
      }),
    );
    for (const inset of insets) {
      expect(Math.abs(inset.top - inset.left), 'top against left').toBeLessThan(1);
      expect(Math.abs(inset.bottom - inset.right), 'bottom against right').toBeLessThan(1);
    }
  });
}
