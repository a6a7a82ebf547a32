// Debug mode's Save still and Save clip while the scene is still starting (issue 59, item 9): reached
// by keyboard, with the stage partly scrolled out and its visible part still empty, the panel said
// the scene "is not showing" and a person took the demo for broken. It now says the scene is
// starting, and the buttons work once it has drawn.
import { ATLAS_URL } from '../../src/features/network-demo/render/atlas-grid';
import { expect, test } from './fixtures';

const STARTING = 'The WebGL scene is still starting: stills and clips can be saved once it has drawn.';
const NOT_SHOWING = 'Stills and clips are drawn by the WebGL scene, which is not showing.';

test('while the scene starts the panel says so, not that it is not showing; Save still works once it has drawn', async ({
  page,
}) => {
  // The scene starts once its atlas is in: held here, the demo stays where a slow machine keeps it for seconds.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${ATLAS_URL}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?debug');
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  await expect(timeline).toBeAttached({ timeout: 30_000 });
  // Reached by keyboard, as the person did: Tab from the top of the page until the Timeline has focus.
  for (let presses = 0; presses < 80; presses++) {
    if (await timeline.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(timeline).toBeFocused();
  // Half the stage scrolled out above the viewport, its lower half on screen (where Tab leaves it
  // depends on the viewport and the fonts; the person's page stood so). Scrolled again while the
  // page's sections above still settle their height.
  const stage = page.locator('#network-demo-stage');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const box = document.getElementById('network-demo-stage')!.getBoundingClientRect();
          window.scrollBy({ top: box.top + box.height / 2, behavior: 'instant' });
        });
        const box = (await stage.boundingBox())!;
        return box.y < 0 && box.y + box.height > 0;
      },
      { message: 'the stage is partly scrolled out, partly on screen' },
    )
    .toBe(true);
  await expect(timeline, 'focus stays where the keyboard put it').toBeFocused();

  const saveStill = page.getByRole('button', { name: 'Save still' });
  await expect(saveStill).toBeDisabled();
  await expect(page.getByText(STARTING)).toBeVisible();
  await expect(page.getByText(NOT_SHOWING)).toHaveCount(0);

  release();
  await expect(page.locator('#network-demo canvas[data-drawn]')).toBeAttached({ timeout: 30_000 });
  await expect(saveStill).toBeEnabled();
  await expect(page.getByText(STARTING)).toHaveCount(0);
  await expect(page.getByText(NOT_SHOWING)).toHaveCount(0);
});
