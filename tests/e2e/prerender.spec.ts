import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FONT_SUBSETS, isSubsetAsset } from '../../scripts/build/font-subsets.mjs';
import { expect, test } from './fixtures';

// What a crawler or a reader without JavaScript gets: the HTML the build pre-rendered.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const PAGES = [
    {
      path: '/',
      h1: /Real influence/,
      text: ['How it works', 'Get started', 'btcli subnets register'],
      title: /^Amplify: influence that earns TAO$/,
    },
    // Data pages pre-render the data the build ships; a visit loads the same before hydrating.
    {
      path: '/rewards',
      h1: 'Rewards Leaderboard',
      text: ['Today’s top miners', 'τ 231.00', '+12.5%'],
      title: /^Rewards leaderboard · Amplify$/,
    },
    {
      path: '/dashboard',
      h1: 'Your Channel Dashboard',
      text: ['Active Tweet Tasks', 'τ 1,284.60', 'Decentralized AI is not a slogan'],
      title: /^Your Channel Dashboard · Amplify$/,
    },
    {
      path: '/whitepaper',
      h1: 'Whitepaper',
      text: ['Version 1.0 • Last Updated: June 2025', 'Scoring Algorithm', 'Future Development'],
      title: /^Whitepaper · Amplify$/,
    },
  ];

  for (const { path, h1, text, title } of PAGES) {
    test(`${path} is served as HTML with its content, title and description`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const snippet of text) await expect(page.getByText(snippet, { exact: false }).first()).toBeAttached();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link')).toHaveCount(4);
    });
  }

  // A click before the scripts have run (a phone on a slow network) does what the label says.
  test('Get Started and Start Amplifying go to the get-started section', async ({ page }) => {
    const section = page.getByRole('heading', { name: 'Start mining in three steps' });
    await page.goto('/rewards');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/#get-started');
    await expect(section).toBeInViewport();
    await page.evaluate(() => scrollTo(0, 0));
    await expect(section).not.toBeInViewport();
    await page.getByRole('link', { name: 'Start Amplifying' }).click();
    await expect(page).toHaveURL('/#get-started');
    await expect(section).toBeInViewport();
  });

  test.describe('unknown paths', () => {
    test.use({ expectedConsoleErrors: /status of 404/ });

    test('get the not-found page with status 404', async ({ page }) => {
      const response = await page.goto('/no/such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    });
  });
});

/**
 * Keeps the first element matching `selector` that the HTML parser inserts, before any of the
 * site's code runs: the node the server sent, to compare with what is there after hydration.
 */
async function keepServerElement(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      const element = document.querySelector(selector);
      if (!element) return;
      (window as unknown as { __serverElement: Element }).__serverElement = element;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Whether the element now matching `selector` is the one the server sent. */
const isServerElement = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      document.querySelector(selector) === (window as unknown as { __serverElement?: Element }).__serverElement,
    selector,
  );

test('the landing page hydrates its pre-rendered HTML instead of replacing it', async ({ page }) => {
  await keepServerElement(page, 'h1');
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Amplifying' }).click();
  await expect(page).toHaveURL('/#get-started');
  // The app, not the browser, took the click: it focuses the section it scrolled to.
  await expect(page.locator('#get-started')).toBeFocused();
  // The very node the server sent is still in place and now interactive.
  expect(await isServerElement(page, 'h1'), 'the h1 is the one the server sent').toBe(true);
});

test('a data page hydrates its pre-rendered data in place, without a skeleton in between', async ({ page }) => {
  const skeletonSeen: string[] = [];
  await page.exposeFunction('reportSkeleton', (id: string) => skeletonSeen.push(id));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const skeleton = document.querySelector('[data-testid$="-skeleton"]');
      if (skeleton)
        (window as unknown as { reportSkeleton: (id: string) => void }).reportSkeleton(
          skeleton.getAttribute('data-testid')!,
        );
    }).observe(document, { childList: true, subtree: true });
  });
  await keepServerElement(page, 'table');
  await page.goto('/rewards');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const influencerHeader = page.getByRole('columnheader', { name: 'Influencer' });
  await influencerHeader.getByRole('button').click();
  await expect(influencerHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await isServerElement(page, 'table'), 'the table is the one the server sent').toBe(true);
  expect(skeletonSeen).toEqual([]);
});

// `font-display: optional` sets text in a face only if it is there when the text is first laid out:
// a face the first layout is first to ask for comes too late (τ, or a command, would be set in a
// system font on a first visit) and later than the first paint needs; a face preloaded that the first
// layout does not use costs a phone's first paint its bytes. The first layout is of every text but
// that in sections the browser skips while they are off screen (content-visibility: auto).
test.describe('fonts', () => {
  test.use({ javaScriptEnabled: false });
  const PATHS = ['/', '/rewards', '/dashboard', '/whitepaper'];
  const UNKNOWN_PATH = '/no/such-page';
  const VIEWPORTS = [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ];

  /** Whether a face fonts.css declares for `family` other than its cut faces holds `char`: one not preloaded. */
  const fullFaceHolds = (family: string, char: string) =>
    [...readFileSync('src/styles/fonts.css', 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1]!)
      .filter((face) => face.includes(`'${family}'`) && !face.includes('./fonts/'))
      .some((face) =>
        (/unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? '').split(',').some((part) => {
          const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
          const point = char.codePointAt(0)!;
          return point >= parseInt(from, 16) && point <= parseInt(to, 16);
        }),
      );

  /** The cut face (scripts/build/font-subsets.mjs) a character of `family` is set in, if any. */
  const cutFaceOf = (family: string, char: string) =>
    FONT_SUBSETS.find(
      (subset) =>
        subset.family === family &&
        subset.ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to),
    )?.file;

  for (const path of [...PATHS, UNKNOWN_PATH])
    test.describe(path, () => {
      if (path === UNKNOWN_PATH) test.use({ expectedConsoleErrors: /status of 404/ });
      for (const viewport of VIEWPORTS)
        test(`preloads the fonts its first layout sets text in, and no other, ${viewport.width} px wide`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport);
          await page.goto(path);
          // The text of the first layout, by the first family it asks for, pseudo-elements' included.
          const firstLayout = await page.evaluate(() => {
            // From geometry alone: the boxes inside a skipped section report no rects until the browser
            // has decided the section is on screen, which it does a frame after the load.
            const onScreen = (rect: DOMRect) => rect.top < innerHeight && rect.bottom > 0;
            const shown = (element: Element): boolean =>
              getComputedStyle(element).display === 'contents'
                ? shown(element.parentElement!)
                : element.checkVisibility({ visibilityProperty: true });
            const laidOut = (element: Element) => {
              for (let at: Element | null = element; at; at = at.parentElement)
                if (getComputedStyle(at).contentVisibility === 'auto' && !onScreen(at.getBoundingClientRect()))
                  return false;
              return shown(element);
            };
            const family = (style: CSSStyleDeclaration) => style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim();
            const cased = (text: string, style: CSSStyleDeclaration) =>
              style.textTransform === 'uppercase' ? text.toUpperCase() : text;
            const runs: { family: string; text: string }[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const style = getComputedStyle(node.parentElement!);
              if (laidOut(node.parentElement!))
                runs.push({ family: family(style), text: cased(node.nodeValue ?? '', style) });
            }
            for (const element of document.body.querySelectorAll('*')) {
              if (!laidOut(element)) continue;
              for (const pseudo of ['::before', '::after']) {
                const style = getComputedStyle(element, pseudo);
                const content = /^"(.*)"/.exec(style.content)?.[1];
                if (content) runs.push({ family: family(style), text: cased(content, style) });
              }
            }
            return runs;
          });
          const needed = new Set(
            firstLayout.flatMap(({ family, text }) => [...text].map((char) => cutFaceOf(family, char))),
          );
          needed.delete(undefined);
          // A character only a full face holds would be set in a system font on a first visit.
          const uncut = [
            ...new Set(
              firstLayout.flatMap(({ family, text }) =>
                [...text].filter((char) => /\S/.test(char) && !cutFaceOf(family, char) && fullFaceHolds(family, char)),
              ),
            ),
          ];
          expect(uncut, 'characters of the first layout outside the preloaded faces').toEqual([]);
          const preloaded = await page
            .locator('link[rel="preload"][as="font"]')
            .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
          const preloadedFaces = preloaded.map(
            (href) => FONT_SUBSETS.find((subset) => isSubsetAsset(subset, href))?.file,
          );
          expect(needed.size, 'the page has text in the site’s fonts').toBeGreaterThan(0);
          expect(preloadedFaces.sort()).toEqual([...needed].sort());
        });
    });
});
