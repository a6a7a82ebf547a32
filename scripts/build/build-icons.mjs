// Draws the app icons (web app manifest and apple-touch-icon) from assets/favicon.svg in headless
// Chromium, at the paths and sizes src/app/site-images.ts declares. The PNGs are committed.
// "any" icons are the favicon as it is; maskable and Apple icons are full-bleed in the favicon's tile
// colour, the mark inside the central circle that platforms never crop (80% of the width).
// Usage: npm run build:icons   (needs Chromium)
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../test/find-chromium.mjs';
import { loadAppModules } from './load-app-modules.mjs';

const { APP_ICONS, APPLE_TOUCH_ICON } = (await loadAppModules('siteImages')).siteImages;

const favicon = await readFile('assets/favicon.svg', 'utf8');
const tile = favicon.match(/<rect[^>]*\sfill="(#[0-9a-fA-F]{3,8})"/)?.[1];
if (!tile) throw new Error('assets/favicon.svg has no <rect fill="#…"> tile to take the background colour from');
const faviconUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

// The mark reaches 76% of the way from the centre to the edge; scaled so it sits well inside the safe zone.
const FULL_BLEED_MARK_SCALE = { maskable: 0.84, apple: 0.9 };
const icons = [
  ...APP_ICONS.map((icon) => ({ ...icon, fullBleed: icon.purpose === 'maskable' ? 'maskable' : null })),
  { ...APPLE_TOUCH_ICON, fullBleed: 'apple' },
];

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 600, height: 600 }, deviceScaleFactor: 1 });
for (const { path, width, height, fullBleed } of icons) {
  const scale = fullBleed ? FULL_BLEED_MARK_SCALE[fullBleed] : 1;
  await page.setContent(
    `<html><body style="margin:0;background:transparent">
      <div id="icon" style="width:${width}px;height:${height}px;display:grid;place-items:center;background:${fullBleed ? tile : 'transparent'}">
        <img src="${faviconUrl}" alt="" style="width:${width * scale}px;height:${height * scale}px;display:block">
      </div></body></html>`,
  );
  await page.locator('#icon img').evaluate((img) => img.decode());
  await page.locator('#icon').screenshot({ path: `assets${path}`, omitBackground: !fullBleed });
  console.log(`icon: assets${path} (${width}x${height}${fullBleed ? `, full-bleed for ${fullBleed}` : ''})`);
}
await browser.close();
