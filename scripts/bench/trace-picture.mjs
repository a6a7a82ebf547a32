// A picture of a task in a trace, as DevTools' Performance panel would show it: the page's main
// thread from the task's start to its end, what ran inside it nested by depth (the trace's events,
// coloured as DevTools colours them), and under them the JavaScript stacks its CPU profile sampled.
// Drawn as an SVG in the bench's own browser and written as a PNG.

const WIDTH = 1600;
const ROW = 18;
const MARGIN = 8;
// Narrower than this (px) an event is left out of the picture, not out of the totals.
const THINNEST_PX = 0.5;
// How far (start and length together, µs) the trace's task may be from the one the page observed.
const NEAR_US = 30_000;
// Deeper than this the JavaScript stacks are left out (a framework's recursion, many frames deep).
const DEEPEST = 30;
const TICK_MS = 50;
const SCRIPTING =
  /^(FunctionCall|EvaluateScript|v8\.|V8\.|RunMicrotasks|FireAnimationFrame|EventDispatch|TimerFire|HandlePostMessage|FireIdleCallback)/;
const RENDERING =
  /^(UpdateLayoutTree|Layout|RecalcStyle|HitTest|PrePaint|IntersectionObserver|ScheduleStyleRecalculation|ParseAuthorStyleSheet)/;
const PAINTING = /^(Paint|Layerize|Commit|PaintImage|Decode|Rasterize|CompositeLayers)/;
const LOADING = /^(ParseHTML|HTMLDocumentParser|DocumentLoader|ResourceReceive|DecodedDataDocumentParser)/;
const GC = /GC|Scavenge|Sweep|Mark/;
const KINDS = [
  ['scripting', SCRIPTING, '#f2c94c'],
  ['garbage collection', GC, '#e08a3c'],
  ['style and layout', RENDERING, '#a77bd6'],
  ['paint and commit', PAINTING, '#6bbf6b'],
  ['loading and parsing', LOADING, '#5b9bd5'],
];
const OTHER = ['other', null, '#c4c4c4'];
const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name)) ?? OTHER;

const file = (url) => (url ? url.split('/').pop() : '');

/** An event's label: its name, and for script what ran (function, file). */
function labelOf(event) {
  const data = event.args?.data ?? {};
  const what = [data.functionName, file(data.url ?? event.args?.fileName)].filter(Boolean).join(' ');
  return what ? `${event.name}: ${what}` : event.name;
}

/** The renderer's main thread that spent the most time in tasks: the page's. */
function pageMainThread(events) {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The events inside [start, end] on `thread`, each with its depth under the task and its self time. */
function nestedEvents(events, thread, start, end) {
  const inside = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts >= start && e.ts + (e.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const open = [];
  return inside.map((event) => {
    while (open.length && open.at(-1).event.ts + open.at(-1).event.dur <= event.ts) open.pop();
    const placed = { event, depth: open.length, self: event.dur ?? 0 };
    if (open.length) open.at(-1).self -= placed.self;
    open.push(placed);
    return placed;
  });
}

/** The CPU profile's samples on `thread` between start and end: each a time and its stack, root first. */
function sampledStacks(events, thread, start, end) {
  const [pid, tid] = thread.split(':').map(Number);
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      if (time >= start && time <= end) samples.push({ time, id });
    });
  }
  return samples.map(({ time, id }) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const { functionName, url } = node.callFrame;
      if (url) stack.unshift(`${functionName || '(anonymous)'} ${file(url)}`);
    }
    return { time, stack };
  });
}

/** Consecutive samples with the same frame at a depth, merged into one bar. */
function stackBars(samples, end) {
  const bars = [];
  const open = [];
  samples.forEach(({ time, stack }, i) => {
    const next = samples[i + 1]?.time ?? end;
    stack.forEach((frame, depth) => {
      const bar = open[depth];
      if (bar && bar.label === frame && bar.end === time && open.slice(0, depth).every((b, d) => b.label === stack[d]))
        bar.end = next;
      else {
        open[depth] = { label: frame, depth, start: time, end: next };
        open.length = depth + 1;
        bars.push(open[depth]);
      }
    });
    if (stack.length === 0) open.length = 0;
  });
  return bars;
}

const escape = (text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One bar: a rectangle and, where it fits, its label. */
function bar(x, y, width, fill, label) {
  const text =
    width > 30
      ? `<svg x="${x}" y="${y}" width="${width}" height="${ROW}"><text x="3" y="13">${escape(label)}</text></svg>`
      : '';
  return `<rect x="${x}" y="${y}" width="${Math.max(width, 1)}" height="${ROW - 2}" fill="${fill}"><title>${escape(label)}</title></rect>${text}`;
}

/** The SVG of the task: a title, the totals by kind, the events by depth, the JS stacks under them. */
function taskPicture(events, thread, task, origin) {
  const start = task.ts;
  const end = task.ts + task.dur;
  const scale = (WIDTH - 2 * MARGIN) / (end - start);
  const placed = nestedEvents(events, thread, start, end);
  const self = new Map();
  for (const { event, self: own } of placed) {
    const [kind] = kindOf(event.name);
    if (event !== task) self.set(kind, (self.get(kind) ?? 0) + Math.max(0, own));
  }
  // The totals as a legend: each kind's colour, then its name and self time.
  let legendX = MARGIN + 70;
  const legend = [...self]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => {
      const text = `${kind} ${(us / 1000).toFixed(0)} ms`;
      const fill = (KINDS.find(([name]) => name === kind) ?? OTHER)[2];
      const item = `<rect x="${legendX}" y="25" width="11" height="11" fill="${fill}"/><text x="${legendX + 15}" y="34">${escape(text)}</text>`;
      legendX += 15 + text.length * 6.5 + 14;
      return item;
    });
  const header = 4 * ROW;
  const depths = Math.max(0, ...placed.map((p) => p.depth)) + 1;
  const stacks = stackBars(sampledStacks(events, thread, start, end), end).filter((b) => b.depth < DEEPEST);
  const stackTop = header + depths * ROW + ROW;
  const height = stackTop + (Math.max(0, ...stacks.map((b) => b.depth)) + 2) * ROW;
  const x = (ts) => MARGIN + (ts - start) * scale;
  const parts = [
    `<text x="${MARGIN}" y="16" font-weight="bold">The worst long task on the page's main thread: ${(task.dur / 1000).toFixed(0)} ms in the trace (${(task.tdur / 1000).toFixed(0)} ms of it on a CPU: the rest the 4× slowdown and this machine's other work), at ${((task.ts - origin) / 1e6).toFixed(2)} s after navigation</text>`,
    `<text x="${MARGIN}" y="34">Self time:</text>`,
    ...legend,
    ...Array.from({ length: Math.floor((end - start) / 1000 / TICK_MS) + 1 }, (_, i) => {
      const tick = x(start + i * TICK_MS * 1000);
      return `<line x1="${tick}" x2="${tick}" y1="${header - 12}" y2="${height}" stroke="#ddd"/><text x="${tick + 2}" y="${header - 4}" fill="#666">${i * TICK_MS} ms</text>`;
    }),
    ...placed
      .filter(({ event }) => event.dur * scale >= THINNEST_PX)
      .map(({ event, depth }) =>
        bar(x(event.ts), header + depth * ROW, event.dur * scale, kindOf(event.name)[2], labelOf(event)),
      ),
    `<text x="${MARGIN}" y="${stackTop - 4}">JavaScript, as its CPU profile sampled it (to ${DEEPEST} frames deep)</text>`,
    ...stacks
      .filter((b) => (b.end - b.start) * scale >= THINNEST_PX)
      .map((b) => bar(x(b.start), stackTop + b.depth * ROW, (b.end - b.start) * scale, '#f2c94c', b.label)),
  ];
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="sans-serif" font-size="11">${parts.join('')}</svg>`,
    height,
  };
}

/** The navigation to `url` on `thread`: where the page's own clock starts. */
const navigationTo = (events, thread, url) =>
  events.find(
    (e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread && e.args?.data?.documentLoaderURL === url,
  );

/**
 * Draws into `path` (PNG), with `browser`, the task of `trace` (a DevTools trace, as JSON) that the page
 * at `url` observed as a long task `start` ms after its navigation, `duration` ms long: the trace's
 * task nearest it on the page's main thread. False when the trace has no such task.
 */
export async function drawTask(browser, trace, { url, start, duration }, path) {
  const { traceEvents: events } = JSON.parse(trace.toString('utf8'));
  const thread = pageMainThread(events);
  const navigation = thread && navigationTo(events, thread, url);
  if (!navigation) return false;
  const at = navigation.ts + start * 1000;
  const task = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread)
    .map((e) => ({ e, off: Math.abs(e.ts - at) + Math.abs(e.dur - duration * 1000) }))
    .reduce((a, b) => (b.off < a.off ? b : a), { e: null, off: Infinity });
  if (!task.e || task.off > NEAR_US) return false;
  const { svg, height } = taskPicture(events, thread, task.e, navigation.ts);
  const page = await browser.newPage({ viewport: { width: WIDTH, height: Math.ceil(height) } });
  await page.setContent(`<!doctype html><body style="margin:0;background:#fff">${svg}</body>`);
  await page.screenshot({ path, fullPage: true });
  await page.close();
  return true;
}
