// A pre-rendered page paints with a stylesheet of its own, the rules its HTML uses
// (scripts/build/page-stylesheets.mjs); the site's whole stylesheet comes after the first paint.
// When it arrives nothing on the page may change: no shift, no flash, no colour that fades in.
import { expect, test } from './fixtures';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The stylesheets the page has read, in order: its own, the site's. */
const sheetsLoaded = () =>
  [...document.styleSheets]
    .filter((sheet) => {
      try {
        return sheet.cssRules.length > 0;
      } catch {
        // A stylesheet whose request failed.
        return false;
      }
    })
    .map((sheet) => (new URL(sheet.href!).pathname.startsWith('/assets/page-') ? 'page' : 'site'));

/**
 * The computed style of <html>, <body> and everything in it, ::before and ::after included, kept in
 * the page as `name` (not <head>, where the site's stylesheet's link is added).
 */
const keepStyles = (name: string) => {
  const styles: string[] = [];
  for (const element of [document.documentElement, document.body, ...document.body.querySelectorAll('*')])
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      // A pseudo-element with no content is not drawn: whether it has any is all that counts.
      if (pseudo && /^(none|normal)$/.test(style.content)) {
        styles.push(`content: ${style.content}; `);
        continue;
      }
      let text = '';
      for (let i = 0; i < style.length; i++) text += `${style[i]}: ${style.getPropertyValue(style[i]!)}; `;
      styles.push(text);
    }
  (window as unknown as Record<string, string[]>)[name] = styles;
};

/** Holds every animation at its start: a spinner turns between the two readings, stylesheet or not. */
const pauseAnimations = () => {
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = 0;
  }
};

/** The first differences between two styles kept by `keepStyles`, each named by its element. */
const differences = ([before, after]: [string, string]) => {
  const kept = window as unknown as Record<string, string[]>;
  const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')];
  const found: string[] = [];
  kept[before]!.forEach((style, index) => {
    if (style === kept[after]![index] || found.length >= 5) return;
    const element = elements[Math.floor(index / 3)]!;
    const pseudo = ['', '::before', '::after'][index % 3];
    const properties = (text: string) => new Map(text.split('; ').map((pair) => pair.split(': ') as [string, string]));
    const [was, is] = [properties(style), properties(kept[after]![index]!)];
    const changed = [...is].filter(([property, value]) => was.get(property) !== value).slice(0, 3);
    found.push(
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo}: ${changed
        .map(([property, value]) => `${property} ${was.get(property)} → ${value}`)
        .join(', ')}`,
    );
  });
  return found;
};

test.describe('each page’s own stylesheet', () => {
  // Without script, so that only the stylesheets change the page: the site's stylesheet is then a
  // plain link in a <noscript>, held back here until the page's own rules have been read.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /Failed to load resource/ });

  for (const size of SIZES)
    for (const path of ROUTES)
      test(`${path} at ${size.width} px: the site's stylesheet, arriving, changes nothing the page shows`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        let held = true;
        await page.route(/\.css$/, (route) =>
          held && !new URL(route.request().url()).pathname.startsWith('/assets/page-')
            ? route.abort()
            : route.continue(),
        );
        await page.goto(path);
        await expect(page.locator('head > link[rel="stylesheet"][href^="/assets/page-"]')).toHaveCount(1);
        expect(await page.evaluate(sheetsLoaded), 'the page’s own stylesheet alone').toEqual(['page']);
        // A first reading lays out what waits off screen (content-visibility), which asks for the
        // faces its text is set in, JetBrains Mono on /: the reading that counts comes once they are
        // here, or the second reading would find them arrived.
        await page.evaluate(keepStyles, 'laidOut');
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(pauseAnimations);
        await page.evaluate(keepStyles, 'pageRulesOnly');
        held = false;
        // Its load event would need script; the sheet counts once it has loaded.
        await page.evaluate(() =>
          document.head.append(
            document.querySelector('noscript[data-after-paint] > link[rel="stylesheet"]')!.cloneNode(),
          ),
        );
        await expect.poll(() => page.evaluate(sheetsLoaded)).toEqual(['page', 'site']);
        // Every face is the page's own stylesheet's. Declared again, a face whose file came too late for
        // `font-display: optional` (the text set in a fallback face) would be a new face, its file now
        // in the cache: it would swap in and move the text.
        expect(
          await page.evaluate(() =>
            [...document.styleSheets]
              .filter((sheet) => !new URL(sheet.href!).pathname.startsWith('/assets/page-'))
              .flatMap((sheet) => {
                try {
                  return [...sheet.cssRules]
                    .filter((rule) => rule instanceof CSSFontFaceRule)
                    .map((rule) => rule.cssText);
                } catch {
                  return [];
                }
              }),
          ),
          'faces the site’s stylesheet declares',
        ).toEqual([]);
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(pauseAnimations);
        await page.evaluate(keepStyles, 'withSiteStylesheet');
        expect(await page.evaluate(differences, ['pageRulesOnly', 'withSiteStylesheet'] as [string, string])).toEqual(
          [],
        );
      });
});

test('the page’s own stylesheet is a fraction of the site’s', async ({ page }) => {
  await page.goto('/rewards');
  const sizes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.css'))
      .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).decodedBodySize] as const),
  );
  const own = sizes.find(([file]) => file.startsWith('/assets/page-rewards-'));
  const site = sizes.find(([file]) => !file.startsWith('/assets/page-'));
  expect(own, 'the page’s own stylesheet').toBeDefined();
  expect(site, 'the site’s stylesheet, after the paint').toBeDefined();
  expect(own![1]).toBeLessThan(site![1] / 2);
});

test.describe('when the site’s stylesheet cannot be loaded', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test('the page keeps its own styles and still starts', async ({ page }) => {
    await page.route(/\/assets\/(?!page-)[^/]+\.css$/, (route) => route.abort());
    await page.goto('/rewards');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // A browser's own h1 has a margin of 0.67em; the site's has none.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px');
    const header = page.getByRole('columnheader', { name: 'Influencing Score' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });
});
