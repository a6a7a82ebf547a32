import { expect, test } from './fixtures';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper', '/no-such-page'];

test.use({ expectedConsoleErrors: /404: no page at \/no-such-page|status of 404/ });

test('no page requests anything from another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Reach lazy images and charts below the fold.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
