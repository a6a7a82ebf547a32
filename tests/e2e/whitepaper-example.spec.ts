// The explorable worked example: editing by mouse, keyboard and finger, presets, reset and the live
// region. Every expected figure is worked out by hand from the spec's formulas: b = q × (1 − p) × m,
// w = softmax(b), S = Σ w·b, new = 0.9 × 0.620 + 0.1 × S.
import { expect, test } from './fixtures';
import { example, expectScores, follower, newScore, openEditor, roundScore } from './whitepaper-example-helpers';

test.describe('the worked example, live', () => {
  test('opens with the same figures as the static table, and says nothing until an edit', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(roundScore(page)).toHaveText('0.608');
    // The previous score is introduced before the tables that end by using it.
    await expect(example(page).locator('p').first()).toContainText(
      'came out of the previous round with a running score of 0.620',
    );
    await page.getByRole('button', { name: 'Edit this example' }).click();
    await expect(example(page)).toHaveAttribute('data-live', '');
    await expect(roundScore(page)).toHaveText('0.608');
    await expect(newScore(page)).toHaveText('0.619');
    await expect(page.getByTestId('example-announcement')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Worked example' })).toHaveAttribute('aria-pressed', 'true');
    // The first control has the focus, so a keyboard reader goes on from where the button was.
    await expect(follower(page, 'defi_daria').getByRole('checkbox', { name: 'Reshared the task' })).toBeFocused();
    await expect(follower(page, 'defi_daria').getByRole('slider', { name: 'Authenticity' })).toHaveAttribute(
      'aria-valuetext',
      '0.94, very high',
    );
  });

  test('a click on a cell of the static table opens the editor at that cell’s control', async ({ page }) => {
    await page.goto('/whitepaper');
    await page.locator('[data-handle="tensor_tom"] [data-field="spamPenalty"]').click();
    await expect(follower(page, 'tensor_tom').getByRole('slider', { name: 'Spam penalty' })).toBeFocused();
  });

  test('by keyboard: a slider to its end, a checkbox with Space, a number typed and committed', async ({ page }) => {
    await openEditor(page);
    const spam = follower(page, 'defi_daria').getByRole('slider', { name: 'Spam penalty' });
    await spam.focus();
    await page.keyboard.press('End');
    await expect(spam).toHaveAttribute('aria-valuetext', '1.00, all');
    // defi_daria's base score is 0.88 × (1 − 1) = 0.
    await expectScores(page, '0.456', '0.604');
    await expect(page.getByTestId('score-defi_daria').getByTestId('base')).toHaveText('0.000');

    await page.keyboard.press('Home');
    // 0.88 × (1 − 0) = 0.88.
    await expectScores(page, '0.623', '0.620');
    const reshared = follower(page, 'ml_mateo').getByRole('checkbox', { name: 'Reshared the task' });
    await reshared.focus();
    await page.keyboard.press('Space');
    await expect(reshared).toBeChecked();
    // ml_mateo now counts: b = 0.9 × 0.98.
    await expectScores(page, '0.678', '0.626');

    const followers = follower(page, 'pump_pete').getByRole('spinbutton', { name: 'Followers' });
    await followers.fill('600000000');
    await followers.press('Enter');
    // Clamped to 500M; pump_pete's score does not change with its follower count: S stays.
    await followers.blur();
    await expect(followers).toHaveValue('500000000');
    await expect(page.getByTestId('ranking').locator('tbody tr').first()).toContainText('@pump_pete');
    await expectScores(page, '0.678', '0.626');
  });

  test('by mouse: a slider drag is silent until it is released', async ({ page }) => {
    await openEditor(page);
    const spam = follower(page, 'defi_daria').getByRole('slider', { name: 'Spam penalty' });
    await spam.scrollIntoViewIfNeeded();
    const box = (await spam.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.05, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.05 + step * 0.1), y);
    await page.mouse.move(box.x + box.width + 20, y);
    await expect(spam).toHaveAttribute('aria-valuetext', '1.00, all');
    await expect(roundScore(page)).toHaveText('0.456');
    await expect(page.getByTestId('example-announcement')).toHaveText('');
    await page.mouse.up();
    await expectScores(page, '0.456', '0.604');
  });

  test('presets, each one click, with why they score as they do; Reset returns to the worked example', async ({
    page,
  }) => {
    await openEditor(page);
    const why = page.getByTestId('example-why');
    await page.getByRole('button', { name: 'Niche and authentic' }).click();
    await expect(page.getByRole('button', { name: 'Niche and authentic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Worked example' })).toHaveAttribute('aria-pressed', 'false');
    await expectScores(page, '0.893', '0.647');
    await expect(why).toHaveText(
      "Small accounts whose followers are real and engaged: every base score stays close to 1, so S = 0.893, well above the miner's previous score.",
    );

    await page.getByRole('button', { name: 'Bought followers' }).click();
    await expectScores(page, '0.045', '0.563');
    await expect(why).toHaveText(
      '11.4M followers between them, but few are authentic, spam is high and the followers are new accounts, so every base score is low and halved: S = 0.045.',
    );
    await expect(page.getByTestId('score-celeb_max').getByTestId('base')).toHaveText('×0.5 0.023');

    await page.getByRole('button', { name: 'Bot farm' }).click();
    await expectScores(page, '0.006', '0.559');
    await expect(why).toHaveText(
      '30 bots are more than the top 20 can hold: 10 never count, and the 20 that do score almost nothing, so S = 0.006.',
    );
    await expect(page.getByTestId('cut-line')).toHaveText('Top-20 cut: the 10 below it are not considered');
    await expect(page.getByTestId('ranking').locator('tbody tr[data-standing="below-cut"]')).toHaveCount(10);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expectScores(page, '0.608', '0.619');
    await expect(page.getByRole('button', { name: 'Worked example' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('cut-line')).toHaveCount(0);
  });

  test('followers can be added past the top-20 cut and removed; no reshare at all gives S = 0', async ({ page }) => {
    await openEditor(page);
    const add = page.getByRole('button', { name: 'Add a follower' });
    for (let i = 0; i < 24; i++) await add.click();
    await expect(example(page).getByRole('group', { name: /^@/ })).toHaveCount(30);
    await expect(page.getByTestId('cut-line')).toHaveText('Top-20 cut: the 10 below it are not considered');
    for (let i = 0; i < 24; i++)
      await page
        .getByRole('button', { name: /^Remove @follower_/ })
        .first()
        .click();
    await expect(page.getByTestId('cut-line')).toHaveCount(0);
    await expectScores(page, '0.608', '0.619');

    for (const handle of ['defi_daria', 'tensor_tom', 'chain_chloe', 'node_nina', 'pump_pete'])
      await follower(page, handle).getByRole('checkbox', { name: 'Reshared the task' }).uncheck();
    await expectScores(page, '0.000', '0.558');
    await expect(page.getByTestId('no-scores')).toBeVisible();
  });

  test.describe('on a 390 px touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a finger edits: every control is a 44 px target, a tap ticks a box', async ({ page }) => {
      await page.goto('/whitepaper');
      await page.getByRole('button', { name: 'Edit this example' }).tap();
      await expect(example(page)).toHaveAttribute('data-live', '');
      const targets = example(page).locator('button, input:not([type="checkbox"]), label:has(input[type="checkbox"])');
      const heights = await targets.evaluateAll((elements) =>
        elements.map((e) => Math.round(e.getBoundingClientRect().height)),
      );
      expect(heights.length).toBeGreaterThan(40);
      expect(heights.filter((h) => h < 44)).toEqual([]);

      // pump_pete no longer reshared: four bases remain.
      const reshared = follower(page, 'pump_pete').getByText('Reshared the task');
      await reshared.tap();
      await expect(follower(page, 'pump_pete').getByRole('checkbox', { name: 'Reshared the task' })).not.toBeChecked();
      await expectScores(page, '0.683', '0.626');
      await page.getByRole('button', { name: 'Bought followers' }).tap();
      await expectScores(page, '0.045', '0.563');
    });

    test('a finger drags a slider to its end, and the scores are said once it lifts', async ({ page }) => {
      await openEditor(page);
      const spam = follower(page, 'defi_daria').getByRole('slider', { name: 'Spam penalty' });
      await spam.scrollIntoViewIfNeeded();
      const box = (await spam.boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      // From its value (0.05) to past the end of its track.
      await touch('touchStart', box.x + box.width * 0.05);
      for (let step = 1; step <= 10; step++) await touch('touchMove', box.x + box.width * (0.05 + step * 0.1));
      await touch('touchMove', box.x + box.width + 10);
      await expect(spam).toHaveAttribute('aria-valuetext', '1.00, all');
      await expect(roundScore(page)).toHaveText('0.456');
      await expect(page.getByTestId('example-announcement')).toHaveText('');
      await touch('touchEnd', box.x + box.width + 10);
      await expectScores(page, '0.456', '0.604');
    });
  });
});
