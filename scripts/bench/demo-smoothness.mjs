// The bench's `smooth` part: how smooth the demo is against this machine's floor, in both ways a
// browser without a GPU composites a page: `soft` (Chromium's own software compositing, what a
// GPU-less visitor's browser does) and `angle` (GPU-style compositing emulated on the CPU). The floor
// is a WebGL canvas of the demo's size that redraws almost nothing every frame. A frame of the demo
// counts only if the scene drew in it, so skipping frames cannot look fast, and frames count no more
// than the screen showed, so drawing frames the compositor drops cannot either. And scrubbing: the
// Timeline of `/?debug` dragged with the mouse through the spread (pointer-sweep.mjs), against the
// same page playing through it, and beside it playing at the drag's pace and playing while the
// mouse moves as dragged below the page, which show apart what the drag's changes cost and what the
// mouse's own events do (on a machine the demo already keeps busy, the two draw on the same cores).
import { framesPass } from '../../tests/e2e/demo-page.mjs';
import { installFrameRecorder, recordFrames, summariseFrames } from './frame-recorder.mjs';
import { rawMouse, sweepPointer } from './pointer-sweep.mjs';
import { openShownPage } from './shown-page.mjs';
import { median } from './statistics.mjs';

// Dragging the Timeline must hold this share of the frame rate the same page draws playing.
const DRAG_BUDGET = 0.9;

export const SMOOTHNESS_BUDGET = {
  soft: { ratio: 0.9, p95Ms: 34, loafPer10s: 0 },
  angle: { ratio: 0.7, p95Ms: 50, loafPer10s: 10, canvasOnlyRatio: 0.8 },
};

/** The windows measured, and the demo's stage in each (its canvas's CSS size). */
export const VIEWS = [
  { name: '1440x900', width: 1440, height: 900, dpr: 1, canvas: { width: 1150, height: 700 } },
  { name: '390x844@2', width: 390, height: 844, dpr: 2, canvas: { width: 356, height: 600 } },
];

export const SECONDS = 8;
// Frames let pass between the bench's own seek, scroll or press and the recording: the seek redraws
// the whole stage, and that long frame, ending after the recording started, counted as the next one's.
export const SETTLE_FRAMES = 30;
// Everything but the canvas hidden: what the page around it costs shows as the difference.
const CANVAS_ONLY =
  'body *:not(:has(canvas)):not(canvas){visibility:hidden!important} *{backdrop-filter:none!important;box-shadow:none!important}';

export async function measureFloor(browser, view) {
  const { width, height } = view.canvas;
  const page = await openShownPage(browser, {
    viewport: { width: Math.max(view.width, width), height: view.height },
    deviceScaleFactor: view.dpr,
  });
  await page.setContent(`<!doctype html><body style="margin:0;background:#06080e">
    <canvas id="c" style="width:${width}px;height:${height}px;display:block"></canvas><script>
    const c = document.getElementById('c'); c.width = ${width} * devicePixelRatio; c.height = ${height} * devicePixelRatio;
    const gl = c.getContext('webgl2', { antialias: false });
    const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; };
    const p = gl.createProgram();
    gl.attachShader(p, sh(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 v;uniform float t;void main(){gl_Position=vec4(v*0.5+vec2(sin(t)*0.2,0.),0.,1.);}'));
    gl.attachShader(p, sh(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float;out vec4 o;void main(){o=vec4(0.4,0.6,1.,1.);}'));
    gl.linkProgram(p); gl.useProgram(p);
    gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1,-1,1,-1,-1,1,1,1]), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(0); gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    const t = gl.getUniformLocation(p, 't');
    const draw = (now) => { gl.clearColor(0.02,0.03,0.05,1); gl.clear(gl.COLOR_BUFFER_BIT); gl.uniform1f(t, now / 500); gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4); requestAnimationFrame(draw); };
    requestAnimationFrame(draw);
    </script>`);
  await page.evaluate(installFrameRecorder);
  await page.waitForTimeout(1500);
  return recordAndClose(page);
}

async function recordAndClose(page) {
  const recorded = await recordFrames(page, SECONDS);
  await page.close();
  return summariseFrames(recorded, SECONDS);
}

/** The landing page's frames with the demo centred, from the first influencer its spread reaches. */
async function measureSpread(browser, base, view, canvasOnly) {
  const page = await openShownPage(browser, {
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.dpr,
  });
  await page.addInitScript(installFrameRecorder);
  await page.goto(`${base}/`);
  await page.waitForSelector('#network-demo canvas[data-drawn]', { timeout: 30_000 });
  if (canvasOnly) await page.addStyleTag({ content: CANVAS_ONLY });
  await page.locator('#network-demo canvas').evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
  // The spread runs from 2.3 s of the loop to about 12 s, and something in it moves in every frame
  // from its first reached influencer (3.3 s) on: the window starts there, as the stats show it. A
  // fixed wait from the scroll started it early wherever long first frames had held the clock back
  // (GSAP's lag smoothing), counting the still post before the spread as frames not drawn.
  await page.waitForFunction(
    () => {
      const reached = [...document.querySelectorAll('[data-testid=demo-stats] dl')].find((stat) =>
        stat.textContent.includes('Influencers Reached'),
      );
      return Number(reached?.querySelector('dd')?.textContent) > 0;
    },
    null,
    { timeout: 30_000 },
  );
  return recordAndClose(page);
}

// Where the spread runs, in ms of the loop: from its first reached influencer to its last
// (something moves in every frame there, playing or dragged through).
const SPREAD_FROM_MS = 3300;
const SPREAD_TO_MS = 11_500;
// How long the pointer takes across the spread one way.
const DRAG_ONE_WAY_MS = 2000;
// The drag's pace through the loop (about 4× the clock's), as the nearest speed the page plays at:
// playing through the spread at it, for reference, shows what the same amount of change per second
// costs without the pointer and the seeks.
const DRAG_PACE = Math.round((SPREAD_TO_MS - SPREAD_FROM_MS) / DRAG_ONE_WAY_MS);

/**
 * `/?debug` in `view` (with `address`'s further parameters), its frames recorded from the start,
 * once the scene has drawn.
 */
export async function openDebugPage(browser, base, view, address = '') {
  const page = await openShownPage(browser, {
    viewport: { width: view.width, height: view.height },
    deviceScaleFactor: view.dpr,
  });
  await page.addInitScript(installFrameRecorder);
  await page.goto(`${base}/?debug${address}`);
  await page.waitForSelector('#network-demo canvas[data-drawn]', { timeout: 30_000 });
  return page;
}

/**
 * `/?debug` with the lower part of the stage and the Timeline in view, as a person scrubbing sees it:
 * the clock plays while its view shows.
 */
export async function openTimeline(browser, base, view, address = '') {
  const page = await openDebugPage(browser, base, view, address);
  const track = page.getByRole('slider', { name: 'Timeline' });
  await track.evaluate((input) => input.scrollIntoView({ block: 'end' }));
  return { page, track };
}

// Below the viewport, in the window's margin (shown-page.mjs): the mouse's moves reach the browser
// and the page's renderer as the drag's do, and land on nothing the page shows.
export const OFF_PAGE_PX = 100;

/** Where the drag moves the mouse, in viewport px: the spread's two ends on the track, at the track's middle height. */
async function dragLine(page, track) {
  const duration = await page.evaluate(() => window.__demo.duration());
  const box = await track.boundingBox();
  const xAt = (ms) => box.x + (ms / duration) * box.width;
  return { from: xAt(SPREAD_FROM_MS), to: xAt(SPREAD_TO_MS), y: box.y + box.height / 2 };
}

/**
 * Debug mode playing through the spread: at the clock's pace what dragging is measured against; at
 * the drag's, looping over the spread alone as the drag does, for reference; and, for reference too,
 * at the clock's pace while the mouse moves as the drag moves it but below the page: what the
 * mouse's own events cost (the harness sending them, the browser routing them), before the page
 * does anything with them.
 */
async function measureDebugPlaying(browser, base, view, pace = 1, { mouseOffPage = false } = {}) {
  const address = pace === 1 ? '' : `&in=${SPREAD_FROM_MS}&out=${SPREAD_TO_MS}&speed=${pace}`;
  const { page } = await openTimeline(browser, base, view, address);
  const { range, speed } = await page.evaluate((from) => {
    window.__demo.seek(from);
    window.__demo.play();
    return { range: window.__demo.range(), speed: window.__demo.speed() };
  }, SPREAD_FROM_MS);
  if (speed !== pace || (pace !== 1 && (range?.in !== SPREAD_FROM_MS || range?.out !== SPREAD_TO_MS)))
    throw new Error(`Debug mode plays at ${speed}× over ${JSON.stringify(range)}, not as asked (${address}).`);
  const line = mouseOffPage ? await dragLine(page, page.getByRole('slider', { name: 'Timeline' })) : null;
  const mouse = line && (await rawMouse(page));
  await framesPass(page, SETTLE_FRAMES);
  const moves =
    line &&
    sweepPointer(mouse, { from: line.from, to: line.to, y: view.height + OFF_PAGE_PX, oneWayMs: DRAG_ONE_WAY_MS });
  const recorded = await recordFrames(page, SECONDS);
  await moves?.stop();
  await page.close();
  return summariseFrames(recorded, SECONDS);
}

/** The Timeline's knob dragged with the mouse back and forth through the spread. */
async function measureDrag(browser, base, view) {
  const { page, track } = await openTimeline(browser, base, view);
  const { from, to, y } = await dragLine(page, track);
  await track.evaluate((input) => {
    window.__scrubs = 0;
    input.addEventListener('input', () => window.__scrubs++);
  });
  const mouse = await rawMouse(page);
  await mouse.move(from, y);
  await mouse.down();
  await framesPass(page, SETTLE_FRAMES);
  const drag = sweepPointer(mouse, { from, to, y, oneWayMs: DRAG_ONE_WAY_MS });
  const recorded = await recordFrames(page, SECONDS);
  await drag.stop();
  await mouse.up();
  const scrubs = await page.evaluate(() => window.__scrubs);
  await page.close();
  if (scrubs < SECONDS * 10) throw new Error(`Dragging the Timeline moved it only ${scrubs} times in ${SECONDS} s.`);
  return summariseFrames(recorded, SECONDS);
}

/** Each view and mode: the floor, the page as built and (1440 px) the canvas alone, `runs` times; medians. */
async function measureSmoothness({ base, runs, withBrowser }) {
  const results = [];
  for (const mode of ['soft', 'angle']) {
    await withBrowser(mode, async (browser) => {
      for (const view of VIEWS) {
        const samples = {
          floor: [],
          asBuilt: [],
          canvasOnly: [],
          playing: [],
          atDragPace: [],
          mouseOffPage: [],
          drag: [],
        };
        for (let run = 0; run < runs; run++) {
          // Interleaved, so that the machine's noise falls on all of them alike.
          samples.floor.push(await measureFloor(browser, view));
          samples.asBuilt.push(await measureSpread(browser, base, view, false));
          if (view.dpr === 1) samples.canvasOnly.push(await measureSpread(browser, base, view, true));
          samples.playing.push(await measureDebugPlaying(browser, base, view));
          samples.atDragPace.push(await measureDebugPlaying(browser, base, view, DRAG_PACE));
          samples.mouseOffPage.push(await measureDebugPlaying(browser, base, view, 1, { mouseOffPage: true }));
          samples.drag.push(await measureDrag(browser, base, view));
        }
        const summary = (list) =>
          list.length
            ? {
                fps: median(list.map((s) => s.fps)),
                p95: median(list.map((s) => s.p95)),
                loafPer10s: median(list.map((s) => s.loafPer10s)),
              }
            : null;
        results.push({
          mode,
          view: view.name,
          floor: summary(samples.floor),
          asBuilt: summary(samples.asBuilt),
          canvasOnly: summary(samples.canvasOnly),
          playing: summary(samples.playing),
          atDragPace: summary(samples.atDragPace),
          mouseOffPage: summary(samples.mouseOffPage),
          drag: summary(samples.drag),
        });
      }
    });
  }
  return results;
}

/** Table rows [figure, value, budget, met]. */
function smoothnessRows(results) {
  const rows = [];
  const fmt = (s) => `${s.fps.toFixed(1)} fps, p95 ${s.p95.toFixed(0)} ms, ${s.loafPer10s.toFixed(1)} LoAF/10 s`;
  for (const { mode, view, floor, asBuilt, canvasOnly, playing, atDragPace, mouseOffPage, drag } of results) {
    const budget = SMOOTHNESS_BUDGET[mode];
    rows.push([`Demo ${mode} ${view}: floor`, fmt(floor), '', true]);
    const ratio = asBuilt.fps / floor.fps;
    rows.push([
      `Demo ${mode} ${view}: as built`,
      `${fmt(asBuilt)} (${ratio.toFixed(2)} × floor)`,
      `≥ ${budget.ratio} × floor, p95 ≤ ${budget.p95Ms} ms, ≤ ${budget.loafPer10s} LoAF`,
      ratio >= budget.ratio && asBuilt.p95 <= budget.p95Ms && asBuilt.loafPer10s <= budget.loafPer10s,
    ]);
    if (canvasOnly) {
      const only = canvasOnly.fps / floor.fps;
      const needed = budget.canvasOnlyRatio;
      rows.push([
        `Demo ${mode} ${view}: canvas only`,
        `${fmt(canvasOnly)} (${only.toFixed(2)} × floor)`,
        needed ? `≥ ${needed} × floor` : '',
        needed ? only >= needed : true,
      ]);
    }
    rows.push([`Timeline ${mode} ${view}: playing in debug mode`, fmt(playing), '', true]);
    rows.push([
      `Timeline ${mode} ${view}: playing at the drag's pace (${DRAG_PACE}×, the spread looped)`,
      `${fmt(atDragPace)} (${(atDragPace.fps / playing.fps).toFixed(2)} × playing)`,
      '',
      true,
    ]);
    rows.push([
      `Timeline ${mode} ${view}: playing, the mouse moving as dragged but below the page`,
      `${fmt(mouseOffPage)} (${(mouseOffPage.fps / playing.fps).toFixed(2)} × playing)`,
      '',
      true,
    ]);
    const dragRatio = drag.fps / playing.fps;
    rows.push([
      `Timeline ${mode} ${view}: dragged`,
      `${fmt(drag)} (${dragRatio.toFixed(2)} × playing)`,
      `≥ ${DRAG_BUDGET} × playing`,
      dragRatio >= DRAG_BUDGET,
    ]);
  }
  return rows;
}

export const smoothPart = {
  runs: 3,
  async measure(context) {
    return { rows: smoothnessRows(await measureSmoothness(context)) };
  },
};
