// Watch Demo brings the demo into view as a visitor needs it: the whole stage and its stats where the
// window is tall enough (the section's heading too where that fits), and else the whole stage, from
// its top, just under the sticky header.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HEADER_BOTTOM = 64;

/** Where the section, the stage and the stats are in the window, in CSS px from its top. */
const positions = (page: Page) =>
  page.evaluate(() => {
    const rect = (id: string) => document.getElementById(id)!.getBoundingClientRect();
    return {
      sectionTop: Math.round(rect('network-demo').top),
      stageTop: Math.round(rect('network-demo-stage').top),
      stageBottom: Math.round(rect('network-demo-stage').bottom),
      statsBottom: Math.round(rect('network-demo-stats').bottom),
    };
  });

// Where it lands, not how: the jump is instant, as it is with reduced motion.
test.use({ reducedMotion: 'reduce' });

for (const [viewport, shows] of [
  [{ width: 390, height: 844 }, 'the stage'],
  [{ width: 1440, height: 900 }, 'the stage'],
  [{ width: 1440, height: 1100 }, 'the stage and its stats'],
  [{ width: 1440, height: 1300 }, 'the section, heading to stats'],
] as const) {
  test(`at ${viewport.width} × ${viewport.height} Watch Demo brings ${shows} into view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    // Just under the header: the section where it fits down to the stats, else the stage.
    const landedOn = shows === 'the section, heading to stats' ? 'sectionTop' : 'stageTop';
    await expect.poll(async () => (await positions(page))[landedOn]).toBe(HEADER_BOTTOM + 16);
    const at = await positions(page);
    expect(at.stageBottom, 'the stage’s bottom in the window').toBeLessThanOrEqual(viewport.height);
    if (shows === 'the stage') expect(at.statsBottom, 'no room for the stats').toBeGreaterThan(viewport.height);
    else expect(at.statsBottom, 'the stats in the window').toBeLessThanOrEqual(viewport.height);
    await expect(page.locator('#network-demo')).toBeFocused();
  });
}
