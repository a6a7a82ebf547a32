// Runs one part of the benchmark on its own (npm run bench prints them all): builds, serves, measures,
// prints the part's rows and exits non-zero when a budget is missed.
// Options: [--no-build] [--runs N] [--dist DIR]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findChromium } from './find-chromium.mjs';
import { startStaticServer } from './static-server.mjs';

/** `measure(baseUrl, chromePath, runs)` resolves to results; `rows(results)` to [figure, value, budget, met]. */
export async function benchAlone({ measure, rows, runs = '3', valueWidth = 62 }) {
  const { values: options } = parseArgs({
    options: {
      build: { type: 'boolean', default: true },
      runs: { type: 'string', default: runs },
      dist: { type: 'string', default: '.dist-bench' },
    },
    allowNegative: true,
  });
  if (options.build) execSync(`node scripts/build-site.mjs --outDir ${options.dist}`, { stdio: 'inherit' });
  const server = await startStaticServer(options.dist);
  let failed = false;
  try {
    for (const [figure, value, budget, met] of rows(
      await measure(server.url, findChromium() ?? undefined, Number(options.runs)),
    )) {
      console.log(`  ${figure.padEnd(34)} ${value.padEnd(valueWidth)} ${budget}${budget && !met ? '  MISSED' : ''}`);
      if (budget && !met) failed = true;
    }
    console.log(failed ? '\nBudget missed.' : '\nAll budgets met.');
  } finally {
    await server.close();
  }
  process.exit(failed ? 1 : 0);
}
