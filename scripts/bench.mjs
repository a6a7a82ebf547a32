// Site-wide benchmark (not part of the tests): builds, serves, measures in headless Chromium,
// prints one table (JS size, the demo's own figures and its smoothness against this machine's
// floor, Lighthouse desktop and mobile) and exits non-zero when a budget is missed.
// Usage: npm run bench [-- --no-build] [-- --runs N] [-- --js-only | --lighthouse-only] [-- --no-demo]
//   [-- --no-desktop] [-- --no-mobile]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { demoRows, demoScheduleFacts, measureDemo } from './demo-figures.mjs';
import { measureSmoothness, smoothnessRows } from './demo-smoothness.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { scriptsWithin } from './js-within.mjs';
import { CATEGORIES, categoryScores } from './lighthouse-categories.mjs';
import { measureMobile, MOBILE_NOTE, mobileRows } from './lighthouse-mobile.mjs';
import { performanceFigures, runLighthouse } from './lighthouse-run.mjs';
import { startStaticServer } from './static-server.mjs';
import { measureTimeline, timelineRows } from './timeline-figures.mjs';
import { median } from './statistics.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    'js-only': { type: 'boolean', default: false },
    /** Lighthouse alone: no JS sizes, no demo figures. */
    'lighthouse-only': { type: 'boolean', default: false },
    demo: { type: 'boolean', default: true },
    desktop: { type: 'boolean', default: true },
    mobile: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const RUNS = Number(options.runs);
if (!(RUNS >= 1)) throw new Error(`--runs must be a positive number, not ${options.runs}`);
if (options['js-only'] && options['lighthouse-only'])
  throw new Error('--js-only and --lighthouse-only exclude each other');
const chromePath = findChromium();
if (!chromePath)
  throw new Error('No Chromium found: install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROME_PATH');

// Lighthouse refuses to audit a page answered with status 404, so the not-found page is audited
// as the file a host serves for unknown paths: the same HTML and code, answered with 200.
const NOT_FOUND = '/404.html';

const BUDGET = {
  jsKb: { '/': 90, '/rewards': 90, '/dashboard': 90, '/whitepaper': 110 },
  /** Every chunk `/` loads within its first `landingWindowMs`, the demo's included. */
  landingJsKb: 250,
  landingWindowMs: 6000,
  score: { '/': 98, '/rewards': 100, '/dashboard': 100, '/whitepaper': 100, [NOT_FOUND]: 100 },
  /** Accessibility, best practices and SEO, on every route. */
  categoryScore: 100,
  cls: 0,
  lcpMs: 500,
};

/** Files of the demo's lazy chunk (and what only it imports), from Vite's manifest. */
function demoChunkFiles() {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  const files = new Set();
  for (const entry of Object.values(manifest)) {
    if (entry.isDynamicEntry && entry.src?.includes('features/network-demo/')) files.add(entry.file);
  }
  if (files.size === 0) throw new Error('No lazy network-demo chunk in dist/.vite/manifest.json');
  return files;
}

/** Gzip bytes of JavaScript a visit transfers; on / only what loads before the demo chunk is requested. */
async function measureJs(browser, route, demoFiles) {
  const page = await browser.newPage();
  const scripts = [];
  // Whether each request started before the demo chunk was requested, noted when it starts:
  // responses finish in any order.
  const startedBeforeDemo = new Map();
  let demoStarted = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.slice(1);
    if (demoFiles.has(path)) demoStarted = true;
    startedBeforeDemo.set(request, !demoStarted);
  });
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const path = new URL(request.url()).pathname.slice(1);
    if (demoFiles.has(path)) return;
    const sizes = await request.sizes();
    // Gzip bytes of the script bodies, as the budget is stated; HTTP headers are not counted.
    scripts.push({ path, bytes: sizes.responseBodySize, beforeDemo: startedBeforeDemo.get(request) || route !== '/' });
  });
  await page.goto(BASE + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  const counted = route === '/' ? scripts.filter((s) => s.beforeDemo) : scripts;
  return counted.reduce((sum, s) => sum + s.bytes, 0) / 1024;
}

/** One desktop run: performance figures and the other categories' scores, from the same page load. */
async function runDesktop(route) {
  const lhr = await runLighthouse(BASE + route, {
    chromePath,
    profile: 'desktop',
    categories: Object.keys(CATEGORIES),
  });
  return { ...performanceFigures(lhr), categories: categoryScores(lhr, route) };
}

if (options.build) execSync('npm run build', { stdio: 'inherit' });
const server = await startStaticServer('dist');
const BASE = server.url;

const rows = [];
let failed = false;
const check = (ok) => {
  if (!ok) failed = true;
  return ok ? 'ok' : 'MISSED';
};

const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
const demoFiles = demoChunkFiles();
for (const route of options['lighthouse-only'] ? [] : Object.keys(BUDGET.jsKb)) {
  const kb = median(await Promise.all([0, 1].map(() => measureJs(browser, route, demoFiles))));
  rows.push([
    `JS gzip ${route === '/' ? '/ (before demo chunk)' : route}`,
    `${kb.toFixed(1)} KB`,
    `≤ ${BUDGET.jsKb[route]} KB`,
    check(kb <= BUDGET.jsKb[route]),
  ]);
}
/** Each chunk of the worse of two landing-page loads, printed under the table. */
let landingChunks = [];
if (!options['lighthouse-only']) {
  const loads = [];
  for (let i = 0; i < 2; i += 1) loads.push(await scriptsWithin(browser, `${BASE}/`, BUDGET.landingWindowMs));
  const total = (scripts) => scripts.reduce((sum, s) => sum + s.kb, 0);
  landingChunks = loads.reduce((a, b) => (total(b) > total(a) ? b : a));
  const kb = total(landingChunks);
  rows.push([
    `JS gzip / within ${BUDGET.landingWindowMs / 1000} s (all chunks)`,
    `${kb.toFixed(1)} KB`,
    `≤ ${BUDGET.landingJsKb} KB`,
    check(kb <= BUDGET.landingJsKb),
  ]);
}
if (!options['js-only'] && !options['lighthouse-only'] && options.demo) {
  // The demo draws on SwiftShader here, as in the e2e tests.
  const demoBrowser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS, '--use-angle=swiftshader'],
  });
  const figures = await measureDemo(demoBrowser, BASE, await demoScheduleFacts());
  await demoBrowser.close();
  for (const [figure, value, budget, met] of demoRows(figures))
    rows.push([figure, value, budget, budget ? check(met) : '']);
  // Smoothness against this machine's floor, in both ways a GPU-less browser composites.
  for (const [figure, value, budget, met] of smoothnessRows(await measureSmoothness(BASE, chromePath)))
    rows.push([figure, value, budget, budget ? check(met) : '']);
  // The timeline inspector: the preview redrawn while the demo plays, and a clip of the whole loop.
  for (const [figure, value, budget, met] of timelineRows(await measureTimeline(BASE, chromePath)))
    rows.push([figure, value, budget, budget ? check(met) : '']);
}
await browser.close();

/** The audits a route fails by design and the benchmark leaves out, printed under the table. */
const exceptions = new Set();
/** Every route Lighthouse audits, desktop and mobile alike. */
const LIGHTHOUSE_ROUTES = options['js-only'] ? [] : Object.keys(BUDGET.score);
const routeName = (route) => (route === NOT_FOUND ? 'not-found page' : route);
for (const route of options.desktop ? LIGHTHOUSE_ROUTES : []) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runDesktop(route));
  const score = median(runs.map((r) => r.score));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = Math.max(...runs.map((r) => r.cls));
  rows.push([
    `Lighthouse desktop ${routeName(route)}`,
    String(score),
    `≥ ${BUDGET.score[route]}`,
    check(score >= BUDGET.score[route]),
  ]);
  rows.push([`  LCP ${route}`, `${Math.round(lcp)} ms`, `≤ ${BUDGET.lcpMs} ms`, check(lcp <= BUDGET.lcpMs)]);
  rows.push([`  CLS ${route}`, cls.toFixed(4), `= 0`, check(cls <= BUDGET.cls)]);
  // These do not vary between runs the way timings do: the worst run counts.
  for (const [id, name] of Object.entries(CATEGORIES)) {
    const worst = runs.map((r) => r.categories[id]).reduce((a, b) => (b.score < a.score ? b : a));
    const excused = worst.excused.map(({ audit }) => audit);
    for (const { audit, why } of worst.excused) exceptions.add(`${route}: ${name} leaves out ${audit}, as ${why}.`);
    const shown = excused.length
      ? `${worst.score} (Lighthouse ${worst.lighthouse}, without ${excused.join(', ')})`
      : String(worst.score);
    const failing = worst.failing.length ? ` ${worst.failing.join(', ')}` : '';
    rows.push([
      `  ${name} ${route}`,
      shown,
      `= ${BUDGET.categoryScore}`,
      check(worst.score >= BUDGET.categoryScore) + failing,
    ]);
  }
}
for (const route of options.mobile ? LIGHTHOUSE_ROUTES : []) {
  const runs = await measureMobile(BASE + route, chromePath, RUNS);
  for (const [figure, value, budget, met] of mobileRows(route, routeName(route), runs))
    rows.push([figure, value, budget, budget ? check(met) : '']);
}
await server.close();

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...rows.map((r) => r[i].length), ['figure', 'value', 'budget', ''][i].length),
);
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\n${line(['figure', 'value', 'budget', ''])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
if (landingChunks.length)
  console.log(
    `\nJS / loads within ${BUDGET.landingWindowMs / 1000} s, gzip (no scrolling; the demo chunk loads once the page has painted and the browser is idle):\n` +
      landingChunks.map(({ file, kb }) => `  ${kb.toFixed(1).padStart(6)} KB  ${file}`).join('\n'),
  );
if (options.mobile && LIGHTHOUSE_ROUTES.length) console.log(`\n${MOBILE_NOTE}`);
if (exceptions.size) console.log(`\nBy design, not counted:\n${[...exceptions].map((e) => `  ${e}`).join('\n')}`);
console.log(failed ? '\nSome budgets were missed.' : '\nEvery budget met.');
process.exit(failed ? 1 : 0);
