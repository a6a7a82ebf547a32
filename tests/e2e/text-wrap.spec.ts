// Headings and running text that wrap leave no word alone on their last line, on every page, on a
// desktop and on a phone.
import { addStyleSheet, expect, test } from './fixtures';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];

for (const path of ROUTES)
  test.describe(path, () => {
    // The not-found page is served with its status, which the console reports.
    if (path === '/no-such-page') test.use({ expectedConsoleErrors: /404: no page at \/no-such-page|status of 404/ });
    for (const width of [1440, 390])
      test(`at ${width} px: no heading or paragraph ends with one word alone on its line`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        // Sections laid out only near the screen are laid out here first, so their text can be read.
        await addStyleSheet(page, '* { content-visibility: visible !important; }');
        const { checked, alone } = await page.locator('main').evaluate((main) => {
          const found: string[] = [];
          let wrapped = 0;
          for (const element of main.querySelectorAll('h1, h2, h3, p')) {
            const text = element.textContent!.trim();
            if (!text.includes(' ') || element.closest('[aria-hidden="true"], pre, table, svg')) continue;
            const range = document.createRange();
            range.selectNodeContents(element);
            // Words by the line they sit on (a line is every box level with its first).
            const lines: number[] = [];
            for (const box of range.getClientRects()) {
              // Text kept for screen readers alone stands in a 1 px box on no line.
              if (box.width <= 1 || box.height <= 1) continue;
              const middle = (box.top + box.bottom) / 2;
              if (!lines.some((top) => Math.abs(top - middle) < box.height / 2)) lines.push(middle);
            }
            if (lines.length < 2) continue;
            wrapped++;
            const last = Math.max(...lines);
            // The last line's words: every word whose box lies on it.
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const words: string[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (node.parentElement!.closest('.visually-hidden')) continue;
              const data = (node as Text).data;
              for (const match of data.matchAll(/\S+/gu)) {
                const word = document.createRange();
                word.setStart(node, match.index);
                word.setEnd(node, match.index + match[0].length);
                const rect = word.getClientRects()[0];
                if (rect && Math.abs((rect.top + rect.bottom) / 2 - last) < rect.height / 2) words.push(match[0]);
              }
            }
            if (words.length === 1) found.push(`“${text.slice(0, 60)}” ends with “${words[0]}” alone`);
          }
          return { checked: wrapped, alone: found };
        });
        expect(checked, 'wrapped headings and paragraphs looked at').toBeGreaterThan(0);
        expect(alone).toEqual([]);
      });
  });
