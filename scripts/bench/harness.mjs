// What every part of the benchmark shares: one build, one server, one way to launch Chromium and
// one table. The browser is the full Chromium visitors use (findChromium), not the headless shell the
// e2e tests prefer: frame rates and Lighthouse's figures are what a visitor's browser would give.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../test/find-chromium.mjs';
import { startStaticServer } from '../serve/static-server.mjs';

/**
 * The two ways a browser without a GPU composites: Chromium's own software compositing (what a
 * GPU-less visitor's browser does) and GPU-style compositing emulated on the CPU (ANGLE on SwiftShader).
 */
const COMPOSITING = { soft: [], angle: ['--use-angle=swiftshader'] };

/**
 * Builds `dist` (unless `build` is false), serves it and measures each part in turn: `parts` is a
 * list of [name, part], a part `{ runs?, measure(context) }` resolving to `{ rows, notes? }`, a row
 * `[figure, value, budget, met, detail?]` with budget '' where the figure has none. `runs`, when
 * given, replaces every part's own number of runs. Prints one table, the parts' notes under it, and
 * exits non-zero when a budget is missed or a part fails (after printing what was measured before it).
 */
export async function runBench(parts, { build, dist, runs }) {
  // A part that opens no browser (`browser: false`, the deploy's grade) runs without one.
  const needsBrowser = parts.some(([, part]) => part.browser !== false);
  const chromePath = needsBrowser ? findChromium() : null;
  if (needsBrowser && !chromePath)
    throw new Error('No Chromium found: install one (Debian/Ubuntu: `apt-get install chromium`) or set CHROME_PATH');
  if (build) execFileSync('node', ['scripts/build/build-site.mjs', '--outDir', dist], { stdio: 'inherit' });
  else if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No build in ${dist}: leave out --no-build, or name a built site with --dist DIR`);
  const server = await startStaticServer(dist);
  /** Runs `use(browser)` in a fresh Chromium that composites as `compositing` says, and closes it. */
  const withBrowser = async (compositing, use) => {
    const args = [...CHROMIUM_ARGS, ...COMPOSITING[compositing]];
    const browser = await chromium.launch({ executablePath: chromePath, args });
    try {
      return await use(browser);
    } finally {
      await browser.close();
    }
  };
  const rows = [];
  const notes = [];
  let failure = null;
  try {
    for (const [name, part] of parts) {
      const context = { base: server.url, dist, chromePath, runs: runs ?? part.runs ?? 1, withBrowser };
      console.log(`bench: ${name}${part.runs ? `, ${context.runs} run${context.runs === 1 ? '' : 's'}` : ''}`);
      try {
        const result = await part.measure(context);
        rows.push(...result.rows);
        notes.push(...(result.notes ?? []));
      } catch (error) {
        failure = { name, error };
        break;
      }
    }
  } finally {
    await server.close();
  }
  const missed = printTable(rows, notes);
  if (failure) {
    console.error(`\nThe ${failure.name} part failed:`, failure.error);
    process.exit(1);
  }
  console.log(missed ? '\nSome budgets were missed.' : '\nEvery budget met.');
  process.exit(missed ? 1 : 0);
}

/** Prints the rows as one table with the notes under it; true when a budget was missed. */
function printTable(rows, notes) {
  const cells = rows.map(([figure, value, budget, met, detail = '']) => [
    figure,
    value,
    budget,
    budget ? `${met ? 'ok' : 'MISSED'}${detail}` : '',
  ]);
  const header = ['figure', 'value', 'budget', 'met'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells) console.log(line(row));
  for (const note of notes) console.log(`\n${note}`);
  return rows.some(([, , budget, met]) => budget && !met);
}
