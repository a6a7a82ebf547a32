// The one recorder of animation frames in a benchmarked page: each requestAnimationFrame delta, whether
// WebGL drew in that frame (so a page that skips drawing cannot look fast), long animation frames and,
// where asked, the script time of every frame's rAF callbacks.
import { SCENE_WORKER_SCRIPT } from '../../tests/e2e/demo-page.mjs';
import { percentile } from './statistics.mjs';

/**
 * Runs in the page (`page.addInitScript(installFrameRecorder, options)` or `page.evaluate`) and sets
 * `window.__frameRecorder`: `start()`, `stop()`, `frames` ([{ ms, drew }]), `loaf`, `frameScript`
 * (rAF timestamp to ms) and `onFrame`, which a page script may set to run in every recorded frame.
 * `scriptPerFrame` wraps requestAnimationFrame, so it must be installed before the page's scripts run.
 */
export function installFrameRecorder({ scriptPerFrame = false } = {}) {
  const recorder = {
    frames: [],
    loaf: 0,
    frameScript: new Map(),
    onFrame: null,
    started: false,
    drew: false,
    raf: 0,
    observer: null,
  };
  window.__frameRecorder = recorder;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays']) {
      const original = proto[name];
      proto[name] = function (...args) {
        recorder.drew = true;
        return original.apply(this, args);
      };
    }
  }
  if (scriptPerFrame) {
    // The duration of each rAF callback (GSAP's ticker, which syncs the store and draws the scene), summed per frame.
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      raf((now) => {
        const start = performance.now();
        try {
          callback(now);
        } finally {
          recorder.frameScript.set(now, (recorder.frameScript.get(now) ?? 0) + performance.now() - start);
        }
      });
  }
  recorder.start = () => {
    recorder.started = true;
    recorder.frames = [];
    recorder.loaf = 0;
    recorder.frameScript.clear();
    recorder.observer = new PerformanceObserver((list) => (recorder.loaf += list.getEntries().length));
    recorder.observer.observe({ type: 'long-animation-frame' });
    let last = 0;
    const frame = (now) => {
      // The previous frame's draws happened in the rAF callbacks before this one.
      if (last) recorder.frames.push({ ms: now - last, drew: recorder.drew, at: performance.timeOrigin + now });
      recorder.drew = false;
      last = now;
      recorder.onFrame?.(now);
      recorder.raf = requestAnimationFrame(frame);
    };
    recorder.raf = requestAnimationFrame(frame);
  };
  recorder.stop = () => {
    cancelAnimationFrame(recorder.raf);
    recorder.observer?.disconnect();
  };
}

/** Runs in the scene's worker: logs when WebGL draws there, on the clock both sides share. */
function installWorkerDrawLog() {
  if (self.__drawLog) return;
  const log = [];
  self.__drawLog = log;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays']) {
      const original = proto[name];
      proto[name] = function (...args) {
        log.push(performance.timeOrigin + performance.now());
        return original.apply(this, args);
      };
    }
  }
}

const sceneWorkerOf = (page) => page.workers().find((worker) => SCENE_WORKER_SCRIPT.test(worker.url()));

/**
 * The scene draws in a worker: its draws are logged there from here on, and `stopRecording` counts a
 * page frame as drawn when the worker drew in it. Call before starting the recorder.
 */
export async function watchSceneWorker(page) {
  await sceneWorkerOf(page)?.evaluate(installWorkerDrawLog);
}

/** Marks each recorded frame in which the scene's worker drew. */
async function mergeWorkerDraws(page, frames) {
  const worker = sceneWorkerOf(page);
  const draws = worker ? await worker.evaluate(() => self.__drawLog?.splice(0) ?? []) : [];
  let next = 0;
  for (const frame of frames) {
    const from = frame.at - frame.ms;
    while (next < draws.length && draws[next] <= from) next++;
    if (next < draws.length && draws[next] <= frame.at) frame.drew = true;
  }
}

/** What was recorded so far, after stopping the recorder. */
export async function stopRecording(page) {
  const recorded = await page.evaluate(() => {
    const recorder = window.__frameRecorder;
    recorder.stop();
    return {
      started: recorder.started,
      frames: recorder.frames,
      loaf: recorder.loaf,
      frameScript: [...recorder.frameScript.values()],
    };
  });
  // A recorder that was never started is a fresh one: the page loaded again while it recorded.
  if (!recorded.started) throw new Error(`${page.url()} loaded again while its frames were recorded`);
  if (recorded.frames.length === 0) throw new Error(`${page.url()} drew no animation frame while recorded`);
  await mergeWorkerDraws(page, recorded.frames);
  return recorded;
}

/**
 * Starts counting the frames the browser's display compositor draws, what reaches the screen; the
 * function returned stops and gives the count. A scene drawn in a worker can draw more frames than are
 * shown (the compositor drops a canvas's frames that come while two are still pending, as a busy
 * emulated GPU leaves them), and a page frame in which the worker drew does not say whether the
 * screen showed it.
 */
async function countShownFrames(page) {
  const session = await page.context().newCDPSession(page);
  let shown = 0;
  session.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value) if (event.name === 'DirectRenderer::DrawFrame' && event.ph === 'X') shown++;
  });
  await session.send('Tracing.start', { traceConfig: { includedCategories: ['viz'] } });
  return async () => {
    const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
    await session.send('Tracing.end');
    await complete;
    await session.detach();
    return shown;
  };
}

/** Records `seconds` of frames on a page whose recorder is installed, and how many the screen showed. */
export async function recordFrames(page, seconds) {
  await watchSceneWorker(page);
  const stopCounting = await countShownFrames(page);
  await page.evaluate(() => window.__frameRecorder.start());
  await page.waitForTimeout(seconds * 1000);
  const recorded = await stopRecording(page);
  return { ...recorded, shown: await stopCounting() };
}

/**
 * Frames per second counting only frames WebGL drew in, and no more than the screen showed (when
 * counted); p95 frame time of all frames; LoAF per 10 s.
 */
export function summariseFrames({ frames, loaf, shown = Infinity }, seconds) {
  return {
    fps: Math.min(frames.filter((f) => f.drew).length, shown) / seconds,
    p95: percentile(
      frames.map((f) => f.ms),
      0.95,
    ),
    loafPer10s: (loaf * 10) / seconds,
  };
}
