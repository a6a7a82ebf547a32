// How the demo's code loads: only after the page's first paint and only on the landing page (Pixi,
// GSAP), the inspector only on /?debug, and a failed download said in its own place, with a retry.
import { chunksWithPackage, readBuildGraph } from './build-graph';
import { expect, fetchedScripts, test } from './fixtures';
import { demoTime, expectStatsFor, openDebugDemo, seek, waitForDemo } from './demo-helpers';
import { recordScripts, SCENE_WORKER_SCRIPT } from './demo-page.mjs';

test.describe('the demo’s code cannot be downloaded', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/ });

  test('the stage says so in its own place and the page stays; Watch Demo and Retry download it again', async ({
    page,
  }) => {
    let failuresLeft = 2;
    // A retry asks for the chunk at a fresh address (a query added): the route takes both.
    await page.route(/\/assets\/demo-live-[^/]*\.js(\?[^/]*)?$/, (route) =>
      failuresLeft-- > 0 ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    const stage = page.locator('#network-demo-stage');
    const sizeBefore = await stage.boundingBox();
    const failure = stage.getByRole('alert');
    await expect(failure).toContainText('We couldn’t load the live demo.');
    await expect(stage).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText('Loading influencers...')).toHaveCount(0);
    // The rest of the page is as it was: no error page in its place, and the stage keeps its size.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    expect(await stage.boundingBox()).toEqual(sizeBefore);

    // Nothing to replay yet; the hero's Watch Demo asks for the demo again, and that download fails too.
    await expect(page.getByRole('button', { name: 'Replay' })).toBeDisabled();
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    // The first failure's message is still there until the second download has been tried: wait for that.
    await expect.poll(() => failuresLeft).toBe(0);
    await expect(failure).toContainText('We couldn’t load the live demo.');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(stage.locator('canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Replay' })).toBeEnabled();
  });
});

test.describe('the demo’s code downloads but fails when it runs', () => {
  test.use({
    expectedConsoleErrors: /The live demo failed as it ran|Incorrect locale information provided/,
  });

  test('the stage says this browser could not draw it, offers no Retry, and the console has the real error', async ({
    page,
  }) => {
    // As uPlot does under LANG=C: the module throws as it is evaluated.
    await page.route(/\/assets\/demo-live-[^/]*\.js(\?[^/]*)?$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "throw new RangeError('Incorrect locale information provided');",
      }),
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const stage = page.locator('#network-demo-stage');
    const failure = stage.getByRole('alert');
    await expect(failure).toHaveText('This browser could not draw the live demo.');
    await expect(failure.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Loading influencers...')).toHaveCount(0);
    await expect(stage).toHaveAttribute('aria-busy', 'false');
    expect(errors.join('\n')).toContain('RangeError: Incorrect locale information provided');
  });
});

test.describe('the timeline inspector’s code', () => {
  test('downloads only on /?debug: the landing page fetches none of it', async ({ page }) => {
    const fetched = fetchedScripts(page);
    const inspectorFetched = () => fetched('Save clip');
    await page.goto('/');
    await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
    await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await inspectorFetched(), 'no script of / holds the inspector').toBe(false);
    // Control: the same check finds it once the inspector is opened.
    await openDebugDemo(page);
    await expect(page.getByRole('button', { name: 'Save clip' })).toBeVisible();
    expect(await inspectorFetched()).toBe(true);
  });

  test.describe('when it cannot be downloaded', () => {
    test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/ });

    test('the clock waits for it; then the panel says so with a Retry, the demo plays all the same, and Retry brings the inspector', async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let failuresLeft = 1;
      await page.route(/\/assets\/debug-panel-[^/]*\.js$/, async (route) => {
        if (failuresLeft-- <= 0) return route.continue();
        await held;
        return route.abort('internetdisconnected');
      });
      await page.goto('/?debug');
      const panel = page.getByTestId('demo-debug');
      await expect(panel.getByRole('status')).toHaveText('Loading the timeline inspector…');
      // The scene draws meanwhile, but the demo does not start before its inspector could apply the address.
      await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Loading influencers...')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Replay' })).toBeDisabled();

      release();
      await expect(panel.getByRole('alert')).toContainText('We couldn’t load the timeline inspector.');
      await expect(panel).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByText('Loading influencers...')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Replay' })).toBeEnabled();

      await panel.getByRole('button', { name: 'Retry' }).click();
      await expect(panel.getByRole('slider', { name: 'Timeline' })).toBeVisible();
      await expect(panel.getByRole('alert')).toHaveCount(0);
      // The inspector it brings drives the live demo.
      await waitForDemo(page);
      await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
      await seek(page, 9000);
      expect(await demoTime(page)).toBe(9000);
      await expectStatsFor(page, 9000);
    });
  });
});

test('Pixi and GSAP load only in the demo chunk, after the hero text painted, and never on other routes', async ({
  page,
}) => {
  // Which chunks hold Pixi and GSAP, by the modules bundled into them, whatever the chunks are called.
  const graph = await readBuildGraph();
  const libraries = {
    Pixi: chunksWithPackage(graph, /\/node_modules\/(pixi\.js|@pixi\/[^/]+)\//),
    GSAP: chunksWithPackage(graph, /\/node_modules\/(gsap|@gsap\/[^/]+)\//),
  };
  expect(graph.demoEntries.length, 'lazy demo chunks').toBeGreaterThan(0);
  expect(graph.eagerDemoImporters, 'chunks importing the demo statically').toEqual([]);
  for (const [library, files] of Object.entries(libraries)) {
    expect(files.length, `${library} is bundled somewhere`).toBeGreaterThan(0);
    for (const file of files) {
      expect(graph.withoutDemo.has(file), `${library} in ${file}, which loads without the demo`).toBe(false);
      expect(graph.demoOnly.has(file), `${library} in ${file}, which the demo's chunk graph reaches`).toBe(true);
    }
  }
  const libraryFiles = new Set(Object.values(libraries).flat());
  const demoEntries = graph.demoEntries.map((key) => graph.manifest[key]!.file);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  for (const path of ['/rewards', '/dashboard', '/whitepaper']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length, 'the other routes load scripts').toBeGreaterThan(0);
  expect(scripts.filter((file) => libraryFiles.has(file) || graph.demoOnly.has(file))).toEqual([]);

  // The landing page's HTML names no library chunk (no script, no modulepreload)...
  const html = await (await page.request.get('/')).text();
  expect([...libraryFiles].filter((file) => html.includes(file))).toEqual([]);
  await page.goto('/');
  await expect(page.locator('#network-demo canvas')).toBeVisible({ timeout: 30_000 });
  // ...and the page requests the demo chunk and the libraries only after its first paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ file: new URL(entry.name).pathname.slice(1), start: entry.startTime })),
  }));
  const started = (file: string) => timing.scripts.find((entry) => entry.file === file)?.start ?? Number.NaN;
  const demoLoaded = demoEntries.filter((file) => timing.scripts.some((entry) => entry.file === file));
  expect(demoLoaded.length, 'the landing page loads the demo chunk').toBeGreaterThan(0);
  for (const file of demoLoaded)
    expect(started(file), `${file} requested after the first paint`).toBeGreaterThan(timing.paint);
  for (const [library, files] of Object.entries(libraries)) {
    const loaded = files.filter((file) => timing.scripts.some((entry) => entry.file === file));
    expect(loaded.length, `the demo loads ${library}`).toBeGreaterThan(0);
    for (const file of loaded)
      expect(started(file), `${file} requested after the first paint`).toBeGreaterThan(timing.paint);
  }
});

test('the scene’s worker loads React from a file of its own, never the page’s app chunk (React DOM and the rest)', async ({
  page,
}) => {
  const scripts = await recordScripts(page);
  await page.goto('/');
  await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const { page: pageScripts, workers } = await scripts();
  const files = (urls: string[]) => urls.map((url) => new URL(url).pathname);
  // The page loads both shared files: the patterns name real files.
  expect(files(pageScripts).filter((file) => /^\/assets\/app-[^/]*\.js$/.test(file))).toHaveLength(1);
  expect(files(pageScripts).filter((file) => /^\/assets\/react-[^/]*\.js$/.test(file))).toHaveLength(1);
  // The worker ran the scene's chunk and took React from the file the page has too.
  expect(files(workers).filter((file) => SCENE_WORKER_SCRIPT.test(file))).toHaveLength(1);
  expect(files(workers).filter((file) => /^\/assets\/react-[^/]*\.js$/.test(file))).toHaveLength(1);
  expect(files(workers).filter((file) => /^\/assets\/app-[^/]*\.js$/.test(file))).toEqual([]);
});
