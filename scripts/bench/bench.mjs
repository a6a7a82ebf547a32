// The benchmark (not part of the tests): builds the site, serves it, measures it in the full Chromium,
// prints one table (figure, value, budget, met) and exits non-zero when a budget is missed.
// Usage: node scripts/bench/bench.mjs [part ...] [--no-build] [--dist DIR] [--runs N]
//   npm run bench [-- part ... options]
// Parts, in the order they run; none named: all of them.
//   js          JS gzip per route, and all the JS / loads within its first 6 s
//   demo        the demo's frame times, script per frame, React commits per loop, heap growth
//   smooth      the demo's smoothness against this machine's floor, both compositing modes (3 runs)
//   timeline    the timeline inspector: the preview redrawn while the demo plays, a clip of the loop (3 runs; the clip once)
//   tasks       a phone (390 px, touch, 4x slower CPU) loading each route, scrolled through: worst task, most script in a frame, their causes; a trace of / (3 runs)
//   taps        the same phone tapping Menu while the demo starts, and each control once the page is idle (3 runs)
//   example     a phone (390 px, touch, 4x slower CPU) dragging a slider of the whitepaper's live example (3 runs)
//   desktop     Lighthouse desktop: performance, LCP, CLS, accessibility, best practices, SEO (3 runs)
//   mobile      Lighthouse's default mobile run: score, TBT, LCP, TTI, CLS, long tasks by script (3 runs)
//   lighthouse  desktop and mobile
//   deploy      the MDN HTTP Observatory's grade of the nginx and Caddy deploys: A+, at least 135, on both
// --runs N     runs of every part that repeats, in place of the numbers above
// --dist DIR   where the site is built and served from (default .dist-bench); --no-build serves it as it is
// Left out of what is named: --no-demo (demo, smooth and timeline), --no-desktop, --no-mobile.
import { parseArgs } from 'node:util';
import { ensureBenchTools } from './bench-tools.mjs';

// Each part, loaded once the benchmark's own tools are installed (bench-tools.mjs).
const PARTS = {
  js: async () => (await import('./js-sizes.mjs')).jsPart,
  demo: async () => (await import('./demo-figures.mjs')).demoPart,
  smooth: async () => (await import('./demo-smoothness.mjs')).smoothPart,
  timeline: async () => (await import('./timeline-figures.mjs')).timelinePart,
  tasks: async () => (await import('./phone-tasks.mjs')).tasksPart,
  taps: async () => (await import('./menu-taps.mjs')).tapsPart,
  example: async () => (await import('./example-drag.mjs')).examplePart,
  desktop: async () => (await import('./lighthouse-desktop.mjs')).desktopPart,
  mobile: async () => (await import('./lighthouse-mobile.mjs')).mobilePart,
  deploy: async () => (await import('./deploy-grade.mjs')).deployPart,
};
const GROUPS = { lighthouse: ['desktop', 'mobile'] };

/** A wrong command line: says what is wrong, and where the usage is written, without a stack trace. */
function usageError(message) {
  console.error(`${message}\nUsage: see the comment at the top of scripts/bench/bench.mjs`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      build: { type: 'boolean', default: true },
      dist: { type: 'string', default: '.dist-bench' },
      runs: { type: 'string' },
      demo: { type: 'boolean', default: true },
      desktop: { type: 'boolean', default: true },
      mobile: { type: 'boolean', default: true },
    },
    allowPositionals: true,
    allowNegative: true,
  });
} catch (error) {
  usageError(error.message);
}
const { values: options, positionals } = parsed;

const wanted = new Set();
for (const name of positionals) {
  if (!PARTS[name] && !GROUPS[name])
    usageError(`Unknown part ${name}: name any of ${[...Object.keys(PARTS), ...Object.keys(GROUPS)].join(', ')}`);
  for (const part of GROUPS[name] ?? [name]) wanted.add(part);
}
const left = new Set([
  ...(options.demo ? [] : ['demo', 'smooth', 'timeline']),
  ...(options.desktop ? [] : ['desktop']),
  ...(options.mobile ? [] : ['mobile']),
]);
const parts = Object.entries(PARTS).filter(([name]) => (wanted.size === 0 || wanted.has(name)) && !left.has(name));
if (parts.length === 0) usageError('Nothing left to measure: the options leave out every part named');

const runs = options.runs === undefined ? undefined : Number(options.runs);
if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1))
  usageError(`--runs must be a positive whole number, not ${options.runs}`);

ensureBenchTools();
const { runBench } = await import('./harness.mjs');
const loaded = await Promise.all(parts.map(async ([name, load]) => [name, await load()]));
await runBench(loaded, { build: options.build, dist: options.dist, runs });
