// One Lighthouse run of a page in a fresh headless Chromium, for the benchmark: with the desktop
// preset, or as Lighthouse's default run, the phone profile (simulated slow 4G, 4× CPU slowdown).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../test/find-chromium.mjs';

// Lighthouse refuses to audit a page answered with status 404, so the not-found page is audited
// as the file a host serves for unknown paths: the same HTML and code, answered with 200.
export const NOT_FOUND = '/404.html';

/** Every route Lighthouse audits, desktop and mobile alike. */
export const LIGHTHOUSE_ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper', NOT_FOUND];

/** A route as the table names it. */
export const routeName = (route) => (route === NOT_FOUND ? 'not-found page' : route);

/**
 * Lighthouse's own word for a trace it failed to record ("Please run Lighthouse again"): a run that
 * ends so says nothing about the page, and is run again, at most RERUNS times.
 */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_FCP_EVENT']);
const RERUNS = 2;

/**
 * The report (LHR) of one run of `url`; `profile` is 'desktop' or 'mobile', `categories` those
 * audited beside performance, from the same page load. `selfSigned`: the server's certificate is the
 * one made for the run (deployed-server.mjs), which no browser knows.
 */
export async function runLighthouse(url, { chromePath, profile, categories = [], selfSigned = false }) {
  if (profile !== 'desktop' && profile !== 'mobile') throw new Error(`Unknown Lighthouse profile ${profile}`);
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS, ...(selfSigned ? ['--ignore-certificate-errors'] : [])];
  for (let rerun = 0; ; rerun += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', ...categories] },
        profile === 'desktop' ? desktopConfig : undefined,
      );
      const { lhr } = result;
      // A failed load still yields a report, with null scores that would read as 0.
      const error = lhr.runtimeError;
      if (!error) return lhr;
      if (!TRACE_FAILURES.has(error.code) || rerun === RERUNS)
        throw new Error(`Lighthouse ${profile} ${url}: ${error.message}`);
      console.log(`bench: Lighthouse ${profile} ${url}: ${error.code}, run again`);
    } finally {
      await chrome.kill();
    }
  }
}

/** The performance figures the benchmark reads from a report: score 0 to 100, times in ms. */
export function performanceFigures(lhr) {
  const { audits, categories } = lhr;
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    tti: audits.interactive.numericValue,
  };
}
