// The bench's `timeline` part: the timeline inspector's own costs, in both compositing modes at
// 1440 px: the demo playing while the pointer sweeps the Timeline (so the preview redraws every
// frame), against the same floor and budget as the demo alone, beside the same with the pointer
// sweeping below the page (the mouse's own cost, for reference); and the seconds a clip of the whole
// loop takes to render, with the longest main-thread task meanwhile.
import {
  measureFloor,
  openDebugPage,
  OFF_PAGE_PX,
  openTimeline,
  SECONDS,
  SETTLE_FRAMES,
  SMOOTHNESS_BUDGET,
  VIEWS,
} from './demo-smoothness.mjs';
import { framesPass } from '../../tests/e2e/demo-page.mjs';
import { recordFrames, summariseFrames } from './frame-recorder.mjs';
import { rawMouse, sweepPointer } from './pointer-sweep.mjs';
import { median } from './statistics.mjs';

const VIEW = VIEWS[0];
const LONG_TASK_MS = 50;
// How long the pointer takes across the whole track one way.
const SWEEP_ONE_WAY_MS = 2000;

/**
 * Plays the loop from the spread while the pointer sweeps the track back and forth; or, for
 * reference, sweeps as far below the page (what the mouse's own events cost, with no preview).
 */
async function measureSweep(browser, base, { offPage = false } = {}) {
  const { page, track } = await openTimeline(browser, base, VIEW);
  await page.evaluate(() => {
    window.__demo.seek(2300);
    window.__demo.play();
  });
  await framesPass(page, SETTLE_FRAMES);
  const box = await track.boundingBox();
  const y = offPage ? VIEW.height + OFF_PAGE_PX : box.y + box.height / 2;
  const sweep = sweepPointer(await rawMouse(page), {
    from: box.x + 4,
    to: box.x + box.width - 4,
    y,
    oneWayMs: SWEEP_ONE_WAY_MS,
  });
  const recorded = await recordFrames(page, SECONDS);
  await sweep.stop();
  const previews = await page.evaluate(
    () => document.querySelector('[data-testid=timeline-preview]')?.hidden === false,
  );
  await page.close();
  if (previews === offPage)
    throw new Error(
      `The preview ${previews ? 'showed' : 'did not show'} while the pointer swept ${offPage ? 'below the page' : 'the track'}.`,
    );
  return summariseFrames(recorded, SECONDS);
}

/** Seconds from Save clip to the download of the whole loop at 1x, and the longest task meanwhile. */
async function measureClip(browser, base) {
  const page = await openDebugPage(browser, base, VIEW);
  await page.evaluate(() => {
    window.__demo.pause();
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 600_000 }),
    page.getByRole('button', { name: 'Save clip' }).click(),
  ]);
  const seconds = (Date.now() - started) / 1000;
  const longestTaskMs = await page.evaluate(() => window.__longest);
  const name = download.suggestedFilename();
  await download.cancel().catch(() => undefined);
  await page.close();
  return { seconds, longestTaskMs, name };
}

async function measureTimeline({ base, runs, withBrowser }) {
  const results = [];
  for (const mode of ['soft', 'angle']) {
    const floors = [];
    const offPage = [];
    const sweeps = [];
    const clip = await withBrowser(mode, async (browser) => {
      for (let run = 0; run < runs; run++) {
        floors.push(await measureFloor(browser, VIEW));
        offPage.push(await measureSweep(browser, base, { offPage: true }));
        sweeps.push(await measureSweep(browser, base));
      }
      return measureClip(browser, base);
    });
    const med = (list, key) => median(list.map((s) => s[key]));
    results.push({
      mode,
      floor: { fps: med(floors, 'fps') },
      offPage: { fps: med(offPage, 'fps') },
      sweep: { fps: med(sweeps, 'fps'), p95: med(sweeps, 'p95'), loafPer10s: med(sweeps, 'loafPer10s') },
      clip,
    });
  }
  return results;
}

/** Table rows [figure, value, budget, met]. */
function timelineRows(results) {
  const rows = [];
  for (const { mode, floor, offPage, sweep, clip } of results) {
    const budget = SMOOTHNESS_BUDGET[mode];
    const ratio = sweep.fps / floor.fps;
    rows.push([
      `Demo ${mode} ${VIEW.name}: playing, the pointer sweeping below the page`,
      `${offPage.fps.toFixed(1)} fps (${(offPage.fps / floor.fps).toFixed(2)} × floor)`,
      '',
      true,
    ]);
    rows.push([
      `Demo ${mode} ${VIEW.name}: preview sweep`,
      `${sweep.fps.toFixed(1)} fps (${ratio.toFixed(2)} × floor ${floor.fps.toFixed(1)}), p95 ${sweep.p95.toFixed(1)} ms, ${sweep.loafPer10s.toFixed(1)} LoAF/10 s`,
      `≥ ${budget.ratio} × floor, p95 ≤ ${budget.p95Ms} ms, ≤ ${budget.loafPer10s} LoAF`,
      ratio >= budget.ratio && sweep.p95 <= budget.p95Ms && sweep.loafPer10s <= budget.loafPer10s,
    ]);
    rows.push([
      `Clip ${mode}: whole loop at 1×`,
      `${clip.seconds.toFixed(1)} s to render ${clip.name}, longest task ${Math.round(clip.longestTaskMs)} ms`,
      `no task > ${LONG_TASK_MS} ms`,
      clip.longestTaskMs <= LONG_TASK_MS,
    ]);
  }
  return rows;
}

export const timelinePart = {
  // As the smoothness part: single sweeps of the same build ranged over 5 fps or more with ANGLE.
  runs: 3,
  async measure(context) {
    return { rows: timelineRows(await measureTimeline(context)) };
  },
};
