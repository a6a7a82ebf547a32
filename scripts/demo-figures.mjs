// The network demo's own figures, measured in a page of a served build:
// frame times, script per frame, React commits per loop, JS heap growth over five loops at 4x.
// Used by `npm run bench:demo` and by `npm run bench`, which prints them in its table.
import { loadAppModules } from './load-app-modules.mjs';
import { median, percentile } from './statistics.mjs';

export const DEMO_BUDGET = { scriptMsPerFrame: 2, heapGrowthMb: 2 };

/** The demo's schedule facts the budgets depend on, read from the source. */
export async function demoScheduleFacts() {
  const { DEMO_SCHEDULE } = (await loadAppModules('demoSchedule')).demoSchedule;
  // Discrete state changes in one loop, plus the reset back to t = 0.
  return { discreteEvents: DEMO_SCHEDULE.discreteTimes.length + 1, loopMs: DEMO_SCHEDULE.duration };
}

/** Plays one loop at 1x and five at 4x on `${base}/?debug` and returns the figures. */
export async function measureDemo(browser, base, { discreteEvents, loopMs }) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Counts React commits (both the page's root and the Pixi root) through the devtools hook.
  await page.addInitScript(() => {
    // Script time of every animation frame: the duration of each requestAnimationFrame callback
    // (GSAP's ticker, which syncs the store and draws the scene), summed per frame.
    window.__frameScript = new Map();
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      raf((now) => {
        const start = performance.now();
        try {
          callback(now);
        } finally {
          window.__frameScript.set(now, (window.__frameScript.get(now) ?? 0) + performance.now() - start);
        }
      });
    window.__commits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return this.renderers.size + 1;
      },
      onCommitFiberRoot() {
        window.__commits++;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  page.on('pageerror', (error) => console.log('page error:', error.message));
  page.on('console', (message) => message.type() === 'error' && console.log('console error:', message.text()));
  await page.goto(`${base}/?debug`);
  await page.waitForSelector('#network-demo canvas[data-drawn]', { timeout: 30_000 });
  // Its stage in view: below the fold the demo waits.
  await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;

  // One loop at 1x: frame times, long animation frames, script time per frame, React commits.
  await page.evaluate(() => {
    window.__frames = [];
    window.__loaf = 0;
    new PerformanceObserver((list) => (window.__loaf += list.getEntries().length)).observe({
      type: 'long-animation-frame',
    });
    let last = performance.now();
    // React commits of exactly one loop: from the first frame after the start (the commit of this
    // benchmark's own seek and play is not the demo's) through the frame after the loop wraps
    // (its reset included, nothing of the next loop).
    let lastT = 0;
    let started = false;
    let wrapped = false;
    window.__loopCommits = null;
    const frame = (now) => {
      window.__frames.push(now - last);
      last = now;
      const t = window.__demo.time();
      if (!started) {
        started = true;
        window.__commits = 0;
      } else if (wrapped && window.__loopCommits === null) window.__loopCommits = window.__commits;
      else if (t < lastT) wrapped = true;
      lastT = t;
      window.__raf = requestAnimationFrame(frame);
    };
    window.__demo.seek(0);
    window.__frameScript.clear();
    window.__demo.play();
    window.__raf = requestAnimationFrame(frame);
  });
  const perSecond = [];
  let previousScript = await scriptSeconds();
  let previousFrames = 0;
  const started = Date.now();
  while (Date.now() - started < loopMs) {
    await page.waitForTimeout(1000);
    const script = await scriptSeconds();
    const frames = await page.evaluate(() => window.__frames.length);
    if (frames > previousFrames) perSecond.push(((script - previousScript) * 1000) / (frames - previousFrames));
    previousScript = script;
    previousFrames = frames;
  }
  await page.waitForFunction(() => window.__loopCommits !== null, null, { timeout: 15_000 });
  const loop = await page.evaluate(() => {
    cancelAnimationFrame(window.__raf);
    // Leave out the benchmark's own frame counter (it runs in the same frames).
    return {
      frames: window.__frames.slice(1),
      loaf: window.__loaf,
      commits: window.__loopCommits,
      frameScript: [...window.__frameScript.values()],
    };
  });

  // Five loops at 4x: JS heap growth after garbage collection.
  await page.evaluate(() => {
    window.__demo.setSpeed(4);
    window.__demo.seek(0);
  });
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.evaluate(() => window.__demo.play());
  await page.waitForTimeout((5 * loopMs) / 4 + 500);
  await cdp.send('HeapProfiler.collectGarbage');
  const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;

  const figures = {
    frameMedianMs: median(loop.frames),
    frameP95Ms: percentile(loop.frames, 0.95),
    frames: loop.frames.length,
    longAnimationFrames: loop.loaf,
    scriptMsPerFrameMedian: median(loop.frameScript),
    scriptMsPerFrameP95: percentile(loop.frameScript, 0.95),
    scriptMsPerFrameMean: loop.frameScript.reduce((sum, ms) => sum + ms, 0) / Math.max(1, loop.frameScript.length),
    allScriptMsPerFrame: median(perSecond),
    reactCommitsOneLoop: loop.commits,
    discreteEventsOneLoop: discreteEvents,
    heapGrowthMb5Loops4x: (heapAfter - heapBefore) / 1024 / 1024,
  };
  await page.close();
  return figures;
}

/** Table rows: [figure, value, budget, met?]; budget '' for figures without one. */
export function demoRows(figures) {
  const ms = (value) => `${value.toFixed(2)} ms`;
  return [
    ['Demo frame time median / p95', `${ms(figures.frameMedianMs)} / ${ms(figures.frameP95Ms)}`, '', true],
    ['Demo long animation frames per loop', String(figures.longAnimationFrames), '', true],
    [
      'Demo script per frame (median)',
      ms(figures.scriptMsPerFrameMedian),
      `≤ ${DEMO_BUDGET.scriptMsPerFrame} ms`,
      figures.scriptMsPerFrameMedian <= DEMO_BUDGET.scriptMsPerFrame,
    ],
    ['Demo all main-thread script per frame', ms(figures.allScriptMsPerFrame), '', true],
    [
      'Demo React commits per loop',
      String(figures.reactCommitsOneLoop),
      `≤ ${figures.discreteEventsOneLoop}`,
      figures.reactCommitsOneLoop <= figures.discreteEventsOneLoop,
    ],
    [
      'Demo JS heap growth, 5 loops at 4x',
      `${figures.heapGrowthMb5Loops4x.toFixed(2)} MB`,
      `≤ ${DEMO_BUDGET.heapGrowthMb} MB`,
      figures.heapGrowthMb5Loops4x <= DEMO_BUDGET.heapGrowthMb,
    ],
  ];
}
