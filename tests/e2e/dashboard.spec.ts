import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { InterestedInfluencer, TweetTask } from '../../src/data/types';
import { axeViolations } from './axe';
import { AS_A_BOX, drawEmojiIn, IN_COLOUR, untilAnsweredInColour } from './emoji-drawing';
import { expect, test } from './fixtures';

const load = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`../../assets/data/${file}`, import.meta.url), 'utf8')) as T;
const influencers = load<InterestedInfluencer[]>('interested-influencers.json');
const tasks = load<TweetTask[]>('tasks.json');

const MARKETPLACE = 'It opens with the organic task marketplace.';
const influencerItems = (page: Page) => page.getByTestId('influencer');
const taskItems = (page: Page) => page.getByTestId('task');

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard');
  await expect(taskItems(page).first()).toBeVisible();
  await expect(influencerItems(page).first()).toBeVisible();
});

test('shows the four summary cards from the channel summary', async ({ page }) => {
  const value = (label: string) =>
    page
      .locator('dl')
      .filter({ has: page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition')
      .first();
  await expect(value('Total Earned')).toHaveText('τ 1,284.60');
  await expect(value('This Month')).toHaveText('τ 312.40');
  await expect(value('Influencers Reached')).toHaveText('47');
  await expect(value('Success Rate')).toHaveText('94.2%');
  await expect(page.getByText('24.3% of all earnings')).toBeVisible();
});

test.describe('interested influencers', () => {
  test('lists the first four live, each with every detail', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Interested Influencers' })).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(influencerItems(page)).toHaveCount(4);
    for (const [i, person] of influencers.slice(0, 4).entries()) {
      const item = influencerItems(page).nth(i);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(
        person.verified ? `${person.name}(verified account)` : person.name,
      );
      await expect(item).toContainText(`@${person.handle} · ${person.followers} followers`);
      await expect(item).toContainText(`Active ${person.lastActivity}`);
      await expect(item).toContainText(person.bio);
      await expect(item.getByRole('blockquote')).toContainText(person.recentTweet);
      await expect(item).toContainText(person.engagement === 'high' ? 'High engagement' : 'Medium engagement');
    }
  });

  test('shows avatars served by the site', async ({ page }) => {
    const image = influencerItems(page).first().locator('img');
    await expect(image).toHaveAttribute('src', influencers[0]!.avatar);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('labels every influencer a sample profile and links none of them to X', async ({ page }) => {
    const items = influencerItems(page);
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) {
      await expect(item.getByText('Sample profile', { exact: true })).toBeVisible();
      await expect(item.getByRole('link')).toHaveCount(0);
    }
  });

  test('View Profile opens the sample profile on the site, labelled as sample data, and Escape gives focus back', async ({
    page,
  }) => {
    const first = influencers[0]!;
    const button = influencerItems(page)
      .first()
      .getByRole('button', { name: `View Profile of ${first.name} (sample data)` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'Sample data: an invented person for this demo, not a real account on X.',
    );
    await expect(dialog).toContainText('Sample profile');
    await expect(dialog).toContainText(`@${first.handle}`);
    await expect(dialog).toContainText(`${first.followers} followers`);
    await expect(dialog).toContainText(first.bio);
    await expect(dialog).toContainText(first.recentTweet);
    await expect(dialog.getByRole('link')).toHaveCount(0);
    // Every rule axe has, best practices included, with the dialog open.
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the sample profile opens and closes from the keyboard, keeping focus inside while open', async ({ page }) => {
    const second = influencers[1]!;
    const button = influencerItems(page)
      .nth(1)
      .getByRole('button', { name: `View Profile of ${second.name} (sample data)` });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: second.name });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close the profile' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Connect says what it will do, without pretending it happened', async ({ page }) => {
    await influencerItems(page)
      .nth(1)
      .getByRole('button', { name: `Connect with ${influencers[1]!.name}` })
      .click();
    const said = `Connect will ask ${influencers[1]!.name} to amplify the tasks you post. ${MARKETPLACE}`;
    await expect(influencerItems(page).nth(1).getByTestId('notice')).toHaveText(said);
    // Spoken too, by the page's polite live region.
    await expect(page.getByRole('status').filter({ hasText: said })).toBeAttached();
  });

  test('View All expands to every influencer and collapses again', async ({ page }) => {
    const toggle = page.getByRole('button', { name: `View All Interested Influencers (${influencers.length})` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(influencerItems(page)).toHaveCount(influencers.length);
    const collapse = page.getByRole('button', { name: 'Show Fewer Influencers' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toBeFocused();
    await expect(influencerItems(page).last()).toContainText(influencers.at(-1)!.name);

    await page.keyboard.press('Enter');
    await expect(influencerItems(page)).toHaveCount(4);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeInViewport();
  });
});

test.describe('active tweet tasks', () => {
  test('show every task with its tweet, author, reward, deadline and counts', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Active Tweet Tasks' })).toBeVisible();
    await expect(taskItems(page)).toHaveCount(tasks.length);
    const item = taskItems(page).first();
    const task = tasks[0]!;
    await expect(item).toContainText(task.tweet);
    await expect(item).toContainText(task.author);
    await expect(item).toContainText(`@${task.handle}`);
    await expect(item).toContainText(`posted ${task.time} ago`);
    await expect(item).toContainText(`${task.reward} pool`);
    await expect(item).toContainText(`${task.influencers} influencers engaged`);
    await expect(item).toContainText(task.deadline);
    await expect(item).toContainText('High engagement');
    await expect(taskItems(page).nth(2)).toContainText('Medium engagement');

    const counts = item.getByRole('list', { name: 'Engagement so far' }).getByRole('listitem');
    await expect(counts).toHaveCount(4);
    await expect(counts.nth(0)).toHaveText('386386 replies');
    await expect(counts.nth(1)).toHaveText('1.2K1,204 retweets');
    await expect(counts.nth(2)).toHaveText('4.8K4,821 likes');
    await expect(counts.nth(3)).toHaveText(`${task.shares}${task.shares} shares`);
    await expect(counts.locator('svg')).toHaveCount(4);
    await expect(counts.nth(3).getByRole('button', { name: /Share/ })).toBeVisible();
  });

  test('show a share count with the share icon, like the other counts, on every task', async ({ page }) => {
    for (const [i, task] of tasks.entries()) {
      const counts = taskItems(page).nth(i).getByRole('list', { name: 'Engagement so far' }).getByRole('listitem');
      const share = counts.nth(3);
      await expect(share).toHaveAttribute('data-kind', 'shares');
      await expect(share.locator('.visually-hidden')).toHaveText(`${task.shares.toLocaleString('en-US')} shares`);
      await expect(share.locator('[aria-hidden="true"]').last()).toHaveText(/^\d+(\.\d)?K?$/);
    }
    // Laid out like its neighbours: icon and count on one line, the same gap between them.
    const layout = async (n: number) => {
      const count = taskItems(page).first().getByRole('listitem').nth(n);
      const icon = (await count.locator('svg').boundingBox())!;
      const figure = (await count.locator('span[aria-hidden="true"]').boundingBox())!;
      return {
        gap: Math.round(figure.x - (icon.x + icon.width)),
        size: Math.round(icon.width),
        middle: icon.y + icon.height / 2,
        figureMiddle: figure.y + figure.height / 2,
      };
    };
    const like = await layout(2);
    const share = await layout(3);
    expect(share.gap).toBe(like.gap);
    expect(share.size).toBe(like.size);
    expect(Math.abs(share.middle - like.middle)).toBeLessThanOrEqual(1);
    expect(Math.abs(share.figureMiddle - share.middle)).toBeLessThanOrEqual(2);
  });

  test('show each count’s icon at the same place on every task, whatever the numbers before it', async ({ page }) => {
    const iconLefts = await taskItems(page).evaluateAll((cards) =>
      cards.map((card) => [...card.querySelectorAll('[data-kind] svg')].map((svg) => svg.getBoundingClientRect().left)),
    );
    expect(iconLefts.length).toBe(tasks.length);
    for (const lefts of iconLefts.slice(1))
      lefts.forEach((left, kind) => expect(Math.abs(left - iconLefts[0]![kind]!)).toBeLessThan(0.5));
  });

  test('Share copies the tweet text to share it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await taskItems(page).nth(1).getByRole('button', { name: /Share/ }).click();
    await expect(taskItems(page).nth(1).getByTestId('notice')).toHaveText(
      'Tweet text copied. Paste it anywhere to share it.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `“${tasks[1]!.tweet}” (@${tasks[1]!.handle})`,
    );
  });

  test('Post New Tweet stands beside the tasks’ heading at desktop width', async ({ page }) => {
    const heading = (await page.getByRole('heading', { name: 'Active Tweet Tasks' }).boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Post New Tweet' }).boundingBox())!;
    expect(Math.abs(button.y + button.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(2);
    expect(button.x).toBeGreaterThan(heading.x + heading.width);
  });

  test('Post New Tweet and Participate say what they will do', async ({ page }) => {
    await page.getByRole('button', { name: 'Post New Tweet' }).click();
    await expect(page.getByTestId('notice')).toHaveText(
      `Post New Tweet will publish your tweet as a task that miners amplify for TAO rewards. ${MARKETPLACE}`,
    );
    const task = tasks[2]!;
    await taskItems(page)
      .nth(2)
      .getByRole('button', { name: /^Participate/ })
      .click();
    await expect(taskItems(page).nth(2).getByTestId('notice')).toHaveText(
      `Participate will add ${task.author}’s ${task.reward} task to your queue. ${MARKETPLACE} Until then: you retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers (the top 20) who reshare it after you. Scoring is automatic.`,
    );
    await expect(taskItems(page).getByRole('button', { name: /^Participate/ })).toHaveCount(tasks.length);
  });
});

test('at 1024 px the first influencer and the first task start level, though only the tasks’ lede wraps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  const lines = (text: string) =>
    page.getByText(text).evaluate((lede) => {
      const range = document.createRange();
      range.selectNodeContents(lede);
      return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
    });
  // The case that set them apart: a lede on two lines beside one on one.
  expect(await lines('You retweet or reply to the task')).toBeGreaterThanOrEqual(2);
  expect(await lines('Verified voices who recently engaged')).toBe(1);
  const influencer = (await influencerItems(page).first().boundingBox())!;
  const task = (await taskItems(page).first().boundingBox())!;
  expect(Math.abs(influencer.y - task.y)).toBeLessThan(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('puts Post New Tweet under the tasks’ lede, where the heading leaves it no room beside it', async ({ page }) => {
    const heading = (await page.getByRole('heading', { name: 'Active Tweet Tasks' }).boundingBox())!;
    const lede = (await page.getByText('You retweet or reply to the task').boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Post New Tweet' }).boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(lede.y + lede.height);
    expect(Math.abs(button.x - heading.x)).toBeLessThan(0.5);
  });

  test('puts each task’s Participate under its facts, as wide as the card', async ({ page }) => {
    const tasks = page.getByRole('article');
    await expect(tasks.first()).toBeVisible();
    for (const task of await tasks.all()) {
      const button = (await task.getByRole('button', { name: /^Participate/ }).boundingBox())!;
      const facts = (await task.locator('dl').last().boundingBox())!;
      const foot = (await task.locator('dl').last().locator('..').boundingBox())!;
      expect(button.y).toBeGreaterThanOrEqual(facts.y + facts.height);
      expect(Math.abs(button.width - foot.width)).toBeLessThan(0.5);
    }
  });

  test('wraps an account’s facts whole, leaving no dot at the end or start of a line', async ({ page }) => {
    // Each meta line's text as shown, line by line: the characters inside the line's box, grouped by
    // where they stand (a dot the line clips stands outside it).
    const shownLines = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=influencer], [data-testid=task]')].map((item) => {
        const line = [...item.querySelectorAll('p')].find((p) => p.textContent!.startsWith('@'))!;
        const { left, right } = line.getBoundingClientRect();
        const rows = new Map<number, string>();
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if ((node.parentElement as HTMLElement).closest('.visually-hidden')) continue;
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            if (box.width === 0 || box.right <= left + 0.5 || box.left >= right - 0.5) continue;
            const top = Math.round(box.top);
            rows.set(top, (rows.get(top) ?? '') + node.textContent![i]);
          }
        }
        return [...rows.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim());
      }),
    );
    // At this width some accounts' followers or times wrap below their handles.
    expect(shownLines.some((lines) => lines.length > 1)).toBe(true);
    for (const lines of shownLines) {
      for (const text of lines) expect(text, lines.join(' / ')).not.toMatch(/^·|·$/);
      // Facts that share a line keep their dot.
      if (lines.length === 1) expect(lines[0]).toMatch(/^@\S+ ?· ?\S/);
    }
  });

  test('fits the page width', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your Channel Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test('a tap opens the sample profile within the screen; a tap on Close, or outside it, closes it', async ({
    page,
  }) => {
    const first = influencers[0]!;
    const button = influencerItems(page)
      .first()
      .getByRole('button', { name: `View Profile of ${first.name} (sample data)` });
    await button.tap();
    const dialog = page.getByRole('dialog', { name: first.name });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const close = dialog.getByRole('button', { name: 'Close the profile' });
    const closeBox = (await close.boundingBox())!;
    expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
    await close.tap();
    await expect(dialog).toBeHidden();

    await button.tap();
    await expect(dialog).toBeVisible();
    // The backdrop, above the dialog.
    await page.touchscreen.tap(180, 8);
    await expect(dialog).toBeHidden();
  });
});

test.describe('a tweet’s emoji', () => {
  const tweet = tasks.find((task) => task.tweet.includes('🧵'))!;
  const withoutEmoji = tweet.tweet.replace('🧵', '').trim();
  // Loaded again (after the file's own load) with the page's canvas reading back as asked.

  test('is shown where this device draws it in colour', async ({ page }) => {
    await drawEmojiIn(page, IN_COLOUR);
    await page.goto('/dashboard');
    await untilAnsweredInColour(page, ['🧵']);
    const text = page.getByTestId('task').getByText(withoutEmoji);
    await expect(text).toHaveText(tweet.tweet);
    await expect(text.locator('.visually-hidden')).toHaveCount(0);
  });

  test('is left to screen readers where this device would draw a box', async ({ page }) => {
    await drawEmojiIn(page, AS_A_BOX);
    await page.goto('/dashboard');
    const text = page.getByTestId('task').getByText(withoutEmoji);
    await expect(text.locator('.visually-hidden')).toHaveText('🧵');
    // Still the tweet as written, for whoever reads it out.
    await expect(text).toHaveText(tweet.tweet);
  });
});

test.describe('when an avatar fails', () => {
  test.use({ expectedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ });

  test('shows the initials instead', async ({ page }) => {
    await page.route(`**${influencers[0]!.avatar}`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const avatar = influencerItems(page).first().locator('[data-fallback]');
    await expect(avatar).toHaveText('PR');
  });
});
