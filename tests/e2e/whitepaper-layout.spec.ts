// The whitepaper's layout and typography: the title block, formula notes, commands, the rule
// between sections and a wide table on a phone (its content and behaviour: whitepaper.spec.ts).
import type { Page } from '@playwright/test';
import { addStyleSheet, expect, test } from './fixtures';
import { decodePng, hsv } from './pixels';

test.describe('the title block', () => {
  /** The right edges of the title's block, the contents and the article, in CSS px. */
  const rightEdges = (page: Page) =>
    page.evaluate(() => {
      const right = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().right;
      return { header: right('main header'), contents: right('main aside'), article: right('main article') };
    });

  test('its rule ends where the article does, beside the contents and above them', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const wide = await rightEdges(page);
    expect(Math.abs(wide.header - wide.article)).toBeLessThan(1);
    await page.setViewportSize({ width: 900, height: 900 });
    const stacked = await rightEdges(page);
    expect(Math.abs(stacked.header - stacked.article)).toBeLessThan(1);
    expect(Math.abs(stacked.contents - stacked.article)).toBeLessThan(1);
  });

  test('on a phone held on its side (844 px), the column ends where the site header does, not short of it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/whitepaper');
    const edges = await rightEdges(page);
    const headerEnd = (await page.getByRole('banner').getByText('Get Started', { exact: true }).first().boundingBox())!;
    for (const [what, right] of Object.entries(edges))
      expect(Math.abs(right - (headerEnd.x + headerEnd.width)), what).toBeLessThan(1);
  });

  test('its glow fades into the page, with no edge along the top of the title', async ({ page }) => {
    await page.goto('/whitepaper');
    const header = page.locator('main header');
    await expect(header).toBeVisible();
    const box = (await header.boundingBox())!;
    // A strip across the block's top edge, at the glow's middle, where it is brightest.
    const strip = decodePng(
      await page.screenshot({ clip: { x: box.x + box.width / 2 - 20, y: box.y - 4, width: 40, height: 8 } }),
    );
    const rowBrightness = (row: number) => {
      let sum = 0;
      for (let x = 0; x < strip.width; x++) {
        const at = (row * strip.width + x) * (strip.data.length / (strip.width * strip.height));
        sum += strip.data[at]! + strip.data[at + 1]! + strip.data[at + 2]!;
      }
      return sum / (3 * strip.width);
    };
    // Two rows above the edge against two below: a glow cut off there differs by about 20 levels.
    expect(Math.abs(rowBrightness(2) - rowBrightness(5))).toBeLessThan(3);
  });
});

test.describe('formula notes', () => {
  /** Each formula note's line widths, top line first, from the boxes its text lays out in. */
  const noteLines = (page: Page) =>
    page.locator('figure figcaption').evaluateAll((notes) =>
      notes.map((note) => {
        const range = document.createRange();
        range.selectNodeContents(note);
        // A line is every box whose middle lies within it (inline elements' boxes sit a little higher or lower).
        const lines: { top: number; bottom: number; left: number; right: number }[] = [];
        for (const box of range.getClientRects()) {
          if (box.width === 0) continue;
          const middle = (box.top + box.bottom) / 2;
          const line = lines.find((l) => middle > l.top && middle < l.bottom);
          if (!line) lines.push({ top: box.top, bottom: box.bottom, left: box.left, right: box.right });
          else Object.assign(line, { left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) });
        }
        return lines.sort((a, b) => a.top - b.top).map((line) => line.right - line.left);
      }),
    );

  for (const width of [1440, 390]) {
    test(`at ${width} px, a note that wraps leaves no word alone on its last line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/whitepaper');
      await expect(page.locator('figure figcaption').first()).toBeAttached();
      const notes = await noteLines(page);
      expect(notes.length).toBeGreaterThan(0);
      for (const lines of notes.filter((widths) => widths.length > 1))
        expect(lines.at(-1)! / Math.max(...lines), `line widths ${lines.map(Math.round).join(', ')}`).toBeGreaterThan(
          0.4,
        );
    });
  }
});

test('each section ends with room before the rule that opens the next, as that rule has before its heading', async ({
  page,
}) => {
  await page.goto('/whitepaper');
  await addStyleSheet(page, '* { content-visibility: visible !important; }');
  const gaps = await page.locator('section:has(> h2)').evaluateAll((sections) =>
    sections.slice(0, -1).map((section) => {
      const last = section.lastElementChild!.getBoundingClientRect().bottom;
      const rule = section.nextElementSibling!.getBoundingClientRect().top;
      const heading = section.nextElementSibling!.querySelector('h2')!.getBoundingClientRect().top;
      return { id: section.querySelector('h2')!.id, before: rule - last, after: heading - rule };
    }),
  );
  expect(gaps.length).toBeGreaterThan(5);
  for (const { id, before, after } of gaps) {
    expect(before, `${id}: room above the rule`).toBeGreaterThanOrEqual(24);
    expect(before, `${id}: against room below it`).toBeGreaterThan(after / 2);
  }
});

test.describe('formula notes and commands', () => {
  for (const width of [1440, 1024, 390]) {
    test(`at ${width} px, a range or an equation in a note is never split across lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/whitepaper');
      const note = page.locator('figure figcaption').filter({ hasText: 'spam penalty' });
      await note.scrollIntoViewIfNeeded();
      const lines = await note.evaluate((element) => {
        const split: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          for (const phrase of [/0\sto\s1/u, /=\s[\d.]+/u]) {
            const found = phrase.exec(text.data);
            if (!found) continue;
            const range = document.createRange();
            range.setStart(text, found.index);
            range.setEnd(text, found.index + found[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) split.push(found[0]);
          }
        }
        return { split, text: element.textContent };
      });
      expect(lines.text).toMatch(/0\sto\s1/u);
      expect(lines.split).toEqual([]);
    });
  }

  for (const width of [390, 360]) {
    test(`at ${width} px, the worked example's new score breaks only between its two products`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/whitepaper');
      const step = page.getByRole('listitem').filter({ has: page.getByTestId('new-score') });
      await step.scrollIntoViewIfNeeded();
      const pieces = await step.evaluate((item) => {
        // Lines a range spans: its boxes' vertical centres, grouped where they lie within half a line.
        const lines = (range: Range) => {
          const centres = [...range.getClientRects()]
            .filter((box) => box.width > 0)
            .map((box) => (box.top + box.bottom) / 2)
            .sort((a, b) => a - b);
          return centres.filter((centre, i) => i === 0 || centre - centres[i - 1]! > 10).length;
        };
        const text = [...item.childNodes].filter((node): node is Text => node.nodeType === Node.TEXT_NODE);
        const open = text.find((node) => node.data.includes('('))!;
        const plus = text.find((node) => node.data.includes(' + '))!;
        const first = document.createRange();
        first.setStart(open, open.data.indexOf('('));
        first.setEnd(plus, plus.data.indexOf(' + '));
        const second = document.createRange();
        second.setStart(plus, plus.data.indexOf(' + ') + 3);
        second.setEndAfter(item.querySelector('strong')!);
        const whole = document.createRange();
        whole.selectNodeContents(item);
        return { first: lines(first), second: lines(second), all: lines(whole) };
      });
      expect(pieces.all, 'the step wraps at this width').toBeGreaterThan(1);
      expect(pieces.first, '(1 − α) × previous score').toBe(1);
      expect(pieces.second, 'α × round score = new score').toBe(1);
    });
  }

  test('consecutive commands stand apart as on the landing page, and apart from the prose before them', async ({
    page,
  }) => {
    await page.goto('/whitepaper');
    const blocks = page.locator('[data-section="registration"]').getByTestId('command-block');
    // Install btcli, the coldkey, the hotkey, the registration.
    await expect(blocks).toHaveCount(4);
    const [coldkey, hotkey] = [(await blocks.nth(1).boundingBox())!, (await blocks.nth(2).boundingBox())!];
    expect(hotkey.y - (coldkey.y + coldkey.height)).toBeGreaterThanOrEqual(12);
    const intro = (await page.getByText('Create both:').boundingBox())!;
    expect(coldkey.y - (intro.y + intro.height)).toBeGreaterThanOrEqual(12);
  });
});

test("a worked-example table's rules run between its rows, none clipped by its box's rounded corners", async ({
  page,
}) => {
  await page.goto('/whitepaper');
  const tables = page.getByRole('region', { name: /^Phase/ }).locator('table');
  await expect(tables.first()).toBeVisible();
  const rules = await tables.evaluateAll((list) =>
    list.map((table) => {
      const box = table.parentElement!.getBoundingClientRect();
      const radius = parseFloat(getComputedStyle(table.parentElement!).borderBottomLeftRadius);
      // Rows whose rule lies within the corners' height from the box's bottom edge.
      return [...table.querySelectorAll('tr')]
        .filter((row) => parseFloat(getComputedStyle(row.lastElementChild!).borderBottomWidth) > 0)
        .map((row) => box.bottom - row.getBoundingClientRect().bottom)
        .filter((above) => above < radius).length;
    }),
  );
  expect(rules.length).toBeGreaterThan(1);
  expect(rules).toEqual(rules.map(() => 0));
});

test('a formula box’s accent is a straight rule down its left side, its corners there square', async ({ page }) => {
  await page.goto('/whitepaper');
  const box = page.getByRole('math').first();
  await box.scrollIntoViewIfNeeded();
  const { data, width, height } = decodePng(await box.screenshot());
  // The accent's columns at the box's left edge, from just inside the 1 px top and bottom borders'
  // mitred joins to the middle: where the corners were round, the rule curved away there.
  const accentColumns = (y: number) =>
    [0, 1, 2].filter((x) => {
      const i = (y * width + x) * 4;
      const { s, v } = hsv([data[i]!, data[i + 1]!, data[i + 2]!]);
      return s > 0.4 && v > 0.6;
    }).length;
  expect([3, 5, Math.floor(height / 2), height - 6, height - 4].map(accentColumns)).toEqual([3, 3, 3, 3, 3]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a worked-example table wider than the screen glows on the side it continues to', async ({ page }) => {
    await page.goto('/whitepaper');
    const region = page.getByRole('region', { name: 'Phases 2 and 3: followers by influence' });
    await region.scrollIntoViewIfNeeded();
    /** Mean blue of the region's outermost 4 px columns, left and right, in its bottom half (below the headings). */
    const edges = async () => {
      const { width, height, data } = decodePng(await region.screenshot());
      const mean = (from: number) => {
        let sum = 0;
        for (let y = Math.floor(height / 2); y < height; y++)
          for (let x = from; x < from + 4; x++) sum += data[(y * width + x) * 4 + 2]!;
        return sum / (4 * (height - Math.floor(height / 2)));
      };
      return { left: mean(0), right: mean(width - 4) };
    };
    const start = await edges();
    expect(start.right - start.left, 'more to the right').toBeGreaterThan(8);
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const end = await edges();
    expect(end.left - end.right, 'more to the left').toBeGreaterThan(8);
  });
});

test.describe('phrases that never break', () => {
  // A number and its unit of time, and the product in the worked example's parentheses.
  const PHRASES = [/\b\d+\s(?:hours|days)\b/gu, /\(w\s·\sb\)/gu];

  for (const width of [360, 390, 768, 1024, 1440]) {
    test(`at ${width} px, "every 4 hours", "7 days" and "(w · b)" each stay on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/whitepaper');
      const article = page.locator('main article');
      await expect(article).toBeVisible();
      const found = await article.evaluate(
        async (element, sources) => {
          // Sections below the fold are laid out only when near the screen: lay them all out first.
          element
            .querySelectorAll('section')
            .forEach((section) => section.style.setProperty('content-visibility', 'visible'));
          const texts: { node: Text; start: number }[] = [];
          let all = '';
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            texts.push({ node: node as Text, start: all.length });
            all += (node as Text).data;
          }
          // The text node and offset of a character of the whole text.
          const at = (index: number) => {
            const text = texts.findLast((entry) => entry.start <= index)!;
            return [text.node, index - text.start] as const;
          };
          const split: string[] = [];
          let count = 0;
          for (const source of sources)
            for (const match of all.matchAll(new RegExp(source, 'gu'))) {
              count++;
              const range = document.createRange();
              range.setStart(...at(match.index));
              range.setEnd(...at(match.index + match[0].length - 1));
              range.setEnd(range.endContainer, range.endOffset + 1);
              const centres = [...range.getClientRects()]
                .filter((box) => box.width > 0)
                .map((box) => (box.top + box.bottom) / 2)
                .sort((a, b) => a - b);
              if (centres.at(-1)! - centres[0]! > 10) split.push(match[0]);
            }
          return { split, count };
        },
        PHRASES.map((phrase) => phrase.source),
      );
      expect(found.count).toBeGreaterThanOrEqual(6);
      expect(found.split).toEqual([]);
    });
  }
});

test('at 360 px, a roadmap title that wraps leaves no word alone on its last line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/whitepaper');
  const titles = page.locator('[data-section="roadmap"] ol > li p:first-child');
  await expect(titles).toHaveCount(4);
  await titles.first().scrollIntoViewIfNeeded();
  const lastLines = await titles.evaluateAll((paragraphs) =>
    paragraphs.map((paragraph) => {
      const text = paragraph.firstChild!;
      const words: { word: string; top: number }[] = [];
      for (const match of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        words.push({ word: match[0], top: Math.round(range.getBoundingClientRect().top) });
      }
      const last = Math.max(...words.map((w) => w.top));
      return {
        title: text.textContent,
        lines: new Set(words.map((w) => w.top)).size,
        last: words.filter((w) => w.top === last).length,
      };
    }),
  );
  // At this width at least one title wraps: the case that left a word alone.
  expect(lastLines.some((title) => title.lines > 1)).toBe(true);
  for (const title of lastLines.filter((t) => t.lines > 1)) expect(title.last, title.title!).toBeGreaterThan(1);
});

// A box that scrolls sideways by a few pixels reads as broken: it fits, or it has a table to show.
for (const [width, boxes] of [
  [360, 'formulas'],
  [1024, 'formulas and worked-example tables'],
] as const) {
  test(`at ${width} px no ${boxes} scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/whitepaper');
    await addStyleSheet(page, '* { content-visibility: visible !important; }');
    const selector = width < 768 ? '[class*="formula_"]' : '[class*="formula_"], [role="region"][tabindex="0"]';
    const scrolling = await page.locator('main').evaluate(
      (main, css) =>
        [...main.querySelectorAll<HTMLElement>(css)].map((box) => ({
          text: box.textContent!.slice(0, 40),
          over: box.scrollWidth - box.clientWidth,
        })),
      selector,
    );
    expect(scrolling.length).toBeGreaterThan(width < 768 ? 3 : 5);
    expect(scrolling.filter((box) => box.over > 0)).toEqual([]);
  });
}
