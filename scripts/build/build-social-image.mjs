// Draws the social card (assets/social-card.png, the og:image of every page) from the real scene:
// builds and serves the site, opens the demo in debug mode, pauses it once the network is finished,
// captures the canvas, and sets it beside the product name and pitch in a 1200 x 630 layout.
// The PNG is committed; run this again when the demo or the name changes.
// Usage: npm run build:social-image [-- --dist <built site>]   (needs Chromium and fonts-noto-color-emoji)
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../test/find-chromium.mjs';
import { loadAppModules } from './load-app-modules.mjs';
import { startStaticServer } from '../serve/static-server.mjs';

const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });

const { siteImages, product, netuid } = await loadAppModules('siteImages', 'product', 'netuid');
const { SOCIAL_IMAGE } = siteImages;
const { PRODUCT_NAME, PRODUCT_PITCH } = product;
// Committed once for every build, the card names no subnet id (the pill's text while it is unannounced).
const SUBNET_NAME = netuid.subnetName(null);

/** A moment of the loop when every node is revealed, every reaction shown and the celebrities ringed. */
const FINISHED_AT_MS = 14_000;
// At this width the demo uses its compact stage, about as wide as it is tall (which suits the card's
// right-hand side) and with its nodes at their largest relative to it, so they still read when a feed
// shows the card 500 px wide. Drawn at twice the pixels so it stays sharp when scaled into the card.
const STAGE_VIEWPORT = { width: 660, height: 900 };
const CAPTURE_SCALE = 2;

const dist = options.dist ?? '.dist-social';
if (!options.dist) execFileSync('node', ['scripts/build/build-site.mjs', '--outDir', dist], { stdio: 'inherit' });
const server = await startStaticServer(dist);
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });

try {
  const network = await captureFinishedNetwork();
  const png = await composeCard(network);
  console.log(
    `social image: assets${SOCIAL_IMAGE.path} (${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}, ${(png.length / 1024).toFixed(0)} KB)`,
  );
} finally {
  await browser.close();
  await server.close();
  if (!options.dist) await rm(dist, { recursive: true, force: true });
}

/** The demo's canvas at the finished moment, on a transparent background, as a PNG. */
async function captureFinishedNetwork() {
  const page = await browser.newPage({ viewport: STAGE_VIEWPORT, deviceScaleFactor: CAPTURE_SCALE });
  page.on('pageerror', (error) => console.error(`demo page error: ${error.message}`));
  await page.goto(`${server.url}/?debug`);
  await page.waitForFunction(() => typeof window.__demo?.seek === 'function', null, { timeout: 60_000 });
  // The scene's canvas, once it has drawn its first frame.
  const canvas = page.locator('#network-demo canvas[data-drawn]');
  await canvas.waitFor({ state: 'visible', timeout: 60_000 });
  // Resolves once the canvas shows the moment: the scene may draw in a worker, frames after the clock.
  await page.evaluate(async (t) => {
    await window.__demo.pause();
    await window.__demo.seek(t);
  }, FINISHED_AT_MS);
  // The stage's own backdrop (gradient, border, shadow) is the page's, not the scene's: the card draws its own.
  await canvas.evaluate((element) => {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      node.style.setProperty('background', 'transparent', 'important');
      node.style.setProperty('border-color', 'transparent', 'important');
      node.style.setProperty('box-shadow', 'none', 'important');
    }
  });
  // The backdrop's change reaches the screen in the next frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const state = await page.evaluate(() => window.__demo.state());
  const finished =
    state.revealed.length > 0 &&
    state.revealed.every((id) => state.bubbles[id] === 'emoji') &&
    state.highlighted.length > 0;
  if (!finished)
    throw new Error(`At t = ${FINISHED_AT_MS} ms the network is not finished: ${JSON.stringify(state).slice(0, 300)}`);
  const png = await canvas.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

/** The card: name and pitch on the left, the network on the right, in the site's colours and typeface. */
async function composeCard(network) {
  const require = createRequire(import.meta.url);
  const inter = await readFile(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  const favicon = await readFile('assets/favicon.svg');
  const dataUrl = (type, bytes) => `data:${type};base64,${bytes.toString('base64')}`;
  const { width, height } = SOCIAL_IMAGE;

  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><head><style>
    @font-face { font-family: Inter; src: url(${dataUrl('font/woff2', inter)}) format('woff2'); font-weight: 100 900; }
    * { box-sizing: border-box; margin: 0; }
    body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: Inter, sans-serif; color: #e9edf5; background: #06080e; }
    /* Full height at the right edge; its left edge fades into the card, whose colour is that of the
       scene's own backdrop there (set below). */
    .network { position: absolute; top: 0; right: 0; height: ${height}px; mask-image: linear-gradient(to right, transparent, black 32px); }
    .text { position: absolute; left: 72px; top: 0; bottom: 0; width: 500px; display: flex; flex-direction: column; justify-content: center; gap: 26px; }
    .eyebrow { color: #2fd4f0; font-size: 26px; font-weight: 600; letter-spacing: 0.1em; text-transform: uppercase; }
    .name { display: flex; align-items: center; gap: 22px; font-size: 96px; font-weight: 800; letter-spacing: -0.035em; line-height: 1; }
    .name img { width: 84px; height: 84px; }
    .pitch { font-size: 60px; font-weight: 700; line-height: 1.08; letter-spacing: -0.02em;
      background: linear-gradient(120deg, #a996ff 0%, #2fd4f0 100%); -webkit-background-clip: text; background-clip: text; color: transparent; }
    .pitch::first-letter { text-transform: uppercase; }
  </style></head><body>
    <img class="network" src="${dataUrl('image/png', network)}" alt="">
    <div class="text">
      <p class="eyebrow">${SUBNET_NAME}</p>
      <h1 class="name"><img src="${dataUrl('image/svg+xml', favicon)}" alt="">${PRODUCT_NAME}</h1>
      <p class="pitch">${PRODUCT_PITCH}</p>
    </div>
  </body></html>`);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode()));
    // The card takes the colours of the scene's backdrop just inside its left edge (darker towards the
    // bottom), top to bottom, so no seam shows where they meet.
    const network = document.querySelector('.network');
    const probe = document.createElement('canvas').getContext('2d');
    probe.canvas.height = network.naturalHeight;
    probe.drawImage(network, 0, 0);
    // Clear of the stage's rounded corners.
    const stops = [0.1, 0.3, 0.5, 0.7, 0.9].map((at) => {
      const [r, g, b] = probe.getImageData(8, at * network.naturalHeight, 1, 1).data;
      return `rgb(${r} ${g} ${b}) ${at * 100}%`;
    });
    document.body.style.background = `linear-gradient(${stops.join(', ')})`;
  });
  const png = await page.screenshot({ path: `assets${SOCIAL_IMAGE.path}`, clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}
