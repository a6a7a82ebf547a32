// Draws the demo's texture atlas offline: illustrated avatar portraits (SVG) and the emotion
// emoji (Noto Color Emoji) rendered in headless Chromium, saved as assets/demo/demo-atlas.png.
// Cells sit on the fixed grid of atlas-grid.ts, so no map of cells is written. The PNG is committed.
// Usage: npm run build:demo-atlas   (needs Chromium and fonts-noto-color-emoji)
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../test/find-chromium.mjs';
import { loadAppModules } from './load-app-modules.mjs';

const { atlasGrid: grid, demoNodes: nodes } = await loadAppModules('atlasGrid', 'demoNodes');

const cells = grid.atlasCells();
const SKIN = ['#f1c7a5', '#e0a57e', '#c98b62', '#a9704b', '#8a5536', '#5e3a24', '#f5d3b8', '#d19a74'];
const HAIR = ['#1d1a22', '#3b2a20', '#6b4226', '#a0682f', '#d9b25f', '#8c8f99', '#b23a48', '#2e3a8c'];
const SHIRT = ['#8b7bff', '#2fd4f0', '#3ddc97', '#f5b94f', '#ff6b81', '#5b6bff', '#c084fc', '#22c3a6'];
const BG = [
  ['#2a2060', '#123a52'],
  ['#1b2d52', '#3a1f55'],
  ['#173f3f', '#1c2450'],
  ['#3a2340', '#1a3350'],
];

function portrait(i, size) {
  const pick = (list, salt) => list[(i * 7 + salt * 3 + Math.floor(i / 3)) % list.length];
  const [bg1, bg2] = BG[i % BG.length];
  const skin = pick(SKIN, 1);
  const hair = pick(HAIR, 2);
  const shirt = pick(SHIRT, 5);
  const style = i % 5;
  const hairShapes = [
    '<path d="M28 42 C28 22 68 22 68 42 C64 32 32 32 28 42Z"/>',
    '<path d="M26 46 C22 18 74 18 70 46 L70 60 C66 40 30 40 26 60Z"/>',
    '<circle cx="48" cy="25" r="9"/><path d="M29 40 C30 26 66 26 67 40 C60 33 36 33 29 40Z"/>',
    '<path d="M27 44 C26 24 70 22 69 44 C62 30 40 36 27 44Z"/><path d="M27 44 L24 70 L32 70Z"/><path d="M69 44 L72 70 L64 70Z"/>',
    '<path d="M30 38 C34 26 62 26 66 38 C56 34 40 34 30 38Z"/>',
  ];
  const glasses =
    i % 4 === 1
      ? '<g fill="none" stroke="#0b0f19" stroke-width="2.2"><circle cx="40" cy="45" r="6"/><circle cx="56" cy="45" r="6"/><path d="M46 45h4"/></g>'
      : '';
  const beard = i % 6 === 2 ? `<path d="M36 52 C38 66 58 66 60 52 C56 58 40 58 36 52Z" fill="${hair}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
    <defs><linearGradient id="g${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
    <clipPath id="c${i}"><circle cx="48" cy="48" r="47"/></clipPath></defs>
    <g clip-path="url(#c${i})"><rect width="96" height="96" fill="url(#g${i})"/>
    <path d="M14 100 C16 74 32 68 48 68 C64 68 80 74 82 100Z" fill="${shirt}"/>
    <rect x="42" y="56" width="12" height="14" rx="5" fill="${skin}" filter="brightness(0.9)"/>
    <ellipse cx="48" cy="45" rx="18" ry="20" fill="${skin}"/>
    <g fill="${hair}">${hairShapes[style]}</g>${beard}${glasses}
    <circle cx="41" cy="46" r="1.8" fill="#1a1420"/><circle cx="55" cy="46" r="1.8" fill="#1a1420"/>
    <path d="M42 55 Q48 59 54 55" fill="none" stroke="#6b3434" stroke-width="1.6" stroke-linecap="round"/></g></svg>`;
}

const author = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
  <defs><linearGradient id="ga" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b7bff"/><stop offset="1" stop-color="#2fd4f0"/></linearGradient></defs>
  <circle cx="48" cy="48" r="47" fill="url(#ga)"/>
  <path d="M30 70 L48 24 L66 70" fill="none" stroke="#0a0718" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M36 56 H60" stroke="#0a0718" stroke-width="7" stroke-linecap="round"/>
  <circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/></svg>`;

const html = [];
grid.AVATAR_CELLS.forEach((name, i) => {
  const f = cells[name];
  const svg = i === 0 ? author(f.w) : portrait(i, f.w);
  html.push(`<div style="position:absolute;left:${f.x}px;top:${f.y}px;width:${f.w}px;height:${f.h}px">${svg}</div>`);
});
for (const [emotion, char] of Object.entries(nodes.EMOTION_EMOJI)) {
  const f = cells[grid.emojiCellName(emotion)];
  html.push(
    `<div style="position:absolute;left:${f.x}px;top:${f.y}px;width:${f.w}px;height:${f.h}px;display:grid;place-items:center;font:${Math.round(f.h * 0.8)}px/1 'Noto Color Emoji'">${char}</div>`,
  );
}

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: grid.ATLAS_SIZE.width, height: grid.ATLAS_SIZE.height } });
await page.setContent(
  `<html><body style="margin:0;background:transparent"><div id="atlas" style="position:relative;width:${grid.ATLAS_SIZE.width}px;height:${grid.ATLAS_SIZE.height}px">${html.join('')}</div></body></html>`,
);
await page.evaluate(() => document.fonts.ready);
await page.locator('#atlas').screenshot({ path: 'assets/demo/demo-atlas.png', omitBackground: true });
await browser.close();
console.log(`atlas: ${Object.keys(cells).length} cells, ${grid.ATLAS_SIZE.width}x${grid.ATLAS_SIZE.height}`);
