// The bench's `js` part: the JavaScript each route loads (on `/`, what loads before the demo's lazy
// chunk is requested), and every file `/` loads within its first seconds, as a visitor who does not
// scroll gets it: the demo chunk loads after first paint, when the browser is idle, so it counts
// there where the "before demo chunk" figure leaves it out. Sizes are the files' as served: gzip (the
// budgets' measure: the build's own .gz copy) and brotli beside it (the same bytes at quality 11).
// And the scripts the scene's worker loads and evaluates.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { recordScripts, SCENE_WORKER_SCRIPT } from '../../tests/e2e/demo-page.mjs';
import { median } from './statistics.mjs';

const BUDGET = {
  jsKb: { '/': 90, '/rewards': 90, '/dashboard': 90, '/whitepaper': 110 },
  /** Every chunk `/` loads within its first `landingWindowMs`, the demo's included. */
  landingJsKb: 250,
  landingWindowMs: 6000,
};

/** Files of the demo's lazy chunk (and what only it imports), from Vite's manifest. */
function demoChunkFiles(dist) {
  const path = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  const files = new Set();
  for (const entry of Object.values(manifest)) {
    if (entry.isDynamicEntry && entry.src?.includes('features/network-demo/')) files.add(entry.file);
  }
  if (files.size === 0) throw new Error(`No lazy network-demo chunk in ${path}`);
  return files;
}

/**
 * KB of each built file as the server sends it, `{ gzip, br }`: gzip is the build's .gz copy (zlib's
 * best where the build made none), brotli the same bytes compressed at quality 11. HTTP headers are
 * not counted. Each file is read and compressed once.
 */
function servedSizes(dist) {
  const known = new Map();
  return (path) => {
    if (!known.has(path)) {
      const file = join(dist, path);
      const body = readFileSync(file);
      const gzip = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(body, { level: 9 }).length;
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      known.set(path, { gzip: gzip / 1024, br: br / 1024 });
    }
    return known.get(path);
  };
}

const pathOf = (url) => new URL(url).pathname.slice(1);
const sum = (sizes) =>
  sizes.reduce((total, s) => ({ gzip: total.gzip + s.gzip, br: total.br + s.br }), { gzip: 0, br: 0 });
const kb = ({ gzip, br }) => `${gzip.toFixed(1)} KB (br ${br.toFixed(1)})`;
const listed = (files, sizeOf) =>
  files
    .map((file) => ({ file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip)
    .map(({ file, gzip, br }) => `  ${gzip.toFixed(1).padStart(6)} KB  ${br.toFixed(1).padStart(6)} KB  ${file}`)
    .join('\n');

/** The files a visit loads; on / only those requested before the demo chunk is. */
async function measureJs(browser, base, route, demoFiles) {
  const page = await browser.newPage();
  const files = new Set();
  let demoStarted = false;
  page.on('request', (request) => {
    if (route === '/' && demoFiles.has(pathOf(request.url()))) demoStarted = true;
    if (request.resourceType() === 'script' && !demoStarted) files.add(pathOf(request.url()));
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return [...files];
}

/**
 * The scripts requested within `ms` of navigating to `url`, each file once (the HTTP cache serves
 * any file asked for again), and those the page's workers loaded: `{ files, workers }`, paths.
 */
async function scriptsWithin(browser, url, ms) {
  const page = await browser.newPage();
  const files = new Set();
  let start = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && Date.now() - start <= ms) files.add(pathOf(request.url()));
  });
  const recorded = await recordScripts(page);
  start = Date.now();
  await page.goto(url);
  await page.waitForTimeout(Math.max(0, ms - (Date.now() - start)));
  await page.waitForLoadState('networkidle');
  const { workers } = await recorded();
  await page.close();
  return { files: [...files], workers: workers.map(pathOf) };
}

export const jsPart = {
  async measure({ base, dist, withBrowser }) {
    const demoFiles = demoChunkFiles(dist);
    const sizeOf = servedSizes(dist);
    return withBrowser('soft', async (browser) => {
      const rows = [];
      for (const [route, budget] of Object.entries(BUDGET.jsKb)) {
        const loads = [];
        for (let i = 0; i < 2; i += 1) loads.push(sum((await measureJs(browser, base, route, demoFiles)).map(sizeOf)));
        const size = { gzip: median(loads.map((s) => s.gzip)), br: median(loads.map((s) => s.br)) };
        rows.push([
          `JS gzip ${route === '/' ? '/ (before demo chunk)' : route}`,
          kb(size),
          `≤ ${budget} KB`,
          size.gzip <= budget,
        ]);
      }
      // The worse of two landing-page loads, each chunk of it listed under the table.
      const loads = [];
      for (let i = 0; i < 2; i += 1) loads.push(await scriptsWithin(browser, `${base}/`, BUDGET.landingWindowMs));
      const total = ({ files }) => sum(files.map(sizeOf));
      const worse = loads.reduce((a, b) => (total(b).gzip > total(a).gzip ? b : a));
      const size = total(worse);
      rows.push([
        `JS gzip / within ${BUDGET.landingWindowMs / 1000} s (all chunks)`,
        kb(size),
        `≤ ${BUDGET.landingJsKb} KB`,
        size.gzip <= BUDGET.landingJsKb,
      ]);
      // What the scene's worker evaluates: its own chunk and every chunk that one imports, whether
      // the HTTP cache or the network serves them.
      const worker = worse.workers.filter((file, i, all) => all.indexOf(file) === i);
      if (!worker.some((file) => SCENE_WORKER_SCRIPT.test(`/${file}`)))
        throw new Error(`The scene's worker did not start on / (its scripts: ${worker.join(', ') || 'none'})`);
      rows.push([`JS gzip the scene's worker evaluates`, kb(sum(worker.map(sizeOf))), '', true]);
      const notes = [
        `JS / loads within ${BUDGET.landingWindowMs / 1000} s, gzip and brotli (no scrolling; the demo chunk loads once the page has painted and the browser is idle):\n` +
          listed(worse.files, sizeOf),
        `JS the scene's worker loads and evaluates, gzip and brotli (files the page has loaded already come from the HTTP cache):\n` +
          listed(worker, sizeOf),
      ];
      return { rows, notes };
    });
  },
};
