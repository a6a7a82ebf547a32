// The influence-network demo: loading, exact timeline in debug mode, stats, Replay, canvas pixels.
import { test, expect } from './fixtures';
import {
  DEMO_NODES,
  DEMO_SCHEDULE,
  demoState,
  demoTime,
  expectStatsFor,
  openDebugDemo,
  regionDifference,
  seek,
  stateAt,
} from './demo-helpers';

test('shows "Loading influencers..." until the avatars are in, then the labelled canvas', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/demo/demo-atlas.png', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const demo = page.locator('#network-demo');
  await expect(demo.getByText('Loading influencers...')).toBeVisible();
  await expect(demo.getByRole('button', { name: 'Replay' })).toBeDisabled();
  release();
  await expect(demo.getByText('Loading influencers...')).toHaveCount(0);
  const canvas = demo.getByRole('img', { name: /influence network/i });
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveJSProperty('tagName', 'CANVAS');
  await expect(demo.getByRole('button', { name: 'Replay' })).toBeEnabled();
  // The first loop starts at t = 0 once loaded: the spread is under way a few seconds later.
  await expect(page.getByTestId('demo-progress')).toHaveText(/^(6|12|24) of 24 influencers reached$/, {
    timeout: 15_000,
  });
});

test('debug mode: the state, the stats and the schedule agree at every phase boundary and across the loop', async ({
  page,
}) => {
  await openDebugDemo(page);
  const { times, duration } = DEMO_SCHEDULE;
  const celebrity = DEMO_NODES.find((n) => n.isCelebrity)!;
  const points = [
    0,
    1499,
    1500,
    2299,
    2300,
    times.n1!.appear - 1,
    times.n1!.appear,
    times.n1!.bubble,
    times.n1!.emoji - 1,
    times.n1!.emoji,
    times.n7!.appear,
    times.n13!.appear,
    times.n24!.appear - 1,
    times.n24!.appear,
    times[celebrity.id]!.highlight! - 1,
    times[celebrity.id]!.highlight!,
    duration - 1,
    duration,
    // and backwards
    9000,
    3300,
    1500,
    0,
  ];
  expect(await page.evaluate(() => (window as unknown as { __demo: { duration(): number } }).__demo.duration())).toBe(
    17300,
  );
  for (const t of points) {
    await seek(page, t);
    expect(await demoState(page), `state at t=${t}`).toEqual(stateAt(DEMO_SCHEDULE, t));
    expect(await demoTime(page)).toBe(t);
    await expectStatsFor(page, t);
  }
  await seek(page, duration - 1);
  await expect(page.getByTestId('demo-progress')).toHaveText('24 of 24 influencers reached');
});

test('debug panel: range named Timeline scrubs, next/previous step through events, play and pause', async ({
  page,
}) => {
  await openDebugDemo(page);
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await timeline.fill('3300');
  expect(await demoTime(page)).toBe(3300);
  expect((await demoState(page)).revealed).toEqual(['n1']);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next event' }).click();
  expect(await demoTime(page)).toBe(3700);
  await page.getByRole('button', { name: 'Previous event' }).click();
  await page.getByRole('button', { name: 'Previous event' }).click();
  expect(await demoTime(page)).toBe(2300);
  await expect(page.getByTestId('demo-debug-phase')).toHaveText('2');
  await page.getByLabel('Speed').selectOption('4');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => demoTime(page)).toBeGreaterThan(3000);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const paused = await demoTime(page);
  await page.waitForTimeout(300);
  expect(await demoTime(page)).toBe(paused);
});

test('Replay restarts from t = 0 and the loop keeps running', async ({ page }) => {
  await openDebugDemo(page);
  await seek(page, 12_000);
  expect((await demoState(page)).revealed).toHaveLength(24);
  await page.getByRole('button', { name: 'Replay' }).click();
  const t = await demoTime(page);
  expect(t).toBeLessThan(1000);
  expect((await demoState(page)).phase).toBe(0);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(t);
  await expectStatsFor(page, 0);
});

test('the canvas shows drawn pixels where revealed nodes stand and background where hidden ones would', async ({
  page,
}) => {
  await openDebugDemo(page);
  const canvas = page.locator('#network-demo canvas');
  const box = (await canvas.boundingBox())!;
  await seek(page, 0);
  const empty = await canvas.screenshot();
  // Just before the first tweet bubble: two nodes revealed, lines to two more under way.
  const t = DEMO_SCHEDULE.times.n1!.bubble - 1;
  await seek(page, t);
  const drawn = await canvas.screenshot();
  const { revealed } = stateAt(DEMO_SCHEDULE, t);
  expect(revealed).toEqual(['n1', 'n2']);
  expect(DEMO_NODES.filter((n) => DEMO_SCHEDULE.times[n.id]!.lineStart > t).length).toBe(20);
  const circles = DEMO_NODES.map((n) => ({
    x: (n.position.x / 100) * box.width,
    y: (n.position.y / 100) * box.height,
    r: 12,
  }));
  const diffs = await regionDifference(page, empty, drawn, circles);
  DEMO_NODES.forEach((node, i) => {
    if (revealed.includes(node.id)) expect(diffs[i], `${node.id} is drawn`).toBeGreaterThan(20);
    // Hidden nodes whose line has not started yet: nothing may be drawn there.
    else if (DEMO_SCHEDULE.times[node.id]!.lineStart > t)
      expect(diffs[i], `${node.id} is still background`).toBeLessThan(3);
  });
});

test('tweet bubbles collapse into emoji drawn from the shipped atlas', async ({ page }) => {
  const atlas: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/demo/')) atlas.push(new URL(request.url()).pathname);
  });
  await openDebugDemo(page);
  expect(atlas).toEqual(['/demo/demo-atlas.png']);
  const n1 = DEMO_SCHEDULE.times.n1!;
  await seek(page, n1.bubble);
  expect((await demoState(page)).bubbles.n1).toBe('tweet');
  await seek(page, n1.emoji + 500);
  expect((await demoState(page)).bubbles.n1).toBe('emoji');
});
