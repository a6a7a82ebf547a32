// The demo's smoothness against this machine's floor alone (npm run bench prints it with
// everything else): builds, serves, measures both compositing modes at 1440 and 390 px.
// Usage: npm run bench:smooth [-- --no-build] [-- --runs N] [-- --dist DIR]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measureSmoothness, smoothnessRows } from './demo-smoothness.mjs';
import { findChromium } from './find-chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: '.dist-bench' },
  },
  allowNegative: true,
});
if (options.build) execSync(`node scripts/build-site.mjs --outDir ${options.dist}`, { stdio: 'inherit' });
const server = await startStaticServer(options.dist);
let failed = false;
try {
  const rows = smoothnessRows(await measureSmoothness(server.url, findChromium() ?? undefined, Number(options.runs)));
  for (const [figure, value, budget, met] of rows) {
    console.log(`  ${figure.padEnd(34)} ${value.padEnd(62)} ${budget}${budget && !met ? '  MISSED' : ''}`);
    if (budget && !met) failed = true;
  }
  console.log(failed ? '\nBudget missed.' : '\nAll budgets met.');
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
