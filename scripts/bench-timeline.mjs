// The timeline inspector's costs alone (npm run bench prints them with everything else): the
// preview redrawn while the demo plays, and a clip of the whole loop. Both compositing modes.
// Usage: npm run bench:timeline [-- --no-build] [-- --runs N] [-- --dist DIR]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findChromium } from './find-chromium.mjs';
import { startStaticServer } from './static-server.mjs';
import { measureTimeline, timelineRows } from './timeline-figures.mjs';

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '1' },
    dist: { type: 'string', default: '.dist-bench' },
  },
  allowNegative: true,
});
if (options.build) execSync(`node scripts/build-site.mjs --outDir ${options.dist}`, { stdio: 'inherit' });
const server = await startStaticServer(options.dist);
let failed = false;
try {
  for (const [figure, value, budget, met] of timelineRows(
    await measureTimeline(server.url, findChromium() ?? undefined, Number(options.runs)),
  )) {
    console.log(`  ${figure.padEnd(34)} ${value.padEnd(72)} ${budget}${budget && !met ? '  MISSED' : ''}`);
    if (budget && !met) failed = true;
  }
  console.log(failed ? '\nBudget missed.' : '\nAll budgets met.');
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
