// The explorable worked example's loading and address: its code only once the reader reaches for it
// (or the address names an example), the state shared through ?example=, a hostile address turned
// into the default with a warning, and axe clean while live.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { EDITOR_CHUNK, example, expectScores, follower, openEditor, roundScore } from './whitepaper-example-helpers';

/** Every request for the editor's chunk the page makes from now on. */
function editorRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (EDITOR_CHUNK.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

test('the editor’s code is not loaded until the reader presses Edit this example', async ({ page }) => {
  const requests = editorRequests(page);
  await page.goto('/whitepaper');
  await example(page).scrollIntoViewIfNeeded();
  // The chart below the example loads as it nears the screen: by then the page has fetched what it will.
  await page.getByTestId('line-chart').first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('line-chart').first().locator('canvas')).toHaveCount(1);
  expect(requests).toEqual([]);
  await expect(example(page)).not.toHaveAttribute('data-live');
  await openEditor(page, page.url());
  expect(requests).toHaveLength(1);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the static table, and no Edit control that could not work', async ({ page }) => {
    await page.goto('/whitepaper?example=1~solo.1.1.1.1.1.1');
    await expect(roundScore(page)).toHaveText('0.608');
    await expect(example(page).locator('tbody th').first()).toHaveText('@defi_daria');
    await expect(page.getByRole('button', { name: 'Edit this example' })).toBeHidden();
  });
});

test('an edit goes into the address; the address opens the same example by itself; Reset clears it', async ({
  page,
}) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Bought followers' }).click();
  const spam = follower(page, 'celeb_max').getByRole('slider', { name: 'Spam penalty' });
  await spam.focus();
  await page.keyboard.press('End');
  // celeb_max's base score is now 0: four bases remain of 0.2 × 0.4 × 0.5, 0.25 × 0.45 × 0.5, …
  await expectScores(page, '0.041', '0.562');
  // 4,800,000 followers in base 36, engagement in hundredths of a percent, the rest in hundredths.
  await expect(page).toHaveURL(/\?example=1~celeb_max\.2uvpc\.10\.18\.15\.100\.3~star_sky\./);

  const requests = editorRequests(page);
  await page.goto(page.url());
  await expect(example(page)).toHaveAttribute('data-live', '');
  expect(requests).toHaveLength(1);
  await expect(spam).toHaveAttribute('aria-valuetext', '1.00, all');
  await expect(roundScore(page)).toHaveText('0.041');
  // Opened by the address, not by the reader: the focus stays where the page put it.
  await expect(example(page).locator(':focus')).toHaveCount(0);
  // The address is a link to the example: the page lands on it, and its chart is drawn.
  await expect(example(page)).toBeInViewport();
  const chart = example(page).getByTestId('line-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toHaveCount(1);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(roundScore(page)).toHaveText('0.608');
  await expect(page).toHaveURL(/\/whitepaper$/);
});

const HOSTILE = [
  ['not a number', '1~celeb_max.zzzzzzzzzz.10.18.15.70.3'],
  ['markup for a handle', `1~${encodeURIComponent('<img src=x onerror=alert(1)>')}.1.1.1.1.1.1`],
  ['out of range', '1~a.1.1.1.1.250.1'],
  ['too many rows', `1${Array.from({ length: 41 }, (_, i) => `~r${i}.1.1.1.1.1.1`).join('')}`],
  ['a broken escape', '%E0%A4%A'],
  ['the same handle twice', '1~a.1.1.1.1.1.1~a.1.1.1.1.1.1'],
] as const;

for (const [what, text] of HOSTILE) {
  test(`a hostile address (${what}) opens the worked example with a console warning`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/whitepaper?example=${text}`);
    await expect(example(page)).toHaveAttribute('data-live', '');
    await expect(roundScore(page)).toHaveText('0.608');
    expect(warnings.filter((w) => w.startsWith('Ignoring example= in the address'))).toHaveLength(1);
    await expect(example(page).getByRole('group', { name: /^@/ })).toHaveCount(6);
    const values = await example(page)
      .locator('input[type="range"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).valueAsNumber));
    expect(values.every((value) => value >= 0 && value <= 1)).toBe(true);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the live example has no axe violations', async ({ page }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'Bot farm' }).click();
      await expect(page.getByTestId('cut-line')).toBeVisible();
      const chart = example(page).getByTestId('line-chart');
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('canvas')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
