// The demo under adverse conditions: failed avatars, no WebGL, lost context, reduced motion,
// off-screen pausing, lazy loading, and WebGL contexts released on navigation.
import { test, expect } from './fixtures';
import {
  DEMO_NODES,
  DEMO_SCHEDULE,
  finishedTime,
  demoState,
  demoTime,
  expectStatsFor,
  openDebugDemo,
  regionDifference,
  seek,
  stateAt,
} from './demo-helpers';

const everything = stateAt(DEMO_SCHEDULE, DEMO_SCHEDULE.duration - 1);

test.describe('failed avatar atlas', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource/ });

  test('shows initials on coloured discs and the demo still runs', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/demo/demo-atlas.png', (route) => route.abort());
    await openDebugDemo(page);
    expect(warnings.some((w) => /avatars could not be loaded/.test(w))).toBe(true);
    await seek(page, 0);
    const canvas = page.locator('#network-demo canvas');
    const empty = await canvas.screenshot();
    await seek(page, 12_000);
    expect(await demoState(page)).toEqual(stateAt(DEMO_SCHEDULE, 12_000));
    await expectStatsFor(page, 12_000);
    const box = (await canvas.boundingBox())!;
    const drawn = await canvas.screenshot();
    const diffs = await regionDifference(
      page,
      empty,
      drawn,
      DEMO_NODES.map((n) => ({ x: (n.position.x / 100) * box.width, y: (n.position.y / 100) * box.height, r: 10 })),
    );
    diffs.forEach((d, i) => expect(d, `${DEMO_NODES[i]!.id} drawn as initials`).toBeGreaterThan(20));
    await page.getByRole('button', { name: 'Replay' }).click();
    expect(await demoTime(page)).toBeLessThan(1000);
  });
});

test('without WebGL a static view with a note replaces the canvas; stats and Replay still work', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await openDebugDemo(page, { canvas: false });
  const fallback = page.getByTestId('demo-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('WebGL is not available');
  await expect(page.locator('#network-demo canvas')).toHaveCount(0);
  await seek(page, 9000);
  await expectStatsFor(page, 9000);
  await expect(fallback.getByRole('list')).toHaveAttribute(
    'aria-label',
    `${stateAt(DEMO_SCHEDULE, 9000).revealed.length} of 24 influencers reached`,
  );
  await page.getByRole('button', { name: 'Replay' }).click();
  expect(await demoTime(page)).toBeLessThan(1000);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(100);
});

test('webglcontextlost pauses and shows the fallback; webglcontextrestored resumes', async ({ page }) => {
  await openDebugDemo(page);
  await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('#network-demo canvas')!;
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl'))!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose = gl.getExtension('WEBGL_lose_context')!;
    (window as unknown as { __lose: WEBGL_lose_context }).__lose.loseContext();
  });
  await expect(page.getByTestId('demo-fallback')).toBeVisible();
  await expect(page.getByTestId('demo-fallback')).toContainText('graphics context was lost');
  const lostAt = await demoTime(page);
  await page.waitForTimeout(400);
  expect(await demoTime(page)).toBe(lostAt);
  await page.evaluate(() => (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext());
  await expect(page.getByTestId('demo-fallback')).toHaveCount(0);
  await expect.poll(() => demoTime(page)).not.toBe(lostAt);
});

test('reduced motion shows the finished spread without animating; Replay plays it once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDebugDemo(page);
  expect(await demoState(page)).toEqual(everything);
  const t = await demoTime(page);
  await page.waitForTimeout(400);
  expect(await demoTime(page)).toBe(t);
  await expectStatsFor(page, DEMO_SCHEDULE.duration - 1);
  await page.getByRole('button', { name: 'Replay' }).click();
  expect((await demoState(page)).revealed).toEqual([]);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(200);
  // Play once: from near the end it runs to the finished spread and stops there (no loop reset).
  await seek(page, 14_000);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => demoTime(page), { timeout: 5000 }).toBe(finishedTime(DEMO_SCHEDULE));
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await demoState(page)).toEqual(everything);
});

test('pauses while scrolled out of view and resumes where it stopped', async ({ page }) => {
  await openDebugDemo(page);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const stopped = await demoTime(page);
  await page.waitForTimeout(400);
  expect(await demoTime(page)).toBe(stopped);
  await page.locator('#network-demo').scrollIntoViewIfNeeded();
  await expect.poll(() => demoTime(page)).toBeGreaterThan(stopped);
  // A hidden tab pauses too.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const hiddenAt = await demoTime(page);
  await page.waitForTimeout(400);
  expect(await demoTime(page)).toBe(hiddenAt);
});

test('Pixi and GSAP load only in the demo chunk, after the hero text painted, and never on other routes', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  for (const path of ['/rewards', '/dashboard', '/whitepaper']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((url) => /demo-live|pixi|gsap/i.test(url))).toEqual([]);
  await page.goto('/');
  await expect(page.locator('#network-demo canvas')).toBeVisible({ timeout: 30_000 });
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    chunk: performance.getEntriesByType('resource').find((e) => e.name.includes('demo-live'))?.startTime ?? Number.NaN,
  }));
  expect(timing.chunk).toBeGreaterThan(timing.paint);
});
