// What the explorable worked example's specs share: opening it, finding a follower's controls, and
// the figures a reader sees. Expected figures in the specs are worked out by hand from the spec's
// formulas, never by the scoring code.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The editor's chunk, by its file name in the build. */
export const EDITOR_CHUNK = /\/assets\/example-editor-[\w-]+\.js$/;

/** The worked example as the page shows it: static, or live once it has `data-live`. */
export const example = (page: Page) => page.getByTestId('worked-example');

/** One follower's group of controls in the live editor. */
export const follower = (page: Page, handle: string) => page.getByRole('group', { name: `@${handle}`, exact: true });

export const roundScore = (page: Page) => example(page).getByTestId('round-score');
export const newScore = (page: Page) => example(page).getByTestId('new-score');

/** Goes to the whitepaper and makes its worked example live with the Edit button. */
export async function openEditor(page: Page, path = '/whitepaper') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Edit this example' }).click();
  await expect(example(page)).toHaveAttribute('data-live', '');
}

/** Expects the round score and new score shown, and the live region saying them. */
export async function expectScores(page: Page, round: string, next: string) {
  await expect(roundScore(page)).toHaveText(round);
  await expect(newScore(page)).toHaveText(next);
  await expect(page.getByTestId('example-announcement')).toHaveText(
    `Round score S = ${round}, running score ${next} after this round`,
  );
}

/** The handles of the editor's follower groups, in the order the editor lists them. */
export const editorHandles = (page: Page) => example(page).locator('fieldset legend').allTextContents();

/** The handles of the ranking table, best first. */
export const rankingHandles = (page: Page) => page.getByTestId('ranking').locator('tbody th').allTextContents();
