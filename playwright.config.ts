import { defineConfig, devices } from '@playwright/test';
import { buildE2eSite, E2E_PREBUILT, e2eOrigin, e2ePort as port, serveE2eSite } from './scripts/test/e2e-site.mjs';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/test/find-chromium.mjs';

// Each run builds the site and serves it, unless the test suite built it already (run-tests.mjs).
const prebuilt = process.env[E2E_PREBUILT] === '1';
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
    // The site behind nginx, over TLS with a certificate made for the run, with the headers it is deployed
    // with: every test runs under the served Content Security Policy.
    baseURL: e2eOrigin,
    ignoreHTTPSErrors: true,
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
    command: prebuilt ? serveE2eSite : `${buildE2eSite} && ${serveE2eSite}`,
    url: e2eOrigin,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // serve-nginx.mjs stops nginx and removes its folder on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 180_000,
    stdout: 'ignore',
  },
});
