import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const base = 'http://127.0.0.1:4522';
const [path, ...ids] = process.argv.slice(2);
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(base + path);
  await page.waitForTimeout(1000);
  await page.evaluate(() => { for (const el of document.querySelectorAll('*')) el.style.contentVisibility = 'visible'; });
  for (const sel of ids) {
    const loc = page.locator(sel).first();
    await loc.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await loc.screenshot({ path: `/tmp/shots52/x-${sel.replace(/[^a-z0-9]+/gi, '_')}-${width}.png` });
  }
  await page.close();
}
await browser.close();
