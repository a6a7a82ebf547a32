// The whitepaper's finish: the contents follow the section being read, nothing under the sticky
// header glows through it, and every link off the site says it opens a new tab, with the same icon.
import type { Page } from '@playwright/test';
import { expect, test, untilStill } from './fixtures';
import { decodePng } from './pixels';

const contents = (page: Page) => page.getByRole('navigation', { name: 'Table of contents' });

/** Scrolls so that the section `id`'s top stands `y` px from the window's top. */
const sectionTopAt = (page: Page, id: string, y: number) =>
  page.locator(`#${id}`).evaluate((element, at) => {
    window.scrollBy({ top: element.getBoundingClientRect().top - at, behavior: 'instant' });
  }, y);

test.describe('the contents', () => {
  test('mark the next section once its heading is well into view, though the last one still fills the top', async ({
    page,
  }) => {
    await page.goto('/whitepaper');
    // At 900 px, section 8's heading 40% down; section 7's end above it, over the reading band's top.
    await sectionTopAt(page, 'roadmap', 360);
    await expect(contents(page).getByRole('link', { name: 'Future Development', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(contents(page).locator('[aria-current="true"]')).toHaveCount(1);
    // Its heading below the window's middle: section 7 is still the one being read.
    await sectionTopAt(page, 'roadmap', 600);
    await expect(contents(page).getByRole('link', { name: 'Technical Architecture', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('the distribution pie under the sticky header does not glow through it', async ({ page }) => {
  await page.goto('/whitepaper');
  const pie = page.getByTestId('pie-chart');
  // The pie's middle under the header's, once the sections above it have rendered and it has drawn.
  const centreUnderHeader = () =>
    pie.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      window.scrollBy({ top: rect.top + rect.height / 2 - 32, behavior: 'instant' });
    });
  await centreUnderHeader();
  await untilStill(pie);
  await centreUnderHeader();
  await untilStill(pie);
  // The header changes its look once the page scrolls; its transition over too.
  await untilStill(page.getByRole('banner'));
  const box = (await pie.boundingBox())!;
  expect(box.y).toBeLessThan(0);
  // The header's strip over the pie (off its links, between the logo and the navigation) against
  // the same strip over the page's plain background at the left edge.
  const shot = decodePng(await page.screenshot({ clip: { x: 0, y: 2, width: 1440, height: 60 } }));
  const brightest = (fromX: number, toX: number) => {
    let max = 0;
    for (let y = 0; y < shot.height; y++)
      for (let x = fromX; x < toX; x++) {
        const i = (y * shot.width + x) * 4;
        max = Math.max(max, shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!);
      }
    return max;
  };
  const plain = brightest(0, 100);
  const overPie = brightest(Math.round(box.x + box.width * 0.2), Math.round(box.x + box.width * 0.5));
  expect(overPie - plain, `the header over the pie (brightest ${overPie}) against plain (${plain})`).toBeLessThan(16);
});

for (const path of ['/whitepaper', '/', '/dashboard']) {
  test(`on ${path} every link off the site opens a new tab and says so, with the same icon`, async ({ page }) => {
    await page.goto(path);
    const outside = page.locator('a[href^="http"]:not([href*="127.0.0.1"])');
    await expect(outside.first()).toBeAttached();
    for (const link of await outside.all()) {
      const href = await link.getAttribute('href');
      await expect(link, href!).toHaveAttribute('target', '_blank');
      await expect(link, href!).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link, href!).toHaveAccessibleName(/ \(opens in a new tab\)$/);
      await expect(link.locator('svg.lucide-external-link'), href!).toHaveCount(1);
    }
  });
}
