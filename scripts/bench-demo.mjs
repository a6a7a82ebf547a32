// Benchmark of the network demo (issue 3, point 12): builds, serves, and measures full loops in
// headless Chromium on SwiftShader. Prints the figures; exits non-zero when a budget is missed.
// `npm run bench` measures the same figures and prints them in the site's table.
// Usage: npm run bench:demo
import { spawn, execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { demoRows, demoScheduleFacts, measureDemo } from './demo-figures.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4451);
const DIST = '.dist-bench';

const { discreteEvents, loopMs } = await demoScheduleFacts();

console.log('building...');
execSync(`node scripts/build-site.mjs --outDir ${DIST}`, { stdio: 'inherit' });
const server = spawn('node', ['scripts/serve.mjs', DIST, String(PORT)], { detached: true, stdio: 'ignore' });
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [...CHROMIUM_ARGS, '--use-angle=swiftshader'],
});
let failed = false;
try {
  const figures = await measureDemo(browser, base, { discreteEvents, loopMs });
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
  stopServer();
}
process.exit(failed ? 1 : 0);
