// Benchmark of the network demo alone: builds, serves, and measures full loops in headless
// Chromium on SwiftShader. Prints the figures; exits non-zero when a budget is missed.
// `npm run bench` measures the same figures and prints them in the site's table.
// Usage: npm run bench:demo [-- --no-build]
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { demoRows, demoScheduleFacts, measureDemo } from './demo-figures.mjs';
import { startStaticServer } from './static-server.mjs';

const { values: options } = parseArgs({ options: { build: { type: 'boolean', default: true } }, allowNegative: true });
const DIST = '.dist-bench';

const { discreteEvents, loopMs } = await demoScheduleFacts();

if (options.build) execSync(`node scripts/build-site.mjs --outDir ${DIST}`, { stdio: 'inherit' });
const server = await startStaticServer(DIST);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...CHROMIUM_ARGS, '--use-angle=swiftshader'],
});
let failed = false;
try {
  const figures = await measureDemo(browser, server.url, { discreteEvents, loopMs });
  console.log(
    `\nNetwork demo benchmark (headless Chromium, SwiftShader, 1440x900, ${figures.frames} frames in one ${loopMs} ms loop)`,
  );
  for (const [figure, value, budget, met] of demoRows(figures)) {
    console.log(`  ${figure.padEnd(40)} ${value.padEnd(20)} ${budget ? `${budget}${met ? '' : '  MISSED'}` : ''}`);
    if (budget && !met) failed = true;
  }
  console.log(failed ? '\nBudget missed.' : '\nAll budgets met.');
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
