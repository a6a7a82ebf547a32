// The data pages say that their figures are samples on their first screen, beside the figures, at
// every width: the footer's line is read by few (DECISIONS §11).
import { expect, test } from './fixtures';

const LABEL = /^Sample data: the network is not live yet\./;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  for (const { path, firstFigure } of [
    { path: '/dashboard', firstFigure: 'τ 1,284.60' },
    { path: '/rewards', firstFigure: 'τ 231.00' },
  ])
    test(`${path} at ${viewport.width} px says its figures are sample data on the first screen, just above them`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const note = page.getByRole('note').filter({ hasText: LABEL });
      await expect(note).toBeVisible();
      const label = (await note.boundingBox())!;
      expect(label.y + label.height, 'on the first screen').toBeLessThanOrEqual(viewport.height);
      const figure = (await page.getByText(firstFigure, { exact: true }).boundingBox())!;
      expect(label.y + label.height, 'above the first figure').toBeLessThanOrEqual(figure.y);
      expect(figure.y - (label.y + label.height), 'beside it, not a screen away').toBeLessThan(120);
    });

test('the leaderboard’s Active Miners says what counts as active', async ({ page }) => {
  await page.goto('/rewards');
  const card = page.locator('dl').filter({ has: page.getByRole('term').filter({ hasText: 'Active Miners' }) });
  await expect(card.getByRole('definition')).toHaveText(['10', 'Hotkeys that earned TAO today']);
});
