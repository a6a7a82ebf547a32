// The scene redraws only what each frame changes and keeps the rest: after playing to any moment,
// its pixels must be exactly those of a whole redraw of that moment (no stale trace of a bubble,
// a line or a pop left behind).
import { test, expect } from './fixtures';
import { openDebugDemo } from './demo-helpers';
import { differingPixels } from './pixels';

for (const view of [
  { name: '1440 px', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  { name: '390 px at DPR 2', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
]) {
  test.describe(`at ${view.name}`, () => {
    test.use({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });

    test('after playing, the canvas is exactly a whole redraw of the moment it stopped at', async ({ page }) => {
      await openDebugDemo(page);
      const canvas = page.locator('#network-demo canvas');
      await canvas.scrollIntoViewIfNeeded();
      await page.getByLabel('Speed').selectOption('4');
      // Through the post's intro, the three layers' lines, pops, bubbles and their collapse, the highlights,
      // in one play from the start: at each stop the canvas equals a whole redraw, so playing on from
      // there is playing on from the start.
      await page.evaluate(() => {
        window.__demo!.seek(0);
        window.__demo!.play();
      });
      for (const stop of [2000, 4300, 8800, 11300, 13900]) {
        await page.waitForFunction((at) => window.__demo!.time() >= at, stop, { timeout: 30_000 });
        await page.evaluate(() => window.__demo!.pause());
        const played = await canvas.screenshot();
        // Opening and closing a card redraws the whole stage at the same moment.
        await page.evaluate(async () => {
          await window.__demo!.inspect('post');
          await window.__demo!.inspect(null);
        });
        const whole = await canvas.screenshot();
        expect(differingPixels(played, whole), `pixels left stale at t = ${stop}`).toBe(0);
        await page.evaluate(() => window.__demo!.play());
      }
    });
  });
}
