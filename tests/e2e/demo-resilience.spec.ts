// The demo under adverse conditions: failed avatars, a late font, no WebGL, lost context, reduced
// motion and off-screen pausing. How its code loads, and fails to: demo-code-loading.spec.ts.
import type { Route } from '@playwright/test';
import { test, expect, stopTime } from './fixtures';
import {
  DEMO_NODES,
  DEMO_SCHEDULE,
  demoState,
  demoTime,
  expectStatsFor,
  finishedTime,
  framesPass,
  nodeCentre,
  openDebugDemo,
  SCENE_WORKER_SCRIPT,
  sceneShot,
  seek,
  waitForDemo,
} from './demo-helpers';
import {
  gotoWithSceneWorkerScript,
  loseSceneContext,
  recordSceneCanvas,
  sceneCanvasRefusesWebGL,
  serveSceneWorkerAsBuilt,
  withoutWebGL,
  withoutWorkerWebGL,
  withSceneOnPage,
} from './scene-worker';
import { differingPixels, dominantHueShare, lightShare, pixelsInCircles, regionDifference } from './pixels';
import { SPEC_LOOP, specMoment, specState } from '../../src/features/network-demo/content/spec-table.test-support';

// These tests read the scene's canvas in its worker.
test.beforeEach(async ({ page }) => recordSceneCanvas(page));

// The state DECISIONS §1 gives for the last millisecond of a loop (spec-table.test-support.ts).
const everything = specState(specMoment(SPEC_LOOP - 1));

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
    expect(await demoState(page)).toEqual(specState(specMoment(12_000)));
    await expectStatsFor(page, 12_000);
    const box = (await canvas.boundingBox())!;
    const drawn = await canvas.screenshot();
    const diffs = regionDifference(
      empty,
      drawn,
      DEMO_NODES.map((n) => ({ x: (n.position.x / 100) * box.width, y: (n.position.y / 100) * box.height, r: 10 })),
    );
    diffs.forEach((d, i) => expect(d, `${DEMO_NODES[i]!.id} drawn as initials`).toBeGreaterThan(20));
    // What is drawn there: most of each avatar's disc in one strong colour, light letters in its
    // middle. Looked at once every bubble has collapsed, as bubbles cover some nodes at 12 s.
    await seek(page, finishedTime(DEMO_SCHEDULE));
    const finished = await canvas.screenshot();
    const centres = DEMO_NODES.map((n) => nodeCentre(n.id, box));
    const discs = pixelsInCircles(
      finished,
      centres.map((c) => ({ ...c, r: 18 })),
    );
    const middles = pixelsInCircles(
      finished,
      centres.map((c) => ({ ...c, r: 8 })),
    );
    DEMO_NODES.forEach((node, i) => {
      expect(
        dominantHueShare(discs[i]!),
        `${node.id}: a disc of one colour (desktop nodes have a radius of 22 px)`,
      ).toBeGreaterThan(0.5);
      expect(lightShare(middles[i]!), `${node.id}: light initials on it`).toBeGreaterThan(0.1);
    });
    await page.getByRole('button', { name: 'Replay' }).click();
    const replayed = await demoTime(page);
    expect(replayed).toBeLessThan(1000);
    await expect.poll(() => demoTime(page), { message: 'the demo runs after Replay' }).toBeGreaterThan(replayed);
  });
});

test('the scene runs in a worker; where the page cannot hand its canvas over (nor has an OffscreenCanvas at all), the page draws the same picture itself', async ({
  page,
}) => {
  // The post and three bubbles (text in both weights), avatars, emoji and glows.
  const t = 9300;
  await openDebugDemo(page);
  const workersLoaded = () => page.workers().map((worker) => new URL(worker.url()).pathname);
  const workers = workersLoaded();
  expect(workers, 'the scene’s worker, and no other, runs').toHaveLength(1);
  expect(workers[0]).toMatch(SCENE_WORKER_SCRIPT);
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  await seek(page, t);
  const inWorker = await sceneShot(page);

  await withSceneOnPage(page);
  await page.addInitScript(() => {
    delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  });
  await page.goto('/?debug');
  await waitForDemo(page);
  expect(workersLoaded(), 'no worker').toEqual([]);
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  await seek(page, t);
  expect(differingPixels(inWorker, await sceneShot(page)), 'pixels that differ from the worker’s picture').toBe(0);
});

test('a font that arrives after the page has painted: the scene still writes in Inter, the picture it draws when the font is on time', async ({
  page,
}) => {
  // The post and three bubbles: text in both weights.
  const t = 9300;
  await openDebugDemo(page);
  await seek(page, t);
  const onTime = await sceneShot(page);

  // Routing bypasses the cache: every font is held until the page has run for a second, long past
  // the 100 ms its text waits for an optional face before keeping the fallback for the page view.
  let released = false;
  const held: Route[] = [];
  await page.route('**/*.woff2', (route) => (released ? route.continue() : void held.push(route)));
  await page.goto('/?debug', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.now() > 1000);
  expect(held.length, 'fonts were asked for and held').toBeGreaterThan(0);
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await waitForDemo(page);
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  await seek(page, t);
  expect(differingPixels(onTime, await sceneShot(page)), 'pixels that differ from the font on time').toBe(0);
});

test('where the scene’s worker has no WebGL, or cannot start its renderer, the page draws the same picture itself', async ({
  page,
}) => {
  const t = 9300;
  await openDebugDemo(page);
  await seek(page, t);
  const inWorker = await sceneShot(page);
  const onPage = async () => {
    await waitForDemo(page);
    await expect(page.getByTestId('demo-fallback')).toHaveCount(0);
    await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
    await seek(page, t);
    return sceneShot(page);
  };

  // A browser that hands canvases to workers but draws WebGL only on the page: the worker says so
  // before the page hands it the canvas.
  await withoutWorkerWebGL(page);
  const workerScript = page.waitForRequest(SCENE_WORKER_SCRIPT);
  await page.goto('/?debug');
  await workerScript;
  expect(differingPixels(inWorker, await onPage()), 'pixels that differ, the worker without WebGL').toBe(0);
  // Asked, it said no, and was stopped: the page drew.
  expect(page.workers().filter((worker) => SCENE_WORKER_SCRIPT.test(worker.url()))).toEqual([]);
  await serveSceneWorkerAsBuilt(page);

  // The worker finds WebGL, but the canvas it is handed gets no context.
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await gotoWithSceneWorkerScript(page, '/?debug', sceneCanvasRefusesWebGL);
  expect(differingPixels(inWorker, await onPage()), 'pixels that differ, the worker’s renderer not started').toBe(0);
  expect(warnings.some((text) => /could not start in a worker; drawing it on the page/.test(text))).toBe(true);
});

test('when the page finds WebGL but the scene’s canvas gets no context, in the worker or on the page, the static view replaces the stage, with no error', async ({
  page,
}) => {
  // On the page, the scene's own canvas refuses WebGL (the page's probe and Pixi's, on canvases of
  // their own, still get it)...
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext as (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) => unknown;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type) && this.closest('#network-demo')) return null;
      return getContext.call(this, type, ...rest);
    } as typeof HTMLCanvasElement.prototype.getContext;
  });
  // ...and so does the canvas it handed to the scene's worker.
  await gotoWithSceneWorkerScript(page, '/?debug', sceneCanvasRefusesWebGL);
  await waitForDemo(page, { canvas: false });
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  const fallback = page.getByTestId('demo-fallback');
  await expect(fallback).toContainText('WebGL is not available');
  await expect(page.getByText('Loading influencers...')).toHaveCount(0);
  await expect(page.locator('#network-demo canvas')).toBeHidden();
  await seek(page, 9000);
  await expectStatsFor(page, 9000);
});

test('without WebGL a static view with a note replaces the canvas; stats and Replay still work', async ({ page }) => {
  await withoutWebGL(page);
  await openDebugDemo(page, { canvas: false });
  const fallback = page.getByTestId('demo-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('WebGL is not available');
  await expect(page.locator('#network-demo canvas')).toHaveCount(0);
  await seek(page, 9000);
  await expectStatsFor(page, 9000);
  await expect(fallback.getByRole('list')).toHaveAttribute(
    'aria-label',
    `${specMoment(9000).revealed.length} of 24 influencers reached`,
  );
  await page.getByRole('button', { name: 'Replay' }).click();
  expect(await demoTime(page)).toBeLessThan(1000);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(100);
});

test('webglcontextlost pauses and shows the fallback; webglcontextrestored resumes', async ({ page }) => {
  await openDebugDemo(page);
  // The scene's context lives in its worker, on the canvas it draws on there.
  const restore = await loseSceneContext(page);
  await expect(page.getByTestId('demo-fallback')).toBeVisible();
  await expect(page.getByTestId('demo-fallback')).toContainText('graphics context was lost');
  const lostAt = await demoTime(page);
  await framesPass(page);
  expect(await demoTime(page)).toBe(lostAt);
  await restore();
  await expect(page.getByTestId('demo-fallback')).toHaveCount(0);
  await expect.poll(() => demoTime(page)).not.toBe(lostAt);
  // The restored context draws again: the revealed network where the empty scene is background.
  const canvas = page.locator('#network-demo canvas');
  await seek(page, 0);
  const empty = await canvas.screenshot();
  await seek(page, 12_000);
  const box = (await canvas.boundingBox())!;
  const diffs = regionDifference(
    empty,
    await canvas.screenshot(),
    DEMO_NODES.map((n) => ({ ...nodeCentre(n.id, box), r: 10 })),
  );
  diffs.forEach((d, i) => expect(d, `${DEMO_NODES[i]!.id} drawn after the restore`).toBeGreaterThan(20));
});

test('reduced motion shows the finished spread without animating; Replay plays it once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDebugDemo(page);
  expect(await demoState(page)).toEqual(everything);
  const canvas = page.locator('#network-demo canvas');
  // Once the scene (in its worker) shows the moment it was asked for.
  await page.evaluate(() => window.__demo!.drawn());
  const shown = await canvas.screenshot();
  const t = await demoTime(page);
  await framesPass(page, 20);
  expect(await demoTime(page)).toBe(t);
  // Nothing moves on screen either: the same pixels 20 frames later.
  expect((await canvas.screenshot()).equals(shown), 'the canvas is still').toBe(true);
  await expectStatsFor(page, SPEC_LOOP - 1);
  await page.getByRole('button', { name: 'Replay' }).click();
  expect((await demoState(page)).revealed).toEqual([]);
  await expect.poll(() => demoTime(page)).toBeGreaterThan(200);
  // Play once: from near the end it runs to the finished spread and stops there (no loop reset).
  await seek(page, 14_000);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => demoTime(page), { timeout: 5000 }).toBe(finishedTime(DEMO_SCHEDULE));
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(await demoState(page)).toEqual(everything);
  // What it showed at first was the finished spread: every node drawn where the empty scene has background.
  await seek(page, 0);
  const box = (await canvas.boundingBox())!;
  const diffs = regionDifference(
    await canvas.screenshot(),
    shown,
    DEMO_NODES.map((n) => ({ ...nodeCentre(n.id, box), r: 12 })),
  );
  diffs.forEach((d, i) => expect(d, `${DEMO_NODES[i]!.id} is shown at once`).toBeGreaterThan(20));
});

test('waits below the fold: with only its heading on the first screen the loop stays at its start, and plays from there once the stage is in view', async ({
  page,
}) => {
  await page.clock.install();
  await openDebugDemo(page, { inView: false });
  const [headingTop, stageTop, viewport] = await page.evaluate(() => [
    document.getElementById('network-demo-title')!.getBoundingClientRect().top,
    document.getElementById('network-demo-stage')!.getBoundingClientRect().top,
    window.innerHeight,
  ]);
  expect(headingTop, 'the demo’s heading is on the first screen').toBeLessThan(viewport);
  expect(stageTop, 'its stage is below the fold').toBeGreaterThan(viewport);
  await framesPass(page, 30);
  expect(await demoTime(page), 'the loop waits at its start').toBe(0);
  // On the page's clock, frame by frame once the stage is in view: the first time it reads past 0,
  // the loop has just begun, a frame or so from its start.
  await stopTime(page);
  await page.locator('#network-demo canvas').scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await page.clock.runFor(1000 / 60);
      return demoTime(page);
    })
    .toBeGreaterThan(0);
  expect(await demoTime(page), 'plays from its start once the stage is in view (ms)').toBeLessThan(100);
});

test.describe('on the page’s clock', () => {
  test('pauses while scrolled out of view and resumes where it stopped', async ({ page }) => {
    await page.clock.install();
    await openDebugDemo(page);
    await expect.poll(() => demoTime(page)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Out of view, it stops: the time reads the same before and after ten frames.
    await expect
      .poll(async () => {
        const before = await demoTime(page);
        await framesPass(page);
        return (await demoTime(page)) === before;
      })
      .toBe(true);
    // Two seconds out of view, on the page's clock: the time stands still, and nothing on the page
    // asks for a frame (each one asked for costs an idle phone a main-thread and a compositor frame).
    await stopTime(page);
    const stopped = await demoTime(page);
    await page.evaluate(() => {
      const request = window.requestAnimationFrame;
      const counted = window as Window & { framesAsked?: number };
      counted.framesAsked = 0;
      window.requestAnimationFrame = (callback) => {
        counted.framesAsked!++;
        return request.call(window, callback);
      };
    });
    await page.clock.runFor(2000);
    expect(await demoTime(page), 'stopped out of view').toBe(stopped);
    expect(
      await page.evaluate(() => (window as Window & { framesAsked?: number }).framesAsked),
      'animation frames asked for in two idle seconds',
    ).toBe(0);
    // Back in view, frame by frame until it moves: on from where it stopped by a frame or so, never
    // back before it (a restart), and not by the two seconds it spent out of view.
    await page.locator('#network-demo').scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        await page.clock.runFor(1000 / 60);
        return demoTime(page);
      })
      .not.toBe(stopped);
    const step = (await demoTime(page)) - stopped;
    expect(step, 'first step after resuming (ms)').toBeGreaterThan(0);
    expect(step, 'first step after resuming (ms)').toBeLessThan(100);
    await page.clock.resume();
    // A hidden tab pauses too.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenAt = await demoTime(page);
    await framesPass(page, 20);
    expect(await demoTime(page)).toBe(hiddenAt);
  });
});
