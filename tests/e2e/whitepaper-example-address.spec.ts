// The explorable worked example's loading and address: its code only once the reader reaches for it
// (or the address names an example), the state shared through ?example=, a hostile address turned
// into the default with a warning, and axe clean while live.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  EDITOR_CHUNK,
  editorHandles,
  example,
  expectScores,
  follower,
  newScore,
  openEditor,
  rankingHandles,
  roundScore,
} from './whitepaper-example-helpers';

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
  // In ranking order; followers in base 36 (1,900,000 and 4,800,000), engagement in hundredths of a
  // percent, the rest in hundredths, then 1 for reshared + 2 for empty or new followers.
  await expect(page).toHaveURL(
    /\?example=1~mega_mo\.14q1s\.20\.25\.25\.55\.3~celeb_max\.2uvpc\.10\.18\.15\.100\.3~star_sky\./,
  );

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

test('the address follows what the screen shows: presets, the worked example, Reset, rows added and removed', async ({
  page,
}) => {
  await openEditor(page);
  const entries = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Bot farm' }).click();
  await expect(page).toHaveURL(/\/whitepaper\?example=1~bot_\d\d\.[^~]+(~bot_\d\d\.[^~]+){29}$/);
  // The worked example is the page without a parameter: choosing it, or Reset, clears the address.
  await page.getByRole('button', { name: 'Worked example' }).click();
  await expect(roundScore(page)).toHaveText('0.608');
  await expect(page).toHaveURL(/\/whitepaper$/);
  await page.getByRole('button', { name: 'Bot farm' }).click();
  await expect(page).toHaveURL(/\?example=1~bot_/);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(roundScore(page)).toHaveText('0.608');
  await expect(page).toHaveURL(/\/whitepaper$/);

  await page.getByRole('button', { name: 'Niche and authentic' }).click();
  await expect(page).toHaveURL(/\?example=1~rust_rita\.[^~]+~zk_zane\./);
  // A follower added: 10,000 followers (7ps in base 36), 2% engagement, 0.80, 0.70, 0.10, reshared.
  await page.getByRole('button', { name: 'Add a follower' }).click();
  await expect(page).toHaveURL(/~cli_cora\.[^~]+~follower_9\.7ps\.200\.80\.70\.10\.1$/);
  await page.getByRole('button', { name: 'Remove @zk_zane' }).click();
  await expect(page).toHaveURL(/\?example=1~rust_rita\.[^~]+~infra_ian\./);
  const spam = follower(page, 'rust_rita').getByRole('slider', { name: 'Spam penalty' });
  await spam.focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\?example=1~rust_rita\.[0-9a-z]+\.580\.96\.92\.100\.1~/);
  expect(await page.evaluate(() => history.length), 'replaced, never pushed').toBe(entries);

  // A fresh page from that address shows what this one showed.
  const shown = { round: await roundScore(page).textContent(), next: await newScore(page).textContent() };
  const rows = await editorHandles(page);
  expect(rows).toHaveLength(8);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(example(fresh)).toHaveAttribute('data-live', '');
  await expect(roundScore(fresh)).toHaveText(shown.round!);
  await expect(newScore(fresh)).toHaveText(shown.next!);
  expect(await editorHandles(fresh)).toEqual(rows);
  await expect(follower(fresh, 'rust_rita').getByRole('slider', { name: 'Spam penalty' })).toHaveAttribute(
    'aria-valuetext',
    '1.00, all',
  );
  await fresh.close();
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
    await expect(page.getByTestId('unreadable-link')).toHaveText(
      'The example in this link could not be read, so the worked example is shown instead.',
    );
    await expect(page).toHaveURL(/\/whitepaper$/);
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

    test('an unreadable link opens the worked example with a note, in view, until the reader changes it', async ({
      page,
    }) => {
      await page.goto('/whitepaper?example=garbage&lang=en');
      const note = page.getByTestId('unreadable-link');
      await expect(note).toHaveText(
        'The example in this link could not be read, so the worked example is shown instead.',
      );
      await expect(note).toBeInViewport();
      // Under the example's heading, above the example it shows.
      const [heading, noteBox] = [await example(page).locator('h3').boundingBox(), await note.boundingBox()];
      expect(noteBox!.y).toBeGreaterThanOrEqual(heading!.y + heading!.height);
      expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(width);
      // The address keeps its other parameters and drops the one it could not read.
      await expect(page).toHaveURL(/\/whitepaper\?lang=en$/);
      await expect(roundScore(page)).toHaveText('0.608');
      await page.getByRole('button', { name: 'Bot farm' }).click();
      await expect(note).toHaveCount(0);
      await page.getByRole('button', { name: 'Worked example' }).click();
      await expect(roundScore(page)).toHaveText('0.608');
      await expect(note).toHaveCount(0);
    });

    test('the editor lists the followers in the ranking’s order, each with its rank', async ({ page }) => {
      await openEditor(page);
      const order = ['@defi_daria', '@tensor_tom', '@chain_chloe', '@ml_mateo', '@node_nina', '@pump_pete'];
      expect(await editorHandles(page)).toEqual(order);
      expect(await rankingHandles(page)).toEqual(order);
      await expect(example(page).locator('fieldset [data-standing]')).toHaveText([
        'Rank 1, counts',
        'Rank 2, counts',
        'Rank 3, counts',
        'Rank 4, did not reshare',
        'Rank 5, counts',
        'Rank 6, counts',
      ]);
      await page.getByRole('button', { name: 'Bought followers' }).click();
      const bought = ['@mega_mo', '@celeb_max', '@star_sky', '@viral_vic', '@famous_fay'];
      await expect.poll(() => rankingHandles(page)).toEqual(bought);
      expect(await editorHandles(page)).toEqual(bought);
      // An edit keeps each row where it is and says its new rank.
      const followers = follower(page, 'famous_fay').getByRole('spinbutton', { name: 'Followers' });
      await followers.fill('90000000');
      await followers.press('Enter');
      await expect(follower(page, 'famous_fay').locator('[data-standing]')).toHaveText('Rank 1, counts');
      expect(await editorHandles(page)).toEqual(bought);
      await expect.poll(async () => (await rankingHandles(page))[0]).toBe('@famous_fay');
    });

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
