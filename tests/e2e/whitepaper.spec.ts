import type { Locator, Page } from '@playwright/test';
import { expect, expectLandedOn, stopTime, test } from './fixtures';

const SECTION_TITLES = [
  'Abstract',
  'Registration & Onboarding',
  'Scoring Algorithm',
  'Task System & Updates',
  'Tokenomics Philosophy',
  'Tokenomics & Distribution',
  'Technical Architecture',
  'Future Development',
  'Conclusion',
];

/**
 * A point inside `target` (found by hit-testing a grid over its box), for shapes whose box centre
 * misses them. Taken once the pie is on screen and at rest: the sections above it are laid out as
 * they near the screen, and move it while a scroll lands.
 */
async function pointInside(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  await page.getByTestId('pie-chart').hover({ trial: true });
  const handle = await target.elementHandle();
  const point = await page.evaluate((element) => {
    const box = element!.getBoundingClientRect();
    const hits: { x: number; y: number }[] = [];
    for (let i = 1; i < 30; i++) {
      for (let j = 1; j < 30; j++) {
        const x = box.left + (box.width * i) / 30;
        const y = box.top + (box.height * j) / 30;
        if (document.elementFromPoint(x, y) === element) hits.push({ x, y });
      }
    }
    return hits[Math.floor(hits.length / 2)] ?? null;
  }, handle);
  expect(point, 'a visible point inside the element').not.toBeNull();
  return point!;
}

function tocLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name, exact: true });
}

test.describe('whitepaper content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/whitepaper');
  });

  test('has the title, version line and the sections in the spec’s order', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whitepaper');
    await expect(page.getByText('Version 1.0 • Last Updated: June 2025', { exact: true })).toBeVisible();
    const headings = page.locator('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(SECTION_TITLES.length);
    const names = await headings.evaluateAll((elements) =>
      elements.map((e) => e.textContent?.replace(/^\d+/, '').trim()),
    );
    expect(names).toEqual(SECTION_TITLES);
  });

  test('states the spec’s facts and figures', async ({ page }) => {
    const article = page.locator('article');
    await expect(article).toContainText('top 20 influencers');
    await expect(article).toContainText('refreshed every 7 days, or sooner when the founder publishes a new post');
    await expect(article).toContainText('every 4 hours');
    await expect(article).toContainText('80% of miner rewards are burned');
    await expect(article).toContainText('burn-and-release mechanism');
    await expect(article).toContainText('rejects tokenomic models that reduce emissions from the start');
    await expect(article).toContainText('alpha token pool');
    await expect(article).toContainText(
      'By month 24 it reaches 57M tokens in total, of which 40M circulate and 17M have been burned.',
    );
    await expect(article).toContainText('Synthetic tasks (live now)');
    await expect(article).toContainText('Organic tasks (coming soon)');
    for (const heading of ['Validator operations', 'Miner requirements', 'Anti-gaming measures', 'Scalability']) {
      await expect(article.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
  });

  test('lists every roadmap item in order', async ({ page }) => {
    await expect(page.locator('[data-section="roadmap"] li')).toHaveText([
      /^Q3 2025\s*Organic task marketplace/,
      /^Q4 2025\s*Multi-platform support: LinkedIn and Instagram/,
      /^Q1 2026\s*Advanced analytics/,
      /^Q2 2026\s*Utility token liquidity pools on exchanges/,
    ]);
  });

  test('typesets the four formulas', async ({ page }) => {
    const formulas = page.getByRole('math');
    await expect(formulas).toHaveCount(4);
    await expect(formulas.nth(0)).toHaveText('bi = qi × (1 − pi) × mi');
    await expect(page.locator('[data-section="scoring"]')).toContainText(`m = 0.5 for empty or new follower accounts`);
    await expect(formulas.nth(1)).toHaveAccessibleName(/softmax weight w i = e to the b i, divided by the sum over j/);
    await expect(formulas.nth(2)).toHaveText('S = Σi wi · bi');
    await expect(formulas.nth(3)).toHaveText('scorenew = (1 − α) · scoreold + α · Scurrent');
    await expect(page.locator('[data-section="scoring"]')).toContainText('with α = 0.1');
  });

  // Worked by hand from the spec's formulas (influence = followers × engagement × authenticity;
  // b = q × (1 − p) × m; w = softmax(b); S = Σ w · b; new = 0.9 × 0.620 + 0.1 × S).
  test('shows the worked example’s figures', async ({ page }) => {
    const card = page.getByTestId('worked-example');
    // Influence 5,303, 4,193, 3,013, 2,466, 1,024 and 840: the largest account ranks last.
    await expect(card.getByTestId('ranking').locator('tbody th')).toHaveText([
      '@defi_daria',
      '@tensor_tom',
      '@chain_chloe',
      '@ml_mateo',
      '@node_nina',
      '@pump_pete',
    ]);
    const scores = card.getByTestId('scores').locator('tbody tr');
    await expect(scores.locator('th')).toHaveText([
      '@defi_daria',
      '@tensor_tom',
      '@chain_chloe',
      '@node_nina',
      '@pump_pete',
    ]);
    await expect(scores.getByTestId('base')).toHaveText(['0.836', '0.738', '0.193', '0.745', '0.060']);
    await expect(scores.getByTestId('weight')).toHaveText(['0.263', '0.238', '0.138', '0.240', '0.121']);
    await expect(scores.getByTestId('contribution')).toHaveText(['0.220', '0.176', '0.027', '0.179', '0.007']);
    await expect(page.getByTestId('round-score')).toHaveText('0.608');
    await expect(page.getByTestId('new-score')).toHaveText('0.619');
  });

  test('onboarding commands use btcli v9, the <netuid> placeholder until the id is set, and copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const register = 'btcli subnets register --netuid <netuid> --wallet.name amplify-miner --wallet.hotkey default';
    const section = page.locator('[data-section="registration"]');
    await expect(section.locator('pre')).toHaveText([
      'pip install -U bittensor-cli',
      'btcli wallet new-coldkey --wallet.name amplify-miner',
      'btcli wallet new-hotkey --wallet.name amplify-miner --wallet.hotkey default',
      register,
    ]);
    await expect(section).toContainText('The subnet id (<netuid>) is announced at launch.');
    await section.getByRole('button', { name: 'Copy the command to register the hotkey on the subnet' }).click();
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(register);
  });
});

test.describe('table of contents', () => {
  test('clicking a link lands on its section and focuses the heading', async ({ page }) => {
    await page.goto('/whitepaper');
    await tocLink(page, 'Tokenomics Philosophy').click();
    await expectLandedOn(page, 'tokenomics-philosophy');
    await expect(page).toHaveURL('/whitepaper#tokenomics-philosophy');
    await expect(page.getByRole('heading', { level: 2, name: 'Tokenomics Philosophy' })).toBeFocused();
    await expect(tocLink(page, 'Tokenomics Philosophy')).toHaveAttribute('aria-current', 'true');
  });

  test('highlights the section being read as the page scrolls', async ({ page }) => {
    await page.goto('/whitepaper');
    const nav = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(tocLink(page, 'Abstract')).toHaveAttribute('aria-current', 'true');
    await expect(nav).toBeInViewport();

    await page
      .locator('#architecture')
      .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(tocLink(page, 'Technical Architecture')).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(nav, 'sticky beside the text').toBeInViewport();

    await page
      .locator('#scoring')
      .evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(tocLink(page, 'Scoring Algorithm')).toHaveAttribute('aria-current', 'true');

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(tocLink(page, 'Conclusion')).toHaveAttribute('aria-current', 'true');
  });

  test('opening /whitepaper#roadmap, the section’s shorter id, lands on it and shares its heading’s link', async ({
    page,
  }) => {
    await page.goto('/whitepaper#roadmap');
    await expectLandedOn(page, 'future-development');
    await expect(page.getByRole('heading', { level: 2, name: 'Future Development' })).toBeFocused();
    await expect(page).toHaveURL('/whitepaper#future-development');
    await expect(tocLink(page, 'Future Development')).toHaveAttribute('aria-current', 'true');
    // A shorter id typed into the address of the open page lands the same way.
    await page.evaluate(() => (window.location.hash = 'scoring'));
    await expectLandedOn(page, 'scoring-algorithm');
    await expect(page).toHaveURL('/whitepaper#scoring-algorithm');
    await expect(page.getByRole('heading', { level: 2, name: 'Scoring Algorithm' })).toBeFocused();
  });

  test('has one link per section, in order, each to its heading’s slug', async ({ page }) => {
    await page.goto('/whitepaper');
    const links = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link');
    await expect(links).toHaveText(SECTION_TITLES.map((title, i) => `${i + 1}${title}`));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/whitepaper#abstract',
      '/whitepaper#registration-onboarding',
      '/whitepaper#scoring-algorithm',
      '/whitepaper#task-system-updates',
      '/whitepaper#tokenomics-philosophy',
      '/whitepaper#tokenomics-distribution',
      '/whitepaper#technical-architecture',
      '/whitepaper#future-development',
      '/whitepaper#conclusion',
    ]);
  });
});

for (const width of [1440, 390]) {
  test.describe(`section links at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const hash of ['tokenomics-distribution', 'tokenomics']) {
      test(`/whitepaper#${hash} lands on Tokenomics & Distribution`, async ({ page }) => {
        await page.goto(`/whitepaper#${hash}`);
        await expectLandedOn(page, 'tokenomics-distribution');
        await expect(page.getByRole('heading', { level: 2, name: 'Tokenomics & Distribution' })).toBeFocused();
        await expect(page).toHaveURL('/whitepaper#tokenomics-distribution');
      });
    }
  });
}

test.describe('distribution pie', () => {
  test('shows a tooltip on hovering a slice, following the pointer', async ({ page }) => {
    await page.goto('/whitepaper');
    const validators = page.getByRole('img', { name: 'Validators: 41%' });
    const point = await pointInside(page, validators);
    await page.mouse.move(point.x, point.y);
    const tooltip = page.getByTestId('pie-chart').getByRole('tooltip');
    await expect(tooltip).toHaveText('Validators: 41%');
    const before = await tooltip.boundingBox();
    await page.mouse.move(point.x + 4, point.y + 3);
    await expect.poll(async () => (await tooltip.boundingBox())?.x).not.toBe(before?.x);

    const owner = page.getByRole('img', { name: 'Subnet Owner: 18%' });
    const ownerPoint = await pointInside(page, owner);
    await page.mouse.move(ownerPoint.x, ownerPoint.y);
    await expect(tooltip).toHaveText('Subnet Owner: 18%');
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
  });

  test('shows the tooltip on keyboard focus of each slice, and has a legend and a data table', async ({ page }) => {
    await page.goto('/whitepaper');
    // Start from the last focusable element before the pie (the worked example's scrollable table).
    await page.getByRole('region', { name: /^Phase 4/ }).focus();
    const tooltip = page.getByTestId('pie-chart').getByRole('tooltip');
    for (const name of ['Subnet Owner: 18%', 'Validators: 41%', 'Miners: 41%']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('img', { name })).toBeFocused();
      await expect(tooltip).toHaveText(name);
    }
    await expect(page.getByRole('list', { name: 'Distribution legend' }).getByRole('listitem')).toHaveText([
      'Subnet Owner18%',
      'Validators41%',
      'Miners41%',
    ]);
    const table = page.getByRole('table', { name: 'Distribution of emissions' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText('Validators41%');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('reads without horizontal scroll, and the contents disclosure jumps to a section', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whitepaper');
    await page.getByTestId('line-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('line-chart').locator('canvas')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));

    const toggle = page.getByRole('button', { name: 'Contents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(tocLink(page, 'Future Development')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tocLink(page, 'Future Development').click();
    await expectLandedOn(page, 'roadmap');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tapped pie slice keeps its tooltip until focus moves on', async ({ page }) => {
    await page.clock.install();
    await page.goto('/whitepaper');
    const miners = page.getByRole('img', { name: 'Miners: 41%' });
    const point = await pointInside(page, miners);
    await stopTime(page);
    await page.touchscreen.tap(point.x, point.y);
    const tooltip = page.getByTestId('pie-chart').getByRole('tooltip');
    await expect(tooltip).toHaveText('Miners: 41%');
    // Kept, not flashed: still there a while after the finger has lifted.
    await page.clock.runFor(5000);
    expect(await tooltip.allTextContents()).toEqual(['Miners: 41%']);
    await page.getByRole('heading', { name: 'Projected supply of the planned utility token' }).click();
    await expect(tooltip).toHaveCount(0);
  });
});
