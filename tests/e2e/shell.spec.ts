import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test/find-chromium.mjs';
import { expectLandedOn, expect, recordScrollRequests, test } from './fixtures';
import { decodePng, hsv } from './pixels';

const ROUTES = [
  { path: '/', title: /^Amplify: influence that earns TAO$/, heading: /./ },
  { path: '/rewards', title: /^Rewards leaderboard · Amplify$/, heading: /leaderboard/i },
  { path: '/dashboard', title: /^Your Channel Dashboard · Amplify$/, heading: 'Your Channel Dashboard' },
  { path: '/whitepaper', title: /^Whitepaper · Amplify$/, heading: 'Whitepaper' },
];

test.describe('routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its page with its own title and description`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('each route has a different description', async ({ page }) => {
    const descriptions = new Set<string | null>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
    }
    expect(descriptions.size).toBe(ROUTES.length);
  });
});

test.describe('header', () => {
  test('links go to their routes and mark the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const [label, path, heading] of [
      ['Rewards', '/rewards', /leaderboard/i],
      ['Dashboard', '/dashboard', /Your Channel Dashboard/],
      ['Whitepaper', '/whitepaper', /Whitepaper/],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await page.getByRole('link', { name: 'Amplify home' }).click();
    await expect(page).toHaveURL('/');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('underlines the current route flat, its ends not curling up the pill’s corners', async ({ page }) => {
    await page.goto('/rewards');
    const current = page.getByRole('navigation', { name: 'Main', exact: true }).locator('[aria-current="page"]');
    const { data, width, height } = decodePng(await current.screenshot());
    // Rows holding the accent's own violet (saturated, bright): the underline's, and no others.
    const accentRows = new Set<number>();
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const { s, v } = hsv([data[i]!, data[i + 1]!, data[i + 2]!]);
        if (s > 0.4 && v > 0.75) accentRows.add(y);
      }
    expect([...accentRows].sort((a, b) => a - b)).toEqual([height - 2, height - 1]);
  });

  test('How it Works from another route lands on its section', async ({ page }) => {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'How it Works' })
      .click();
    await expect(page).toHaveURL('/#how-it-works');
    await expectLandedOn(page, 'how-it-works');
  });

  test('Get Started on / scrolls smoothly to the get-started section', async ({ page }) => {
    await page.goto('/');
    const scrollRequests = await recordScrollRequests(page);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expectLandedOn(page, 'get-started');
    await expect(page).toHaveURL('/#get-started');
    // Smooth: the page asks the browser for one smooth scroll (how many frames the browser then
    // draws on the way depends on how busy the machine is, so the positions passed say nothing).
    expect(await scrollRequests()).toEqual(['smooth']);
  });

  test('Get Started from another route navigates to / and lands on get-started', async ({ page }) => {
    await page.goto('/whitepaper');
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/#get-started');
    await expectLandedOn(page, 'get-started');
  });
});

test.describe('anchors opened directly', () => {
  for (const id of ['how-it-works', 'get-started']) {
    test(`/#${id} lands on its section`, async ({ page }) => {
      await page.goto(`/#${id}`);
      await expectLandedOn(page, id);
    });
  }
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('folds the links into a menu button that opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'How it Works',
      'Rewards',
      'Dashboard',
      'Whitepaper',
      'Get Started',
    ]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL('/rewards');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await menu.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/#get-started');
    await expectLandedOn(page, 'get-started');
  });

  test('its button is a finger’s size, its label as far from the right edge as the logo from the left', async ({
    page,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const box = (await menuButton.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const labelRight = await menuButton.evaluate((button) => {
      const label = [...button.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )!;
      const range = document.createRange();
      range.selectNodeContents(label);
      return range.getBoundingClientRect().right;
    });
    const logoLeft = (await page.getByRole('link', { name: 'Amplify home' }).boundingBox())!.x;
    expect(Math.abs(390 - labelRight - logoLeft)).toBeLessThanOrEqual(1);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test.describe('with no script at all', () => {
      test.use({ javaScriptEnabled: false });

      test('opens and closes by the browser alone', async ({ page }) => {
        await page.goto('/');
        const menuButton = page.getByRole('button', { name: 'Menu' });
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await expect(menu).toBeHidden();
        await menuButton.tap();
        await expect(menu.getByRole('link', { name: 'Rewards' })).toBeVisible();
        // The cross in place of the three lines, drawn from the browser's own state.
        await expect(menuButton.locator('svg.lucide-x')).toBeVisible();
        await expect(menuButton.locator('svg.lucide-menu')).toBeHidden();
        // A tap on the page below the menu closes it, and does nothing else.
        await page.touchscreen.tap(195, 830);
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL('/');
        await expect(menuButton.locator('svg.lucide-menu')).toBeVisible();
        await menuButton.tap();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });

      // What a tap does while a phone is still fetching the scripts: the page as the server sent it.
      test('Get Started in it still goes to the get-started section', async ({ page }) => {
        await page.goto('/whitepaper');
        await page.getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Get Started' }).tap();
        await expect(page).toHaveURL('/#get-started');
        await expect(page.getByRole('heading', { name: 'Start mining in three steps' })).toBeInViewport();
      });
    });

    test('opened before the app starts, stays open and says so once it has', async ({ page }) => {
      // A second tab, so that nothing waits for the app: its script is held back, as on a slow phone.
      const early = await page.context().newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await early.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await early.goto('/', { waitUntil: 'commit' });
      const menuButton = early.getByRole('button', { name: 'Menu' });
      const menu = early.getByRole('navigation', { name: 'Main menu' });
      await menuButton.tap();
      await expect(menu).toBeVisible();
      expect(await early.locator('html[data-hydrated]').count()).toBe(0);
      release();
      await expect(early.locator('html[data-hydrated]')).toBeAttached();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await early.close();
    });

    test('going back closes it', async ({ page }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menuButton.tap();
      await menu.getByRole('link', { name: 'Rewards' }).tap();
      await expect(page).toHaveURL('/rewards');
      await expect(menu).toBeHidden();
      await menuButton.tap();
      await expect(menu).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await page.goBack();
      await expect(page).toHaveURL('/');
      await expect(menu).toBeHidden();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('is operable by keyboard alone', async ({ page }) => {
    await page.goto('/dashboard');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'How it Works' }),
    ).toBeFocused();
  });
});

test.describe('hover colours', () => {
  // The headless shell the suite runs in says it has no pointer at all, so no hover rule ever applies
  // there: this test opens the full browser, once as a phone with a touch screen and once with a mouse.
  test('a tapped button keeps no hover colour; under a mouse it gets one', async ({ baseURL }) => {
    const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
    try {
      // The suite's site is served over TLS with a certificate made for the run (playwright.config.ts).
      const own = { viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true };
      const phone = await browser.newPage({ ...own, hasTouch: true, isMobile: true });
      await phone.goto(`${baseURL}/`);
      const tapped = phone.getByRole('button', { name: 'Menu' });
      await tapped.tap();
      await expect(phone.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(tapped).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

      const desktop = await browser.newPage(own);
      await desktop.goto(`${baseURL}/`);
      const hovered = desktop.getByRole('button', { name: 'Menu' });
      await hovered.hover();
      await expect(hovered).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.05)');
    } finally {
      await browser.close();
    }
  });
});

test.describe('not-found page', () => {
  // The host answers unknown paths with 404.html and status 404, which Chromium logs too.
  test.use({ expectedConsoleErrors: /404: no page at \/no\/such-page|status of 404/ });

  test('shows 404, logs the attempted path and links home', async ({ page, consoleErrors }) => {
    await page.goto('/no/such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page.getByText('/no/such-page', { exact: true })).toBeVisible();
    expect(consoleErrors.some((text) => text.includes('/no/such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(/^Amplify: influence that earns TAO$/);
  });
});

test.describe('render error fallback', () => {
  test.use({ expectedConsoleErrors: /Simulated render failure|Render failed|status of 404/ });

  test('shows the fallback page with the status, and the header still works', async ({ page }) => {
    await page.goto('/__e2e/render-error');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByTestId('error-detail')).toHaveText('500: Simulated render failure');
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL('/rewards');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  });
});
