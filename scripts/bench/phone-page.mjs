// A phone for the bench's parts: 390 × 844 at DPR 2, touch, the CPU 4× slower (DevTools' throttling).
//
// The finger is DevTools' touch emulation of the mouse (as its device mode does): real touch events,
// and the browser's own gesture detection making the tap. Playwright's `touchscreen.tap` sends its
// touches through `Input.dispatchTouchEvent`, which holds each one until the renderer has produced
// its next frame: in traces, 28–40 ms with the browser idle, all of it counted by Event Timing as the
// page's wait. A finger's touch is not held.
//
// While a part measures, the harness runs nothing on the page's main thread but the smallest raw
// evaluations: Playwright's locators and evaluations compile and run their own scripts there (tens of
// ms at 4× slower), which a tap would wait behind and blame on the page.

import { availableParallelism, loadavg } from 'node:os';

const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };
export const CPU_SLOWDOWN = 4;
const POLL_MS = 20;
const GIVE_UP_MS = 60_000;

/**
 * In the page from its first moment, before its own scripts: its long tasks and long animation
 * frames, kept as the browser gives them (the observers' own script stays small: it runs on the
 * page's main thread), and when the main thread was last busy with either. LONG_WORK reads them.
 */
export function recordLongWork() {
  window.__longTasks = [];
  window.__frames = [];
  window.__busyUntil = 0;
  const observe = (type, into) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        into.push(entry);
        window.__busyUntil = Math.max(window.__busyUntil, entry.startTime + entry.duration);
      }
    }).observe({ type, buffered: true });
  observe('longtask', window.__longTasks);
  observe('long-animation-frame', window.__frames);
}

/**
 * What recordLongWork kept: each long task's start and duration, each long animation frame's and its
 * scripts (file, function, what called it), and when the document's load event ended.
 */
export const LONG_WORK = `({
  tasks: window.__longTasks.map((t) => ({ start: t.startTime, duration: t.duration })),
  frames: window.__frames.map((f) => ({
    start: f.startTime,
    duration: f.duration,
    scripts: f.scripts.map((s) => ({
      start: s.startTime,
      duration: s.duration,
      sourceURL: s.sourceURL,
      sourceFunctionName: s.sourceFunctionName,
      invoker: s.invoker,
      invokerType: s.invokerType,
    })),
  })),
  loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
})`;

/**
 * A page on the phone, `initScripts` run in it before its own, its CPU slowed: the page, its CDP
 * session, `read` (one raw evaluation, awaited when it is a promise), `until` (polls an expression
 * until it is true, or throws), `quiet` (until no long task or frame for `ms`) and `tap` (a finger at
 * a point, sent and not awaited: the emulated touch's press and release are not answered until the
 * page is gone).
 */
export async function openPhone(browser, { initScripts = [], permissions = [] } = {}) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    hasTouch: true,
    isMobile: true,
    permissions,
  });
  const page = await context.newPage();
  for (const script of initScripts) await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const press = (type, { x, y }, buttons) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons, clickCount: 1 }).catch(() => {});
  const tap = (at) => {
    void press('mousePressed', at, 1);
    void press('mouseReleased', at, 0);
  };
  const read = async (expression) => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description}`);
    return result.value;
  };
  // An expression that throws (the document not there yet) is not true yet.
  const holds = (expression) => read(expression).catch(() => false);
  const until = async (expression, giveUpMs = GIVE_UP_MS) => {
    const deadline = Date.now() + giveUpMs;
    while (!(await holds(expression))) {
      if (Date.now() > deadline) throw new Error(`Gave up waiting for ${expression}`);
      await page.waitForTimeout(POLL_MS);
    }
  };
  /** Until the main thread has had no long task or frame for `ms` (needs recordLongWork); false if it never did. */
  const quiet = async (ms, giveUpMs = GIVE_UP_MS) => {
    try {
      await until(`performance.now() - window.__busyUntil >= ${ms}`, giveUpMs);
      return true;
    } catch {
      return false;
    }
  };
  return { context, page, cdp, read, until, quiet, tap };
}

/** An expression for the centre of the element `selector` finds (with text `text`, if given), in viewport px. */
export function centreOf(selector, text) {
  const find = text
    ? `[...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)})`
    : `document.querySelector(${JSON.stringify(selector)})`;
  return `(() => { const e = ${find}; if (!e) return null; const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`;
}

/** The next two animation frames, awaited in the page: what was just asked of it is on the screen. */
export const TWO_FRAMES = 'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))';

/**
 * A note of this machine's load (the last minute's average) from `atStart` (loadavg()[0] then) until
 * now: a phone's figures are wall-clock times, and past the machine's cores its tasks wait for a CPU
 * as well as for the slowdown.
 */
export function machineLoadNote(atStart) {
  const cores = availableParallelism();
  return `This machine's load average (1 min) at the start and the end: ${atStart.toFixed(1)}, ${loadavg()[0].toFixed(1)}, on ${cores} cores; above ${cores}, the page's tasks also wait for a CPU, and take longer.`;
}

/** The last minute's load average now, for machineLoadNote. */
export const machineLoad = () => loadavg()[0];
