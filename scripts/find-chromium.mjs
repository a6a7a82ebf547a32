// Finds a Chromium for Playwright: an explicit env variable, Playwright's own browser, then a system one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function playwrightOwnChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** Path of a usable Chromium, or null when none is installed. */
export function findChromium() {
  for (const name of ['CHROME_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    const value = process.env[name];
    if (value) {
      if (!existsSync(value)) throw new Error(`${name}=${value} does not exist`);
      return value;
    }
  }
  return playwrightOwnChromium() ?? SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Flags this machine needs: no sandbox as root, no background traffic, WebGL on SwiftShader. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
];
