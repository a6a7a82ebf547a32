// The bench's `js` part: the gzip JavaScript each route transfers (on `/`, what loads before the
// demo's lazy chunk is requested), and every file `/` loads within its first seconds, as a visitor
// who does not scroll gets it: the demo chunk loads after first paint, when the browser is idle, so
// it counts there where the "before demo chunk" figure leaves it out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Gzip bytes of JavaScript a visit transfers; on / only what loads before the demo chunk is requested. */
async function measureJs(browser, base, route, demoFiles) {
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
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  const counted = route === '/' ? scripts.filter((s) => s.beforeDemo) : scripts;
  return counted.reduce((sum, s) => sum + s.bytes, 0) / 1024;
}

/**
 * Gzip KB of each script requested within `ms` of navigating to `url` (and finished by then plus
 * a grace period), sorted largest first: `[{ file, kb }]`.
 */
async function scriptsWithin(browser, url, ms) {
  const page = await browser.newPage();
  const pending = [];
  let start = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || Date.now() - start > ms) return;
    pending.push(
      request.response().then(async (response) => {
        await response?.finished();
        // A worker's script reports no body size to the page; its Content-Length is the same bytes.
        const bytes =
          (await request.sizes()).responseBodySize || Number((await response?.headerValue('content-length')) ?? 0);
        return { file: new URL(request.url()).pathname.slice(1), kb: bytes / 1024 };
      }),
    );
  });
  start = Date.now();
  await page.goto(url);
  await page.waitForTimeout(Math.max(0, ms - (Date.now() - start)));
  // A file requested just before the deadline still counts in full.
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts.sort((a, b) => b.kb - a.kb);
}

export const jsPart = {
  async measure({ base, dist, withBrowser }) {
    const demoFiles = demoChunkFiles(dist);
    return withBrowser('soft', async (browser) => {
      const rows = [];
      for (const [route, budget] of Object.entries(BUDGET.jsKb)) {
        const kb = median(await Promise.all([0, 1].map(() => measureJs(browser, base, route, demoFiles))));
        rows.push([
          `JS gzip ${route === '/' ? '/ (before demo chunk)' : route}`,
          `${kb.toFixed(1)} KB`,
          `≤ ${budget} KB`,
          kb <= budget,
        ]);
      }
      // The worse of two landing-page loads, each chunk of it listed under the table.
      const loads = [];
      for (let i = 0; i < 2; i += 1) loads.push(await scriptsWithin(browser, `${base}/`, BUDGET.landingWindowMs));
      const total = (scripts) => scripts.reduce((sum, s) => sum + s.kb, 0);
      const chunks = loads.reduce((a, b) => (total(b) > total(a) ? b : a));
      const kb = total(chunks);
      rows.push([
        `JS gzip / within ${BUDGET.landingWindowMs / 1000} s (all chunks)`,
        `${kb.toFixed(1)} KB`,
        `≤ ${BUDGET.landingJsKb} KB`,
        kb <= BUDGET.landingJsKb,
      ]);
      const note =
        `JS / loads within ${BUDGET.landingWindowMs / 1000} s, gzip (no scrolling; the demo chunk loads once the page has painted and the browser is idle):\n` +
        chunks.map(({ file, kb: chunkKb }) => `  ${chunkKb.toFixed(1).padStart(6)} KB  ${file}`).join('\n');
      return { rows, notes: [note] };
    });
  },
};
