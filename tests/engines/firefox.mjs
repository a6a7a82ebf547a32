// Firefox for the cross-engine suite: Debian's Firefox ESR, driven by puppeteer-core over WebDriver
// BiDi. It runs headed (under Xvfb): headless Firefox here has no WebGL at all.
import puppeteer from 'puppeteer-core';
import { FIREFOX } from './browser-paths.mjs';

/** Starts one Firefox; resolves with an engine page (the same shape as webkit.mjs's). */
export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    defaultViewport: null,
    protocolTimeout: 60_000,
  });
  const tab = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    name: 'Firefox',
    async goto(url) {
      await tab.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => tab.evaluate(`(${String(fn)})(...${JSON.stringify(args)})`),
    setViewport: (width, height) => tab.setViewport({ width, height }),
    async screenshot(selector) {
      const target = selector ? await tab.$(selector) : tab;
      return Buffer.from(await target.screenshot({ type: 'png' }));
    },
    async click(selector) {
      await (await tab.$(selector)).click();
    },
    moveMouse: (x, y) => tab.mouse.move(x, y),
    clickAt: (x, y) => tab.mouse.click(x, y),
    async paste() {
      await tab.keyboard.down('Control');
      await tab.keyboard.press('v');
      await tab.keyboard.up('Control');
    },
    close: () => browser.close(),
  };
}
