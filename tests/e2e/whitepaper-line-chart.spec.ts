// The whitepaper's supply line chart (uPlot): drawn as it nears the screen, hovered, resized, and
// what happens when its code cannot be downloaded; and uPlot shipping only with this page.
import type { Page } from '@playwright/test';
import { expect, fetchedScripts, test } from './fixtures';
import { hsv, pngPixels, type Rgb } from './pixels';

test.describe('supply line chart', () => {
  // Hovered as a reader does, once the plot has come to rest: sections above it are laid out as they
  // near the screen, and a point taken before they are would miss the moved plot.
  async function hoverMonth(page: Page, month: number) {
    await page.getByTestId('line-chart').scrollIntoViewIfNeeded();
    const over = page.getByTestId('line-chart').locator('.u-over');
    const { width, height } = (await over.boundingBox())!;
    // The spec's projection runs from month 0 to month 24.
    const last = 24;
    await over.hover({ position: { x: (width * month) / last, y: height / 2 } });
  }

  test('shows the hovered month’s three values next to the pointer', async ({ page }) => {
    await page.goto('/whitepaper');
    const tooltip = page.getByTestId('line-chart').locator('[role="tooltip"]');
    await hoverMonth(page, 12);
    await expect(tooltip).toBeVisible();
    await expect(tooltip.locator('p')).toHaveText('Month 12');
    await expect(tooltip.locator('dt')).toHaveText(['Circulating', 'Burned', 'Total']);
    await expect(tooltip.locator('dd')).toHaveText(['15,000', '15,000', '30,000']);
    const at12 = await tooltip.boundingBox();

    await hoverMonth(page, 18);
    await expect(tooltip.locator('p')).toHaveText('Month 18');
    await expect(tooltip.locator('dd')).toHaveText(['25,000', '16,000', '41,000']);
    expect((await tooltip.boundingBox())?.x).not.toBe(at12?.x);

    await page.mouse.move(5, 5);
    await expect(tooltip).toBeHidden();
  });

  // Building the chart is the longest task of the page's start on a phone: it waits until the
  // chart nears the screen, and is drawn by the time it is on it.
  test('is built as it nears the screen, not with the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/whitepaper');
    const chart = page.getByTestId('line-chart');
    const canvas = chart.locator('canvas');
    // The page has hydrated (page.goto waits for it) and loaded all it loads.
    await page.waitForLoadState('networkidle');
    expect(await chart.evaluate((element) => element.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(844);
    await expect(canvas).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    await expect(canvas).toHaveCount(1);
    await expect(canvas).toBeInViewport();
  });

  test.describe('when uPlot cannot be downloaded', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

    test('says so when its code cannot be downloaded, and draws it on a retry', async ({ page }) => {
      const uPlotCode = /\/assets\/uPlot[^/]*\.js/;
      await page.route(uPlotCode, (route) => route.abort());
      await page.goto('/whitepaper');
      const chart = page.getByTestId('line-chart');
      await chart.scrollIntoViewIfNeeded();
      const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load the chart.' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('The download did not complete. Check your connection and try again.');
      await expect(chart.locator('canvas')).toHaveCount(0);

      await page.unroute(uPlotCode);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(alert).toBeHidden();
      await expect(chart.locator('canvas')).toHaveCount(1);
      await hoverMonth(page, 12);
      await expect(chart.locator('[role="tooltip"] p')).toHaveText('Month 12');
    });
  });

  // A module that arrived and could not run, or a browser without what the chart needs: said as it is,
  // with no Retry that could not help, and the real error in the console.
  const UNSUPPORTED = [
    {
      what: 'uPlot throws as its module runs (navigator.language "C", as under LANG=C)',
      setup: () => Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: () => 'C' }),
      detail: /^It stopped with RangeError: .+\.$/,
      logged: /RangeError/,
    },
    {
      what: 'the browser gives no 2D canvas',
      setup: () => {
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          return type === '2d' ? null : (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest);
        } as typeof getContext;
      },
      detail: 'It stopped with Error: This browser gives no 2D canvas to draw on.',
      logged: /This browser gives no 2D canvas to draw on/,
    },
  ];
  for (const { what, setup, detail, logged } of UNSUPPORTED) {
    test.describe(`when ${what}`, () => {
      test.use({ expectedConsoleErrors: logged });

      test('says this browser could not draw it, offers no Retry, and logs the error', async ({
        page,
        consoleErrors,
      }) => {
        await page.addInitScript(setup);
        await page.goto('/whitepaper');
        const chart = page.getByTestId('line-chart');
        await chart.scrollIntoViewIfNeeded();
        const alert = page.getByRole('alert').filter({ hasText: 'This browser could not draw the chart.' });
        await expect(alert).toBeVisible();
        await expect(alert.locator('p').nth(1)).toHaveText(detail);
        await expect(alert.getByRole('button')).toHaveCount(0);
        await expect(page.getByText('We couldn’t load the chart.')).toHaveCount(0);
        await expect(chart.locator('canvas')).toHaveCount(0);
        expect(consoleErrors.filter((text) => logged.test(text))).toHaveLength(1);
        // The figures are still there to read.
        await expect(page.getByRole('table', { name: /Projected supply/ }).getByRole('row')).toHaveCount(8);
      });
    });
  }

  test('has a legend and a data table with every month', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page.getByRole('list', { name: 'Supply chart legend' }).getByRole('listitem')).toHaveText([
      'Circulating',
      'Burned',
      'Total',
    ]);
    const table = page.getByRole('table', { name: /Projected supply of the planned utility token by month/ });
    // The spec's seven months (SPEC.md §3), in thousands of tokens, under a row of headings.
    await expect(table.getByRole('row')).toHaveText([
      /^Month/,
      '01,00001,000',
      '32,5008,00010,500',
      '65,00012,00017,000',
      '98,50014,00022,500',
      '1215,00015,00030,000',
      '1825,00016,00041,000',
      '2440,00017,00057,000',
    ]);
  });

  test('redraws at the new width when the viewport is resized', async ({ page }) => {
    await page.goto('/whitepaper');
    const chart = page.getByTestId('line-chart');
    const canvas = chart.locator('canvas');
    await chart.scrollIntoViewIfNeeded();
    const wide = (await canvas.boundingBox())!.width;
    expect(wide).toBeGreaterThan(500);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThan(wide - 100);
    const chartWidth = (await chart.boundingBox())!.width;
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeCloseTo(chartWidth, 0);
    // The canvas's pixel buffer follows too (not just its CSS box).
    const pixels = await canvas.evaluate((c: HTMLCanvasElement) => c.width / devicePixelRatio);
    expect(Math.abs(pixels - chartWidth)).toBeLessThanOrEqual(1);
    // And it is drawn again at that size: resizing a canvas clears it, so the three lines must be
    // there across the new width, up to its right-hand quarter.
    const shot = await canvas.screenshot();
    const size = (await canvas.boundingBox())!;
    const quarters = [0, 1, 2].map((i) => ({
      x: Math.floor(size.width * 0.25 * (i + 1)),
      y: 0,
      w: Math.floor(size.width * 0.25) - 1,
      h: Math.floor(size.height),
    }));
    const strips = pngPixels(shot, quarters);
    for (const [i, rgba] of strips.entries()) {
      const pixels: Rgb[] = [];
      for (let k = 0; k < rgba.length; k += 4) pixels.push([rgba[k]!, rgba[k + 1]!, rgba[k + 2]!]);
      const lines = pixels.filter((pixel) => hsv(pixel).s >= 0.4 && hsv(pixel).v >= 0.4).length;
      expect(lines, `line pixels in quarter ${i + 2} of the resized chart`).toBeGreaterThan(100);
    }
  });
});

test.describe('uPlot loading', () => {
  test('ships only with the whitepaper: /rewards loads no uPlot code', async ({ page }) => {
    const fetched = fetchedScripts(page);
    const hasUPlot = () => fetched('u-cursor-x');

    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hasUPlot(), 'no script of /rewards contains uPlot').toBe(false);

    // Control: the same check finds uPlot once the whitepaper is opened.
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Whitepaper' }).click();
    await page.getByTestId('line-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('line-chart').locator('canvas')).toHaveCount(1);
    expect(await hasUPlot()).toBe(true);
  });
});
