// What a Bittensor miner checks on every route of the default build (VITE_NETUID unset): no subnet id
// that could send a registration fee to another team's subnet, TAO written symbol first, no invented
// person linked to an account on X, one spelling of coldkey and hotkey, and the basics a new miner needs.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ROUTES = ['/', '/rewards', '/dashboard', '/whitepaper'] as const;
const PRODUCT_X = 'https://x.com/AmplifySubnet';
const MINER_JOB =
  'You retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers (the top 20) who reshare it after you.';

/** The page's text once its data has arrived (no skeleton left). */
async function textOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.locator('[aria-busy="true"]:not(#network-demo *)')).toHaveCount(0);
  if (path === '/rewards') await expect(page.getByRole('table')).toBeVisible();
  if (path === '/dashboard') await expect(page.getByTestId('task').first()).toBeVisible();
  // innerText leaves out what content-visibility skips (sections far below the fold): show it all.
  return page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) element.style.contentVisibility = 'visible';
    return document.body.innerText;
  });
}

for (const path of ROUTES) {
  test.describe(`on ${path}`, () => {
    test('no subnet number is shown and no TAO amount has its symbol after it', async ({ page }) => {
      const text = await textOf(page, path);
      expect(text).not.toMatch(/\bsubnet\s+\d/i);
      expect(text).not.toMatch(/--netuid\s+\d/);
      // Within a line: cells of a table row are apart by tabs and new lines.
      expect(text).not.toMatch(/\d[ \u00a0]*τ/);
      await expect(page.locator('a[href*="taostats"]')).toHaveCount(0);
    });

    test('the only x.com account linked is the product’s own', async ({ page }) => {
      await page.goto(path);
      const links = await page
        .locator('a[href*="x.com"], a[href*="twitter.com"]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of links) expect(href).toBe(PRODUCT_X);
    });

    test('spells coldkey and hotkey as btcli does', async ({ page }) => {
      const text = await textOf(page, path);
      expect(text).not.toMatch(/\b(cold|hot)[\s\u00a0-]key/i);
    });
  });
}

test('the landing pill reads Bittensor subnet, the 41% carries the launch burn, and the miner’s job is said once, one way', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('[data-landing-section="hero"]');
  await expect(hero.getByText('Bittensor subnet · Amplify', { exact: true })).toBeVisible();
  await expect(hero).toContainText(
    'Miners receive 41% of the subnet’s emissions; at launch 80% of that is burned, a share that falls as the network grows.',
  );
  // No 41% in the hero without its burn beside it.
  expect((await hero.innerText()).match(/41%/g)).toHaveLength(1);
  await expect(page.locator('#how-it-works')).toContainText(MINER_JOB);
  await expect(page.locator('#get-started')).toContainText(MINER_JOB.replace(/^Y/, 'y'));
});

test('get started gives a new miner the basics, each command with its copy button', async ({ page }) => {
  await page.goto('/#get-started');
  const section = page.locator('#get-started');
  for (const text of [
    'Each key prints a mnemonic once. Write it down and store it offline; never share it',
    'the same command with --network test costs only test TAO',
    'Its fee, in TAO, is recycled, not refunded.',
    'The subnet id (<netuid>) is announced at launch.',
    'A new miner has an immunity period. After it, when someone registers on a full subnet, the lowest-scoring miner is deregistered.',
  ])
    await expect(section).toContainText(text);
  const blocks = section.getByTestId('command-block');
  await expect(blocks.first().locator('code')).toHaveText('pip install -U bittensor-cli');
  for (const block of await blocks.all())
    await expect(block.getByRole('button', { name: /^Copy the command to / })).toBeVisible();
});

test('the leaderboard says each row is a miner: its X account and its hotkey', async ({ page }) => {
  await page.goto('/rewards');
  await expect(page.getByRole('main')).toContainText(
    'Each row is a miner: its X account (the Influencer column) and its hotkey.',
  );
});

test('the dashboard says a task’s reward is its pool, shared until the deadline', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toContainText(
    'A task’s reward is its pool, shared by every miner scored on it until its deadline.',
  );
});

test('the whitepaper explains alpha, the utility token, the task pool, validators and the miner’s job', async ({
  page,
}) => {
  await page.goto('/whitepaper');
  const section = (id: string) => page.locator(`[data-section="${id}"]`);
  await expect(section('abstract')).toContainText(MINER_JOB.replace(/^Y/, 'y').replace(/\.$/, ''));
  await expect(section('tokenomics')).toContainText(
    'emissions are paid in the subnet’s own alpha token, which converts to TAO through the subnet’s pool. The amounts on this site are shown in TAO (τ).',
  );
  await expect(section('tokenomics')).toContainText(
    '41% to miners; at launch 80% of the miners’ share is burned (burn-and-release, above), and the burned share falls as the network grows.',
  );
  await expect(
    section('tokenomics').getByRole('heading', { name: 'Projected supply of the planned utility token' }),
  ).toBeVisible();
  await expect(
    section('tokenomics').getByRole('table', {
      name: 'Projected supply of the planned utility token by month, in thousands of tokens',
    }),
  ).toBeAttached();
  await expect(section('tasks')).toContainText(
    'A task’s reward, the amount of TAO the dashboard shows on it, is the task’s pool: it is shared by every miner scored on the task until its deadline',
  );
  await expect(section('architecture')).toContainText(
    'A validator permit, which lets a hotkey set weights, goes to the top 64 hotkeys on the subnet by stake.',
  );
  const registration = section('registration');
  for (const text of [
    'Write it down and store it offline, and never share it',
    'The fee is recycled, not refunded',
    'run the registration command with --network test',
    'A newly registered miner has an immunity period; after it, when someone registers on a full subnet, the lowest-scoring miner is deregistered.',
  ])
    await expect(registration).toContainText(text);
});
