// The taps of the bench's `taps` part made once the page is idle: on a phone (phone-page.mjs: 390 × 844
// at DPR 2, touch, the CPU 4× slower), each control a visitor taps, each tap made only after the main
// thread has had no long task or frame for a second, and timed by the page's own Event Timing: the
// worst input delay plus processing among the tap's events (what the page's code costs the tap), and
// the time from the tap to the next paint. On `/`: the header's Menu, Get Started in it, a copy button
// of the onboarding commands, the demo's Replay and one of its nodes (where `/?debug` says it is
// drawn), twice, the second once a tap on empty canvas closed its card (the card's code came with the
// page's first touch, the Menu tap, and was rehearsed); on `/?debug`: the Timeline and Save still; on
// `/whitepaper`: Edit this example, a preset and a slider of the worked example. Each tap is checked to have landed on its
// control and done what it does, since a tap that missed would time nothing.
import { centreOf, openPhone, recordLongWork, TWO_FRAMES } from './phone-page.mjs';

/** The taps, in the order they are made and reported. */
export const TAPS = [
  'Menu',
  'Get Started (in the menu)',
  'a copy button (onboarding)',
  'Replay (the demo)',
  'a node of the demo',
  'a node of the demo, again (its card closed)',
  'Timeline (/?debug)',
  'Save still (/?debug)',
  'Edit this example (/whitepaper)',
  'a preset (Bot farm)',
  'a slider (@bot_01 Authenticity)',
];
// Idle: this long with no long task or frame, after the load and before each tap.
const LOAD_IDLE_MS = 2000;
const IDLE_MS = 1000;
const IDLE_GIVE_UP_MS = 20_000;
// Event Timing reports a tap once its next frame is painted; the check of what it did comes after.
const REPORTED_AFTER_MS = 1000;
const DONE_GIVE_UP_MS = 10_000;
// The node is tapped while the demo shows it: wait no longer than this for idle, then tap.
const NODE_IDLE_GIVE_UP_MS = 4000;
const NODE_ATTEMPTS = 3;
// How far into the canvas from its top-left corner a tap lands on nothing.
const EMPTY_CANVAS_PX = 10;
// Where along a range the finger lands, as a share of its width.
const RANGE_AT = 0.3;

/** In the page from its first moment: each Event Timing entry (from 16 ms) and what the last finger lifted from. */
function recordTapTimings() {
  window.__events = [];
  window.__lifted = null;
  new PerformanceObserver((list) => {
    window.__events.push(...list.getEntries());
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener(
    'pointerup',
    (event) => {
      const control = event.target.closest?.('button, a, input, [data-testid]');
      window.__lifted =
        control?.getAttribute('aria-label') ??
        control?.labels?.[0]?.firstChild?.textContent.trim() ??
        (control?.matches('button, a') ? control.textContent.trim() : control?.dataset.testid) ??
        null;
    },
    { capture: true },
  );
}

/** The tap's events: those that started after `mark`. */
const eventsSince = (mark) =>
  `window.__events.filter((e) => e.startTime >= ${mark}).map((e) => ({ name: e.name, start: e.startTime, answered: e.processingEnd - e.startTime, waited: e.processingStart - e.startTime, duration: e.duration }))`;

/** Scrolls the element `selector` finds (with text `text`) to the middle of the viewport, at once. */
const bringToMiddle = (selector, text) =>
  `(() => { const all = [...document.querySelectorAll(${JSON.stringify(selector)})]; const e = ${text ? `all.find((e) => e.textContent.trim() === ${JSON.stringify(text)})` : 'all[0]'}; e.scrollIntoView({ block: 'center', behavior: 'instant' }); })()`;

/** A point `share` of the way along the element `selector` finds, in viewport px. */
const alongRange = (selector, share) =>
  `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return { x: r.x + r.width * ${share}, y: r.y + r.height / 2 }; })()`;

/**
 * One tap at `at` (an expression for a point) once the page is idle, `show` (an expression) first
 * bringing its control into view: checks it lifted from `lifted` (a label, or a test for one) and that
 * `done` (an expression) came true; its worst event.
 */
async function measureTap(phone, name, { show, at, lifted, done, idleGiveUpMs = IDLE_GIVE_UP_MS }) {
  const { page, read, until, quiet, tap } = phone;
  if (show) await read(`${show}, ${TWO_FRAMES}`);
  const idle = await quiet(IDLE_MS, idleGiveUpMs);
  // Again: what the page did meanwhile (laying out what came near the screen) may have moved it.
  if (show) await read(`${show}, ${TWO_FRAMES}`);
  const point = await read(at);
  if (!point || point.y < 0 || point.y > (await read('innerHeight')))
    throw new Error(`${name}: nothing to tap on screen (${at} is ${JSON.stringify(point)})`);
  await read('window.__lifted = null');
  const mark = await read('performance.now()');
  tap(point);
  // Nothing is evaluated on the page meanwhile: it would run on the main thread the tap needs.
  await page.waitForTimeout(REPORTED_AFTER_MS);
  const landed = await read('window.__lifted');
  if (typeof lifted === 'string' ? landed !== lifted : !lifted(landed))
    throw new Error(`${name}: the tap at ${JSON.stringify(point)} landed on ${JSON.stringify(landed)}`);
  await until(done, DONE_GIVE_UP_MS).catch(() => {
    throw new Error(`${name}: the tap did not do what it does (${done})`);
  });
  const events = await read(eventsSince(mark));
  const worst = events.reduce((a, b) => (b.answered > a.answered ? b : a), { answered: 0, waited: 0, name: null });
  return {
    name,
    idle,
    answered: worst.answered,
    waited: worst.waited,
    event: worst.name,
    toPaint: Math.max(0, ...events.map((e) => e.duration)),
  };
}

/** A phone page at `path`, hydrated, loaded and idle. */
async function openIdle(browser, base, path) {
  const phone = await openPhone(browser, {
    initScripts: [recordLongWork, recordTapTimings],
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await phone.page.goto(`${base}${path}`, { waitUntil: 'commit' });
  await phone.until(`!!document.documentElement?.hasAttribute('data-hydrated') && document.readyState === 'complete'`);
  await phone.quiet(LOAD_IDLE_MS, IDLE_GIVE_UP_MS);
  return phone;
}

const DEMO_DRAWN = `!!document.querySelector('#network-demo canvas[data-drawn]')`;
const CANVAS = '#network-demo canvas';

/** `/?debug`: the Timeline and Save still; and where the demo draws its first layer-1 node, for `/`. */
async function debugTaps(browser, base) {
  const phone = await openIdle(browser, base, '/?debug');
  const { read, until, context } = phone;
  await until('!!window.__demo');
  await read(bringToMiddle('#network-demo-stage'));
  await until(DEMO_DRAWN);
  const node = await read(
    `(() => { const c = document.querySelector('${CANVAS}').getBoundingClientRect(); const n = window.__demo.nodes().find((n) => n.layer === 1); return { id: n.id, x: n.x, y: n.y, width: c.width, height: c.height }; })()`,
  );
  const target = `${RANGE_AT} * window.__demo.duration()`;
  const timeline = await measureTap(phone, TAPS[6], {
    show: bringToMiddle('input[aria-label="Timeline"]'),
    at: alongRange('input[aria-label="Timeline"]', RANGE_AT),
    lifted: 'Timeline',
    // Where the finger landed, give or take the range's thumb and the second the demo plays on meanwhile.
    done: `Math.abs(window.__demo.time() - ${target}) < 0.1 * window.__demo.duration() + 1500`,
  });
  const save = await measureTap(phone, TAPS[7], {
    show: bringToMiddle('[role="group"][aria-label="Save"] button', 'Save still'),
    at: centreOf('[role="group"][aria-label="Save"] button', 'Save still'),
    lifted: 'Save still',
    done: `document.querySelector('[role="group"][aria-label="Save"] output').textContent.startsWith('Saved')`,
  });
  await context.close();
  return { taps: [timeline, save], node };
}

/** `/`: Menu, Get Started in it, a copy button, Replay, and the node `node` (as `/?debug` placed it). */
async function homeTaps(browser, base, node) {
  const phone = await openIdle(browser, base, '/');
  const { read, until, context } = phone;
  const taps = [];
  taps.push(
    await measureTap(phone, TAPS[0], {
      at: centreOf('header button', 'Menu'),
      lifted: 'Menu',
      done: `!!document.querySelector('[popover]:popover-open')`,
    }),
  );
  taps.push(
    await measureTap(phone, TAPS[1], {
      at: centreOf('[popover] a', 'Get Started'),
      lifted: 'Get Started',
      done: `location.hash === '#get-started' && !document.querySelector('[popover]:popover-open')`,
    }),
  );
  taps.push(
    await measureTap(phone, TAPS[2], {
      show: bringToMiddle('[data-testid="command-block"] button'),
      at: centreOf('[data-testid="command-block"] button'),
      lifted: (label) => label?.startsWith('Copy the command'),
      done: `document.querySelector('[data-testid="command-block"] button').textContent.includes('Copied')`,
    }),
  );
  await read(bringToMiddle(CANVAS));
  await until(DEMO_DRAWN);
  const box = await read(
    `(() => { const r = document.querySelector('${CANVAS}').getBoundingClientRect(); return { width: r.width, height: r.height }; })()`,
  );
  if (box.width !== node.width || box.height !== node.height)
    throw new Error(`The demo's canvas is ${box.width}x${box.height} on / and ${node.width}x${node.height} on /?debug`);
  taps.push(
    await measureTap(phone, TAPS[3], {
      show: bringToMiddle('#network-demo button', 'Replay'),
      at: centreOf('#network-demo button', 'Replay'),
      lifted: 'Replay',
      done: 'true',
    }),
  );
  taps.push(await tapNode(phone, node, TAPS[4]));
  await closeCard(phone);
  taps.push(await tapNode(phone, node, TAPS[5]));
  await context.close();
  return taps;
}

/** Closes the pinned card with a tap on empty canvas (its corner), as a visitor would, unmeasured. */
async function closeCard(phone) {
  const { read, until, tap } = phone;
  tap(
    await read(
      `(() => { const r = document.querySelector('${CANVAS}').getBoundingClientRect(); return { x: r.x + ${EMPTY_CANVAS_PX}, y: r.y + ${EMPTY_CANVAS_PX} }; })()`,
    ),
  );
  await until(`!document.querySelector('[data-testid="demo-card"]')`, DONE_GIVE_UP_MS).catch(() => {
    throw new Error('A tap on empty canvas did not close the node’s card');
  });
}

/**
 * The node, once the demo shows it (its first layer is reached): a tap opens its card. Should the demo
 * have looped past it meanwhile (its wait for idle is the demo's own frames), the tap is made again.
 */
async function tapNode(phone, node, name) {
  const { until } = phone;
  const progress = `document.querySelector('[data-testid="demo-progress"]').textContent`;
  for (let attempt = 1; ; attempt++) {
    await until(`/^[1-9]/.test(${progress})`);
    try {
      return await measureTap(phone, name, {
        show: bringToMiddle(CANVAS),
        at: `(() => { const r = document.querySelector('${CANVAS}').getBoundingClientRect(); return { x: r.x + ${node.x}, y: r.y + ${node.y} }; })()`,
        lifted: (label) => label?.startsWith('Influence network'),
        done: `!!document.querySelector('[data-testid="demo-card"]')`,
        idleGiveUpMs: NODE_IDLE_GIVE_UP_MS,
      });
    } catch (error) {
      if (attempt === NODE_ATTEMPTS) throw error;
      // The tap missed the node: a tap anywhere else closes nothing, so the next is as the first.
      await until(`/^0 of/.test(${progress}) || ${progress} === ''`);
    }
  }
}

/** `/whitepaper`: Edit this example, then the Bot farm preset, then a tap on @bot_01's Authenticity. */
async function whitepaperTaps(browser, base) {
  const phone = await openIdle(browser, base, '/whitepaper');
  const { read, context } = phone;
  const taps = [];
  taps.push(
    await measureTap(phone, TAPS[8], {
      show: bringToMiddle('button', 'Edit this example'),
      at: centreOf('button', 'Edit this example'),
      lifted: 'Edit this example',
      done: `!!document.querySelector('[data-testid="worked-example"][data-live]')`,
    }),
  );
  const preset = '[role="group"][aria-label="Presets"] button';
  taps.push(
    await measureTap(phone, TAPS[9], {
      show: bringToMiddle(preset, 'Bot farm'),
      at: centreOf(preset, 'Bot farm'),
      lifted: 'Bot farm',
      done: `[...document.querySelectorAll('${preset}')].find((b) => b.textContent.trim() === 'Bot farm').getAttribute('aria-pressed') === 'true'`,
    }),
  );
  const slider = 'fieldset[data-handle="bot_01"] input[data-field="authenticity"]';
  const before = await read(`document.querySelector('${slider}').value`);
  taps.push(
    await measureTap(phone, TAPS[10], {
      show: bringToMiddle(slider),
      at: alongRange(slider, RANGE_AT),
      lifted: 'Authenticity',
      done: `document.querySelector('${slider}').value !== ${JSON.stringify(before)}`,
    }),
  );
  await context.close();
  return taps;
}

/**
 * One run of every tap once idle, in TAPS's order: each its worst event (input delay plus processing,
 * and the delay alone) and its time to the next paint.
 */
export async function measureIdleTaps(browser, base) {
  const debug = await debugTaps(browser, base);
  const home = await homeTaps(browser, base, debug.node);
  const whitepaper = await whitepaperTaps(browser, base);
  return [...home, ...debug.taps, ...whitepaper];
}
