import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium.mjs';

// Each run builds and pre-renders the production bundle in e2e mode (adds test-only routes) and serves it
// the way a static host does (404.html for unknown paths).
// E2E_PORT and E2E_DIST let several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 4317);
const dist = process.env.E2E_DIST ?? 'dist-e2e';
const executablePath = findTestChromium() ?? undefined;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so parallel runs on one machine do not clean each other's artifacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try has failed.
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test's duration lands in results.json, to find where a slow run spends its time.
  reporter: [['list'], ['json', { outputFile: `test-results/${port}/results.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // CI keeps no artifacts, so recording a trace of every test there only costs time; locally a
    // failing test leaves its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // Each worker keeps one browser context and tab and Playwright resets it between tests (pages,
  // routes, init scripts, the clock, storage, viewport), as its UI mode does; a test whose options
  // differ (viewport, touch, JavaScript off) gets a context of its own. A context and a tab per test
  // cost seconds of CPU each on 2 cores.
  projects: [{ name: 'chromium', use: { ...desktop, reuseContext: true } }],
  webServer: {
    command: `node scripts/build-site.mjs --mode e2e --outDir ${dist} && node scripts/serve.mjs ${dist} ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
