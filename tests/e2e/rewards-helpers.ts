// The leaderboard's data as the site serves it, and how its specs find the table.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Leaderboard } from '../../src/data/types';

const board = JSON.parse(
  readFileSync(new URL('../../assets/data/leaderboard.json', import.meta.url), 'utf8'),
) as Leaderboard;
export const byRank = [...board.entries].sort((a, b) => a.rank - b.rank);
export const names = (entries: typeof byRank) => entries.map((e) => e.name);

/** Influencer names in the order the table shows them (the row header minus its emoji). */
export const shownNames = (page: Page) =>
  page
    .locator('tbody th[scope="row"]')
    .evaluateAll((cells) => cells.map((cell) => cell.firstElementChild?.lastChild?.textContent ?? ''));

export const table = (page: Page) => page.getByRole('table', { name: /Top 10 miners today/ });
