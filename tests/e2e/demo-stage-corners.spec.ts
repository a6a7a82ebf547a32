// The stage is rounded, but nothing clips the canvas to it (on a CPU compositor a rounded clip blends
// the whole canvas every frame): the scene paints the corners itself, the stage's border along each
// curve and the page beyond it. Its corners must look like the stylesheet's own.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openDebugDemo, seek } from './demo-helpers';
import { decodePng, type Bitmap } from './pixels';
import { STAGE_FRAME } from '../../src/features/network-demo/layout/stage-layout';

const pixel = (image: Bitmap, x: number, y: number) => {
  const i = (y * image.width + x) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
};
const brightness = (rgb: number[]) => rgb[0]! + rgb[1]! + rgb[2]!;
const channelGap = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

/** The canvas's box in device pixels, as a clip of the page's screenshot sees it. */
async function canvasShot(page: Page) {
  const canvas = page.locator('#network-demo canvas');
  return decodePng(await page.screenshot({ clip: (await canvas.boundingBox())! }));
}

/** Each corner's pixels, mirrored so that (0, 0) is the corner itself and (d, d) lies d pixels in along its diagonal. */
function corners(image: Bitmap) {
  const { width, height } = image;
  return [
    { name: 'top left', at: (d: number, e = d) => pixel(image, d, e) },
    { name: 'top right', at: (d: number, e = d) => pixel(image, width - 1 - d, e) },
    { name: 'bottom left', at: (d: number, e = d) => pixel(image, d, height - 1 - e) },
    { name: 'bottom right', at: (d: number, e = d) => pixel(image, width - 1 - d, height - 1 - e) },
  ];
}

for (const view of [
  { name: '1440 px', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, radius: STAGE_FRAME.radiusPx },
  {
    name: '390 px at DPR 2',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    radius: STAGE_FRAME.compactRadiusPx,
  },
]) {
  test.describe(`at ${view.name}`, () => {
    test.use({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });

    test('the canvas paints the stage’s rounded corners as the stylesheet draws them', async ({ page }) => {
      await openDebugDemo(page);
      await seek(page, 9300);
      const stage = page.locator('#network-demo-stage');
      await expect(stage).toHaveCSS('border-top-left-radius', `${view.radius}px`);
      await expect(stage, 'nothing clips the canvas to the rounded stage').toHaveCSS('overflow', 'visible');
      const painted = await canvasShot(page);
      // The same box with the canvas hidden: the stage's own background, border and corners.
      await page.locator('#network-demo canvas').evaluate((canvas) => (canvas.style.visibility = 'hidden'));
      const stylesheet = await canvasShot(page);

      const dpr = view.deviceScaleFactor;
      // The canvas fills the stage's padding box: its inner radius is the stage's, less its border.
      const inner = (view.radius - STAGE_FRAME.borderPx) * dpr;
      // Along the diagonal: the corner pixel (the page), the middle of the border's curve, well inside.
      const onBorder = Math.round(inner - (inner + 0.5 * dpr) / Math.SQRT2);
      const inside = Math.round(inner - (inner - 3 * dpr) / Math.SQRT2);
      const cssCorners = corners(stylesheet);
      for (const [i, corner] of corners(painted).entries()) {
        const css = cssCorners[i]!;
        expect(
          channelGap(corner.at(0), css.at(0)),
          `${corner.name}: past the curve, the page (${css.at(0)}), not the stage (${corner.at(0)})`,
        ).toBeLessThanOrEqual(3);
        expect(
          brightness(corner.at(onBorder)) - brightness(corner.at(inside)),
          `${corner.name}: the border along the curve stands out from the stage inside it`,
        ).toBeGreaterThanOrEqual(15);
        expect(
          channelGap(corner.at(onBorder), css.at(onBorder)),
          `${corner.name}: the border's curve where the stylesheet draws it (${css.at(onBorder)} there, ${corner.at(onBorder)} painted)`,
        ).toBeLessThanOrEqual(8);
      }
    });
  });
}
