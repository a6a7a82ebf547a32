// The bench's `demo` part: the network demo's own figures, measured in a page of the served build:
// frame times, script per frame, React commits per loop, JS heap growth over five loops at 4x.
import { loadAppModules } from '../build/load-app-modules.mjs';
import { installFrameRecorder, stopRecording, watchSceneWorker } from './frame-recorder.mjs';
import { openShownPage } from './shown-page.mjs';
import { median, percentile } from './statistics.mjs';

const DEMO_BUDGET = { scriptMsPerFrame: 2, heapGrowthMb: 2 };

/** The demo's schedule facts the budgets depend on, read from the source. */
async function demoScheduleFacts() {
  const { DEMO_SCHEDULE } = (await loadAppModules('demoSchedule')).demoSchedule;
  // Discrete state changes in one loop, plus the reset back to t = 0.
  return { discreteEvents: DEMO_SCHEDULE.discreteTimes.length + 1, loopMs: DEMO_SCHEDULE.duration };
}

/** Plays one loop at 1x and five at 4x on `${base}/?debug` and returns the figures. */
async function measureDemo(browser, base, { discreteEvents, loopMs }) {
  const page = await openShownPage(browser, { viewport: { width: 1440, height: 900 } });
  await page.addInitScript(installFrameRecorder, { scriptPerFrame: true });
  // Counts React commits (both the page's root and the Pixi root) through the devtools hook.
  await page.addInitScript(() => {
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
  await watchSceneWorker(page);
  await page.evaluate(() => {
    // React commits of exactly one loop: from the first frame after the start (the commit of this
    // benchmark's own seek and play is not the demo's) through the frame after the loop wraps
    // (its reset included, nothing of the next loop).
    let lastT = 0;
    let started = false;
    let wrapped = false;
    window.__loopCommits = null;
    window.__frameRecorder.onFrame = () => {
      const t = window.__demo.time();
      if (!started) {
        started = true;
        window.__commits = 0;
      } else if (wrapped && window.__loopCommits === null) window.__loopCommits = window.__commits;
      else if (t < lastT) wrapped = true;
      lastT = t;
    };
    window.__demo.seek(0);
    window.__demo.play();
    window.__frameRecorder.start();
  });
  const perSecond = [];
  let previousScript = await scriptSeconds();
  let previousFrames = 0;
  const started = Date.now();
  while (Date.now() - started < loopMs) {
    await page.waitForTimeout(1000);
    const script = await scriptSeconds();
    const frames = await page.evaluate(() => window.__frameRecorder.frames.length);
    if (frames > previousFrames) perSecond.push(((script - previousScript) * 1000) / (frames - previousFrames));
    previousScript = script;
    previousFrames = frames;
  }
  await page.waitForFunction(() => window.__loopCommits !== null, null, { timeout: 15_000 });
  const loop = await stopRecording(page);
  const frameMs = loop.frames.map((f) => f.ms);
  const commits = await page.evaluate(() => window.__loopCommits);

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
    frameMedianMs: median(frameMs),
    frameP95Ms: percentile(frameMs, 0.95),
    frames: frameMs.length,
    longAnimationFrames: loop.loaf,
    scriptMsPerFrameMedian: median(loop.frameScript),
    scriptMsPerFrameP95: percentile(loop.frameScript, 0.95),
    scriptMsPerFrameMean: loop.frameScript.reduce((sum, ms) => sum + ms, 0) / Math.max(1, loop.frameScript.length),
    allScriptMsPerFrame: median(perSecond),
    reactCommitsOneLoop: commits,
    discreteEventsOneLoop: discreteEvents,
    heapGrowthMb5Loops4x: (heapAfter - heapBefore) / 1024 / 1024,
  };
  await page.close();
  return figures;
}

/** Table rows: [figure, value, budget, met?]; budget '' for figures without one. */
function demoRows(figures) {
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

/** Measured on ANGLE (SwiftShader), as the e2e tests draw. */
export const demoPart = {
  async measure({ base, withBrowser }) {
    const facts = await demoScheduleFacts();
    const figures = await withBrowser('angle', (browser) => measureDemo(browser, base, facts));
    return {
      rows: demoRows(figures),
      notes: [
        `Demo: 1440x900, ANGLE on SwiftShader, ${figures.frames} frames in one ${facts.loopMs} ms loop; heap growth over 5 loops at 4x.`,
      ],
    };
  },
};
