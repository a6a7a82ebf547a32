// The central post's card in the scene: its border runs unbroken along the bottom edge, with nothing
// drawn on it (a bar of accent colour there read as a rendering fault).
import { test, expect } from './fixtures';
import { openDebugDemo, seek, sceneShot } from './demo-helpers';
import { decodePng, hsv } from './pixels';

test.use({ viewport: { width: 1440, height: 900 } });

test('the post card’s bottom edge carries no bar of colour', async ({ page }) => {
  await openDebugDemo(page);
  await seek(page, 9300);
  const post = (await page.evaluate(() => window.__demo!.boxes())).find((box) => box.kind === 'post')!;
  const shot = decodePng(await sceneShot(page));
  // The shot starts at the stage's corner inset; boxes are in the stage's CSS px (DPR 1).
  const inset = await page
    .locator('#network-demo-stage')
    .evaluate((stage) => Math.ceil(parseFloat(getComputedStyle(stage).borderTopLeftRadius)));
  const left = Math.round(post.x) - inset;
  const bottom = Math.round(post.y + post.height) - inset;
  const cyan: string[] = [];
  let seen = 0;
  // The rows just inside the bottom border, along the card's straight edge.
  for (let y = bottom - 5; y < bottom - 1; y++)
    for (let x = left + 24; x < left + Math.round(post.width) - 24; x++) {
      const at = (y * shot.width + x) * 4;
      const { h, s, v } = hsv([shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!]);
      seen++;
      if (h > 170 && h < 205 && s > 0.4 && v > 0.3) cyan.push(`${x},${y}`);
    }
  expect(seen).toBeGreaterThan(500);
  expect(cyan.slice(0, 5), `${cyan.length} cyan pixels along the card's bottom edge`).toEqual([]);
});
