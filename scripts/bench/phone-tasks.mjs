// The bench's `tasks` part: each route loaded on a phone (phone-page.mjs: 390 × 844 at DPR 2, touch,
// the CPU 4× slower) from navigation until idle, scrolled through once in steps, idle between (on `/`
// the demo is let start and draw when it comes into view). The page's own Long Tasks and Long
// Animation Frames, observed from before its first script, give the worst task and the most script
// in one frame, each with its cause as the browser attributes it. The worst of the loads counts.
//
// Every load of `/` is traced as DevTools records it, and the trace of the worst one is kept under
// the bench's output folder to open in DevTools' Performance panel, beside a picture of its longest
// task (trace-picture.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CPU_SLOWDOWN,
  LONG_WORK,
  machineLoad,
  machineLoadNote,
  openPhone,
  recordLongWork,
  TWO_FRAMES,
} from './phone-page.mjs';
import { drawTask } from './trace-picture.mjs';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper'];
const TRACED_ROUTE = '/';
const BUDGET = { taskMs: 150, scriptMs: 100 };
// Idle: this long with no long task or long animation frame; after the load and at the foot, and
// between the scroll's steps.
const IDLE_MS = 2000;
const STEP_IDLE_MS = 1000;
// A step scrolls this share of the viewport, so that every part of the page passes through it.
const STEP_SHARE = 0.75;
const MAX_STEPS = 200;
// A long task whose scripts ran less than this share of it is the browser's own work: the render.
const ALMOST_NO_SCRIPT = 0.1;
// Where the bench writes what it keeps (traces, pictures), from the repository's root.
const OUTPUT_DIR = '.bench-out';
// What DevTools' Performance panel records: tasks, scripts with their stacks, layout, paint, frames.
const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];

const SCROLL_STATE = `(() => { const s = document.scrollingElement; return { top: s.scrollTop, max: s.scrollHeight - innerHeight }; })()`;
const DEMO_IN_VIEW = `(() => { const r = document.getElementById('network-demo-stage')?.getBoundingClientRect(); return !!r && r.top < innerHeight && r.bottom > 0; })()`;
const DEMO_DRAWN = `!!document.querySelector('#network-demo canvas[data-drawn]')`;

/** A script's name as the browser attributes it: file, function and what called it. */
function scriptName({ sourceURL, sourceFunctionName, invoker, invokerType }) {
  const file = URL.canParse(sourceURL) ? new URL(sourceURL).pathname.split('/').pop() : sourceURL || '(no file)';
  const by = invokerType === 'classic-script' || invokerType === 'module-script' ? invokerType : invoker;
  return `${file} ${sourceFunctionName || '(anonymous)'} ← ${by}`;
}

const ms = (value) => `${value.toFixed(0)} ms`;
const sumOf = (scripts) => scripts.reduce((total, script) => total + script.duration, 0);

/** Scripts' total and the longest one's name, with how many others ran beside it. */
function scriptsCause(scripts) {
  if (scripts.length === 0) return 'no script';
  const top = scripts.reduce((a, b) => (b.duration > a.duration ? b : a));
  const others = scripts.length - 1;
  return `${scriptName(top)} ${ms(top.duration)}${others ? ` (+${others} more, ${ms(sumOf(scripts) - top.duration)})` : ''}`;
}

/** The site's own scripts: those of other origins, or of none (the harness's observers), are not its. */
const siteScripts = (scripts, origin) =>
  scripts.filter((script) => URL.canParse(script.sourceURL) && new URL(script.sourceURL).origin === origin);

/** The part of each script that ran between `start` and `end`. */
const scriptsWithin = (scripts, start, end) =>
  scripts
    .map((script) => ({
      ...script,
      duration: Math.min(end, script.start + script.duration) - Math.max(start, script.start),
    }))
    .filter((script) => script.duration > 0);

/**
 * What a long task was: the site's scripts that ran in it, from the long animation frames around it;
 * the browser's own rendering where they took almost none of it (the document's, before its load
 * event ended); or nothing known where no frame was reported around it.
 */
function taskCause(task, frames, origin, loadEnd) {
  const end = task.start + task.duration;
  const around = frames.filter((frame) => frame.start < end && frame.start + frame.duration > task.start);
  if (around.length === 0) return 'unattributed (no long animation frame around it)';
  const scripts = scriptsWithin(
    around.flatMap((frame) => siteScripts(frame.scripts, origin)),
    task.start,
    end,
  );
  const script = sumOf(scripts);
  if (script < ALMOST_NO_SCRIPT * task.duration)
    return `${task.start < loadEnd ? 'document render' : 'render'} (no script${script ? `: ${ms(script)}` : ''})`;
  const rest = task.duration - script;
  return `${scriptsCause(scripts)}${rest >= ALMOST_NO_SCRIPT * task.duration ? `; the browser's own work ${ms(rest)}` : ''}`;
}

/** One load's worst task and the frame with most of the site's script, each with its cause. */
function summariseLoad({ tasks, frames, loadEnd }, origin) {
  const task = tasks.reduce((a, b) => (b.duration > a.duration ? b : a), { start: 0, duration: 0 });
  const scored = frames.map((frame) => ({ frame, scripts: siteScripts(frame.scripts, origin) }));
  const most = scored.reduce((a, b) => (sumOf(b.scripts) > sumOf(a.scripts) ? b : a), { frame: null, scripts: [] });
  return {
    task: { ms: task.duration, at: task.start, cause: taskCause(task, frames, origin, loadEnd) },
    script: {
      ms: sumOf(most.scripts),
      at: most.frame?.start ?? 0,
      cause: most.frame ? scriptsCause(most.scripts) : 'no long frame',
    },
    longTasks: tasks.length,
  };
}

/** Scrolls from top to foot in steps, idle between; on `/`, lets the demo draw once it is in view. */
async function scrollThrough({ read, until, quiet }) {
  let idleEveryStep = true;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (!(await read(DEMO_DRAWN)) && (await read(DEMO_IN_VIEW))) await until(DEMO_DRAWN);
    const { top, max } = await read(SCROLL_STATE);
    if (top >= max - 1) return idleEveryStep;
    const next = Math.min(max, top + Math.round(STEP_SHARE * (await read('innerHeight'))));
    await read(`scrollTo({ top: ${next}, behavior: 'instant' })`);
    await read(TWO_FRAMES);
    idleEveryStep = (await quiet(STEP_IDLE_MS)) && idleEveryStep;
  }
  throw new Error(`The page had not reached its foot after ${MAX_STEPS} steps`);
}

/** One load of `route`, scrolled through: its long tasks and frames; traced when asked. */
async function loadRoute(browser, base, route, { trace }) {
  const phone = await openPhone(browser, { initScripts: [recordLongWork] });
  const { context, page, read, until, quiet } = phone;
  if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(`${base}${route}`, { waitUntil: 'commit' });
  await until(`!!document.documentElement?.hasAttribute('data-hydrated') && document.readyState === 'complete'`);
  let idle = await quiet(IDLE_MS);
  idle = (await scrollThrough(phone)) && idle;
  idle = (await quiet(IDLE_MS)) && idle;
  const work = await read(LONG_WORK);
  const traced = trace ? await browser.stopTracing() : null;
  await context.close();
  return { ...summariseLoad(work, new URL(base).origin), idle, trace: traced };
}

const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const worstBy = (loads, key) => loads.reduce((a, b) => (b[key].ms > a[key].ms ? b : a));

/** Keeps the worst traced load's trace and a picture of its longest task; their paths. */
async function keepTrace(browser, base, route, load) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `tasks${route === '/' ? '-home' : route.replace(/\//g, '-')}-${stamp}`;
  const tracePath = resolve(join(OUTPUT_DIR, `${name}.json`));
  writeFileSync(tracePath, load.trace);
  const picturePath = resolve(join(OUTPUT_DIR, `${name}-longest-task.png`));
  const task = { url: `${base}${route}`, start: load.task.at, duration: load.task.ms };
  const drawn = await drawTask(browser, load.trace, task, picturePath);
  return { tracePath, picturePath: drawn ? picturePath : null };
}

export const tasksPart = {
  runs: 3,
  async measure({ base, runs, withBrowser }) {
    const loadAtStart = machineLoad();
    const { byRoute, kept } = await withBrowser('soft', async (browser) => {
      const byRoute = new Map(ROUTES.map((route) => [route, []]));
      // Route after route within a run, so that whatever else this machine is doing falls on all alike.
      for (let run = 0; run < runs; run++)
        for (const route of ROUTES) {
          const load = await loadRoute(browser, base, route, { trace: route === TRACED_ROUTE });
          const loads = byRoute.get(route);
          // Only the worst traced load's trace is held on to (each is tens of MB).
          const worse = loads.find((l) => l.trace);
          if (worse && worse.task.ms >= load.task.ms) load.trace = null;
          else if (worse) worse.trace = null;
          loads.push(load);
        }
      const traced = byRoute.get(TRACED_ROUTE).find((l) => l.trace);
      return { byRoute, kept: traced ? await keepTrace(browser, base, TRACED_ROUTE, traced) : null };
    });
    const rows = [];
    const each = [];
    for (const [route, loads] of byRoute) {
      const task = worstBy(loads, 'task').task;
      const script = worstBy(loads, 'script').script;
      rows.push(
        [
          `Phone load ${route} (${CPU_SLOWDOWN}x CPU): worst task`,
          ms(task.ms),
          `≤ ${BUDGET.taskMs} ms`,
          task.ms <= BUDGET.taskMs,
        ],
        [`  its cause, at ${seconds(task.at)}`, task.cause, '', true],
        [`  most site script in one frame`, ms(script.ms), `≤ ${BUDGET.scriptMs} ms`, script.ms <= BUDGET.scriptMs],
        [`  its cause, at ${seconds(script.at)}`, script.cause, '', true],
      );
      each.push(
        `${route}: tasks ${loads.map((l) => ms(l.task.ms)).join(', ')}; script ${loads.map((l) => ms(l.script.ms)).join(', ')}; long tasks ${loads.map((l) => l.longTasks).join(', ')}${loads.every((l) => l.idle) ? '' : ' (not idle everywhere: see below)'}`,
      );
    }
    const notIdle = [...byRoute].filter(([, loads]) => loads.some((l) => !l.idle)).map(([route]) => route);
    const notes = [
      `Phone loads: 390x844 @2, touch, CPU ${CPU_SLOWDOWN}x slower, soft compositing; from navigation until idle (${IDLE_MS / 1000} s without a long task or frame), scrolled to the foot in steps of ${STEP_SHARE * 100}% of the viewport, idle ${STEP_IDLE_MS / 1000} s between (on / the demo drawn once in view), then idle again. Long Tasks and Long Animation Frames as the page observed them; a frame's script is the sum of its scripts (each listed from 5 ms), of the site's origin only. A cause: the longest script (file, function ← invoker) and the rest; a task with under ${ALMOST_NO_SCRIPT * 100}% script in it is the browser's rendering. The worst of ${runs} loads per route (each load: ${each.join('; ')}). Every load of ${TRACED_ROUTE} is traced (as DevTools records it, which slows it a little).`,
    ];
    notes.push(machineLoadNote(loadAtStart));
    if (notIdle.length)
      notes.push(`Never idle for the full wait somewhere on: ${notIdle.join(', ')} (the load went on after the wait).`);
    if (kept)
      notes.push(
        `Trace of the worst ${TRACED_ROUTE} load (open in DevTools' Performance panel): ${kept.tracePath}${kept.picturePath ? `\nIts longest task, drawn from the trace: ${kept.picturePath}` : ''}`,
      );
    return { rows, notes };
  },
};
