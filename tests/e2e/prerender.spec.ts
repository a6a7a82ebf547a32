import type { Page } from '@playwright/test';
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
      text: ['Today’s top miners', '231.00 τ', '+12.5%'],
      title: /^Rewards leaderboard · Amplify$/,
    },
    {
      path: '/dashboard',
      h1: 'Your Channel Dashboard',
      text: ['Active Tweet Tasks', '1,284.60 τ', 'Decentralized AI is not a slogan'],
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
  await page.getByRole('button', { name: 'Start Amplifying' }).click();
  await expect(page).toHaveURL('/#get-started');
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
