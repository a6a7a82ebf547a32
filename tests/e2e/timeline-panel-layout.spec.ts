// Debug mode's panel laid out: on a phone (its caption, its targets, its rows) and to assistive
// technology at desktop and phone widths (what it does: timeline-inspector.spec.ts).
import type { Page } from '@playwright/test';
import { openDebugDemo, overlapping, panel } from './demo-helpers';
import { axeViolations, WCAG_TAGS } from './axe';
import { expect, test } from './fixtures';

for (const width of [1440, 390]) {
  test(`at ${width} px, with the panel and its lanes open, axe finds no violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openDebugDemo(page, { query: '&t=9300&in=2300&out=8000&lanes=1' });
    await expect(page.getByRole('region', { name: 'Lanes' })).toBeVisible();
    await page.getByText('Keyboard shortcuts', { exact: true }).click();
    await expect(panel(page).locator('dl')).toBeVisible();
    await panel(page).scrollIntoViewIfNeeded();
    expect(await axeViolations(page, { tags: WCAG_TAGS })).toEqual([]);
  });
}

test('at 390 and 360 px the markers’ caption is shown whole, on two lines where one is too short', async ({ page }) => {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await openDebugDemo(page);
    const caption = page.getByText(/^Markers: /);
    await expect(caption).toBeVisible();
    const fits = await caption.evaluate((p) => ({
      across: p.scrollWidth <= p.clientWidth,
      down: p.scrollHeight <= p.clientHeight,
      lines: Math.round(p.clientHeight / parseFloat(getComputedStyle(p).lineHeight)),
    }));
    expect(fits).toEqual({ across: true, down: true, lines: 2 });
  }
});

test('at 390 px the panel fits without sideways scrolling and every target is at least 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openDebugDemo(page, { query: '&t=9300&in=2300&out=8000' });
  await page.getByText('Keyboard shortcuts', { exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const targets = await panel(page)
    .locator('button, select, summary, input')
    .evaluateAll((all) =>
      all.map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { name, width: rect.width, height: rect.height, right: rect.right };
      }),
    );
  // Markers, log entries, both loop ends, the player's buttons, the select, the disclosure, the range.
  expect(targets.length).toBeGreaterThan(9 + 7 + 2 + 3 + 3);
  const small = targets.filter((t) => t.width < 44 || t.height < 44).map((t) => `${t.name} ${t.width}×${t.height}`);
  expect(small).toEqual([]);
  expect(targets.filter((t) => t.right > 390).map((t) => t.name)).toEqual([]);
  const markerBoxes = await page
    .getByRole('list', { name: 'Timeline markers' })
    .getByRole('button')
    .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()));
  expect(overlapping(markerBoxes), 'markers covering each other').toEqual([]);
});

test.describe('the panel’s layout', () => {
  /** Tops of elements, by name, rounded to the pixel. */
  const tops = (page: Page, names: string[]) =>
    Promise.all(
      names.map(async (name) =>
        Math.round((await panel(page).getByRole('button', { name, exact: true }).boundingBox())!.y),
      ),
    );

  test('at 390 px the player’s three buttons share one line, still named Previous event and Next event', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await openDebugDemo(page, { query: '&t=9300' });
    const [previous, play, next] = await tops(page, ['Previous event', 'Play', 'Next event']);
    expect(Math.abs(previous! - play!), 'Previous beside Play').toBeLessThanOrEqual(1);
    expect(Math.abs(next! - play!), 'Next beside Play').toBeLessThanOrEqual(1);
    await expect(panel(page).getByRole('button', { name: 'Next event', exact: true })).toHaveText('Next event');
  });

  test('at 1440 px the loop range’s buttons and the save buttons share one row', async ({ page }) => {
    await openDebugDemo(page, { query: '&t=9300' });
    const [setIn, saveStill, saveClip] = await tops(page, ['Set in', 'Save still', 'Save clip']);
    expect(Math.abs(saveStill! - setIn!)).toBeLessThanOrEqual(1);
    expect(Math.abs(saveClip! - setIn!)).toBeLessThanOrEqual(1);
  });

  test('the Speed select is a pill like the buttons beside it, and its label is set in their type', async ({
    page,
  }) => {
    await openDebugDemo(page, { query: '&t=9300' });
    const select = panel(page).getByRole('combobox', { name: 'Speed' });
    const play = panel(page).getByRole('button', { name: 'Play', exact: true });
    for (const control of [select, play]) {
      const { radius, height } = await control.evaluate((element) => ({
        radius: parseFloat(getComputedStyle(element).borderTopLeftRadius),
        height: element.getBoundingClientRect().height,
      }));
      expect(radius).toBeGreaterThanOrEqual(height / 2);
    }
    const type = (element: Element) => {
      const style = getComputedStyle(element.closest('label') ?? element);
      return `${style.fontSize} ${style.fontWeight}`;
    };
    expect(await select.evaluate(type), 'the label').toBe(await play.evaluate(type));
  });

  test('the event log marks a moment’s rows as one band: no corner cut where two marked rows meet', async ({
    page,
  }) => {
    await openDebugDemo(page, { query: '&t=9300' });
    const corners = await page
      .getByTestId('demo-debug-log')
      .locator('[aria-current="true"]')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const style = getComputedStyle(row);
          return [style.borderTopLeftRadius, style.borderBottomLeftRadius].map((r) => parseFloat(r) > 0);
        }),
      );
    expect(corners.length).toBeGreaterThan(2);
    // Rounded at the band's two ends only.
    expect(corners).toEqual(corners.map((_, i) => [i === 0, i === corners.length - 1]));
  });
});

test.describe('on a 360 px touch screen', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('every control stands inside the panel, the player’s three on one line, the Speed label in the buttons’ type', async ({
    page,
  }) => {
    await openDebugDemo(page, { query: '&t=9300' });
    const inner = await panel(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
    });
    const outside = await panel(page)
      .locator('button, select')
      .evaluateAll(
        (controls, { left, right }) =>
          controls
            .map((control) => ({ name: control.textContent!.trim(), box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < left - 0.5 || box.right > right + 0.5))
            .map(({ name, box }) => `${name}: ${box.left.toFixed(1)}–${box.right.toFixed(1)}`),
        inner,
      );
    expect(outside, `the panel's content runs ${inner.left.toFixed(1)}–${inner.right.toFixed(1)}`).toEqual([]);

    const top = async (name: string) =>
      Math.round((await panel(page).getByRole('button', { name, exact: true }).boundingBox())!.y);
    expect(await top('Previous event')).toBe(await top('Play'));
    expect(await top('Next event')).toBe(await top('Play'));

    const select = panel(page).getByRole('combobox', { name: 'Speed' });
    const play = panel(page).getByRole('button', { name: 'Play', exact: true });
    const size = (element: Element) => parseFloat(getComputedStyle(element.closest('label') ?? element).fontSize);
    expect(await select.evaluate(size), 'the label').toBe(await play.evaluate(size));
    // Under 16 px, a phone's browser zooms the page into the select when it is tapped.
    expect(await select.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
      16,
    );
  });
});
