// The cross-engine suite: the site in Firefox (Debian's ESR, over WebDriver BiDi) and WebKit
// (WebKitGTK's MiniBrowser, over WebDriver), beside the Playwright suite's Chromium. One browser per
// engine, one tab each, for every check (checks.mjs); the demo's pictures are compared with
// Chromium's of the same moments, drawn by Playwright's Chromium in the same run.
// Usage: node tests/engines/run.mjs [dist-e2e]   (under a display: run-tests.mjs starts it with xvfb-run)
// ENGINES_SHOTS=<dir>: also saves every route at 1440 and 390 px and the demo's moments, per engine.
// ENGINES_SITE=<origin>: checks a running deploy instead of serving [dist-e2e] (site-server.mjs), e.g. the site
// behind `npm run serve:nginx`: ENGINES_SITE=https://localhost:8443 NODE_EXTRA_CA_CERTS=<its cert.pem>.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from '../../scripts/test/find-chromium.mjs';
import * as checks from './checks.mjs';
import { encodePng } from './pictures.mjs';
import { launchFirefox } from './firefox.mjs';
import { startSiteServer } from './site-server.mjs';
import { launchWebkit } from './webkit.mjs';

const dist = process.argv[2] ?? process.env.E2E_DIST ?? 'dist-e2e';
const shots = process.env.ENGINES_SHOTS;
const started = performance.now();
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const save = (name, png) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, name), png);
};

/** Chromium's picture of the demo's canvas at each moment, and its screenshots where asked. */
async function chromiumReferences(origin) {
  const browser = await chromium.launch({ executablePath: findTestChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: checks.DESKTOP });
    const adapter = {
      goto: (url) => page.goto(url).then(() => {}),
      evaluate: (fn, ...args) => page.evaluate(`(${String(fn)})(...${JSON.stringify(args)})`),
      screenshot: (selector) => (selector ? page.locator(selector).screenshot() : page.screenshot()),
    };
    await checks.openDemo(adapter, origin);
    await checks.until(adapter, 'the drawn canvas', () => document.querySelector('#network-demo canvas[data-drawn]'));
    const references = new Map();
    for (const { t } of checks.MOMENTS) {
      await checks.seek(adapter, t);
      const picture = await checks.canvasPicture(adapter);
      references.set(t, picture);
      save(`chromium-demo-${t}.png`, encodePng(picture));
    }
    if (shots)
      await routeShots(
        { ...adapter, name: 'Chromium', setViewport: (width, height) => page.setViewportSize({ width, height }) },
        origin,
      );
    return references;
  } finally {
    await browser.close();
  }
}

/** Every route at 1440 and 390 px, as a visitor sees its top. */
async function routeShots(page, origin) {
  for (const width of [1440, 390]) {
    try {
      await page.setViewport(width, width === 390 ? 844 : 900);
    } catch (error) {
      console.log(`engines: no screenshots at ${width} px in ${page.name}: ${error.message}`);
      continue;
    }
    for (const route of checks.ROUTES) {
      await checks.openRoute(page, origin, route);
      await page.evaluate(() => scrollTo(0, 0));
      await checks.framesShown(page);
      const name = route[0] === '/' ? 'home' : route[0].slice(1);
      try {
        save(`${page.name.toLowerCase()}-${name}-${width}.png`, await page.screenshot());
      } catch (error) {
        console.log(
          `engines: no screenshot of ${route[0]} at ${width} px in ${page.name}: ${error.message.split('\n')[0]}`,
        );
      }
    }
  }
  await page.setViewport(checks.DESKTOP.width, checks.DESKTOP.height);
}

/**
 * WebKit once over every route and the demo's moments, then closed. Under Xvfb, a WebKitGTK window
 * that compiles Mesa's shaders from scratch while it draws its first pages (a new machine, whose
 * ~/.cache/mesa_shader_cache is empty) loses its frames for good: every page after, of any route,
 * is black. This window fills the cache, so the checks' window draws as on a machine that has
 * shown these pages before. (WebKit's shared-memory frames instead of DMA-BUF cured the black but
 * left its screenshots hanging on a busy machine.)
 */
async function warmWebkit(origin) {
  const page = await launchWebkit();
  try {
    await page.setViewport(checks.DESKTOP.width, checks.DESKTOP.height);
    for (const route of checks.ROUTES) await checks.openRoute(page, origin, route);
    await checks.openDemo(page, origin);
    for (const { t } of checks.MOMENTS) await checks.seek(page, t);
    await checks.framesShown(page);
    await page.screenshot();
  } catch (error) {
    // The checks' window meets the same failure and reports it.
    console.log(`engines: WebKit's first window: ${error.message}`);
  } finally {
    await page.close();
  }
}

const ENGINES = [
  ['Firefox', launchFirefox],
  ['WebKit', launchWebkit, warmWebkit],
];

// Stopped (by the test suite on a failure elsewhere, or Ctrl+C), it exits, so that each browser's
// 'exit' handler stops it: a WebKit driver left behind was there when later runs' drivers hung.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const failures = [];
const server = await startSiteServer(dist);
try {
  const referencesStarted = performance.now();
  const references = await chromiumReferences(server.origin);
  console.log(`engines: Chromium's pictures of the demo (${seconds(referencesStarted)})`);
  for (const [name, launch, warm] of ENGINES) {
    const engineStarted = performance.now();
    let page;
    try {
      await warm?.(server.origin);
      page = await launch();
      await page.setViewport(checks.DESKTOP.width, checks.DESKTOP.height);
    } catch (error) {
      failures.push(`${name}: could not start: ${error.message}`);
      console.log(`✘ ${name}: could not start: ${error.message}`);
      continue;
    }
    const steps = [
      ['every route renders its heading, with no page error', () => checks.routesRender(page, server.origin)],
      [
        'the demo at five moments matches Chromium’s picture and the schedule’s stats',
        async () => {
          const differences = await checks.demoMatches(page, server.origin, references, (t, png) =>
            save(`${name.toLowerCase()}-demo-${t}.png`, png),
          );
          return `largest cell difference ${Object.entries(differences)
            .map(([t, d]) => `${t}: ${d}`)
            .join(', ')} (tolerance ${checks.TOLERANCE})`;
        },
      ],
      ['Replay restarts the demo', () => checks.replayRestarts(page)],
      ['a click on a node pins its card beside it', () => checks.nodeClickPinsCard(page, server.origin)],
      ['without WebGL the static view shows the network', () => checks.staticViewWithoutWebgl(page, server.origin)],
      ['the whitepaper’s chart shows values on hover', () => checks.chartShowsValuesOnHover(page, server.origin)],
      ['a copy button copies its command', () => checks.copyButtonCopies(page, server.origin)],
    ];
    if (shots) steps.push(['screenshots of every route', () => routeShots(page, server.origin)]);
    for (const [what, step] of steps) {
      const stepStarted = performance.now();
      try {
        const note = await step();
        console.log(`✔ ${name}: ${what} (${seconds(stepStarted)})${note ? `: ${note}` : ''}`);
      } catch (error) {
        failures.push(`${name}: ${what}: ${error.message}`);
        console.log(`✘ ${name}: ${what} (${seconds(stepStarted)}): ${error.message}`);
      }
    }
    await page.close();
    console.log(`engines: ${name} done (${seconds(engineStarted)})`);
  }
} finally {
  await server.close();
}
console.log(`engines: ${failures.length ? `${failures.length} failed` : 'every check passed'} in ${seconds(started)}`);
process.exit(failures.length ? 1 : 0);
