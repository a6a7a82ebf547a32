// Benchmark of the network demo (issue 3, point 12): builds, serves, and measures full loops in
// headless Chromium on SwiftShader. Prints the figures; exits non-zero when a budget is missed.
// Usage: npm run bench:demo
import { spawn, execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4451);
const DIST = '.dist-bench';
const BUDGET = { scriptMsPerFrame: 2, heapGrowthMb: 2 };

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
const { DEMO_SCHEDULE } = await vite.ssrLoadModule('/src/features/network-demo/model/demo-schedule.ts');
await vite.close();
// Discrete state changes in one loop, plus the reset back to t = 0.
const discreteEvents = DEMO_SCHEDULE.discreteTimes.length + 1;
const loopMs = DEMO_SCHEDULE.duration;

console.log('building...');
execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { detached: true, stdio: 'ignore' });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: [...CHROMIUM_ARGS, '--use-angle=swiftshader'] });
let failed = false;
try {
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
  await page.waitForSelector("#network-demo canvas[data-drawn]", { timeout: 30_000 });
  await page.locator('#network-demo').scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;

  // One loop at 1x: frame times, long animation frames, script time per frame, React commits.
  await page.evaluate(() => {
    window.__frames = [];
    window.__loaf = 0;
    new PerformanceObserver((list) => (window.__loaf += list.getEntries().length)).observe({ type: 'long-animation-frame' });
    let last = performance.now();
    const frame = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__raf = requestAnimationFrame(frame);
    };
    window.__raf = requestAnimationFrame(frame);
    window.__demo.seek(0);
    window.__commits = 0;
    window.__frameScript.clear();
    window.__demo.play();
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
  const loop = await page.evaluate(() => {
    cancelAnimationFrame(window.__raf);
    // Leave out the benchmark's own frame counter (it runs in the same frames).
    return { frames: window.__frames.slice(1), loaf: window.__loaf, commits: window.__commits, frameScript: [...window.__frameScript.values()] };
  });

  // Five loops at 4x: JS heap growth after garbage collection.
  await page.getByLabel('Speed').selectOption('4');
  await page.evaluate(() => window.__demo.seek(0));
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
  console.log('\nNetwork demo benchmark (headless Chromium, SwiftShader, 1440x900)');
  console.log(`  frame time median        ${figures.frameMedianMs.toFixed(2)} ms   (${figures.frames} frames in one ${loopMs} ms loop)`);
  console.log(`  frame time p95           ${figures.frameP95Ms.toFixed(2)} ms`);
  console.log(`  long animation frames    ${figures.longAnimationFrames}`);
  console.log(`  script per frame median  ${figures.scriptMsPerFrameMedian.toFixed(3)} ms   (budget <= ${BUDGET.scriptMsPerFrame} ms; p95 ${figures.scriptMsPerFrameP95.toFixed(3)} ms, mean ${figures.scriptMsPerFrameMean.toFixed(3)} ms; animation-frame callbacks, idle frames included)`);
  console.log(`  all main-thread script   ${figures.allScriptMsPerFrame.toFixed(3)} ms per frame   (CDP ScriptDuration / frames, per-second median; includes React commits, loading, GC)`);
  console.log(`  React commits, one loop  ${figures.reactCommitsOneLoop}   (budget <= ${discreteEvents}, one per discrete event)`);
  console.log(`  JS heap growth, 5 loops  ${figures.heapGrowthMb5Loops4x.toFixed(3)} MB at 4x   (budget <= ${BUDGET.heapGrowthMb} MB)`);
  const misses = [];
  if (!(figures.scriptMsPerFrameMedian <= BUDGET.scriptMsPerFrame)) misses.push('script time per frame');
  if (!(figures.reactCommitsOneLoop <= discreteEvents)) misses.push('React commits');
  if (!(figures.heapGrowthMb5Loops4x <= BUDGET.heapGrowthMb)) misses.push('heap growth');
  if (misses.length) {
    failed = true;
    console.log(`\nBudget missed: ${misses.join(', ')}`);
  } else console.log('\nAll budgets met.');
} finally {
  await browser.close();
  stopServer();
}
process.exit(failed ? 1 : 0);
