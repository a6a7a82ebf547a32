import { PRODUCT_NAME } from '../../src/config/product';
import type { Page } from '@playwright/test';
import { SPEC_TIMES } from '../../src/features/network-demo/content/spec-table.test-support';
import { DEMO_NODES, demoTime, nodeCentre, seek, waitForDemo } from './demo-helpers';
import { regionDifference } from './pixels';
import { expect, expectLandedOn, offsetBelowHeader, recordScrollRequests, test } from './fixtures';

// The exact btcli v9 onboarding commands, written out here independently of the page's helper. The
// e2e build leaves VITE_NETUID unset, so the registration carries the placeholder, never a number.
const WALLET = `${PRODUCT_NAME.toLowerCase()}-miner`;
const COMMANDS = [
  'pip install -U bittensor-cli',
  `btcli wallet new-coldkey --wallet.name ${WALLET}`,
  `btcli wallet new-hotkey --wallet.name ${WALLET} --wallet.hotkey default`,
  `btcli subnets register --netuid <netuid> --wallet.name ${WALLET} --wallet.hotkey default`,
];

/** Opens a landing URL and waits until the lazily loaded page has rendered. */
async function openLanding(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.locator('#get-started')).toBeAttached();
}

test.describe('landing page content', () => {
  test('sections come in the spec order, between header and footer', async ({ page }) => {
    await openLanding(page, '/');
    // The demo (another feature) may add its own h2 in the hero; the landing's own come in this order.
    const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const positions = [
      /authenticity is the new reach/i,
      /how miners earn tao/i,
      /what we reward, and what we don’t/i,
      /start mining in three steps/i,
    ].map((pattern) => titles.findIndex((title) => pattern.test(title)));
    expect(
      positions.every((position) => position >= 0),
      `all section headings present in ${JSON.stringify(titles)}`,
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const order = await page.evaluate(() => {
      const ids = [
        'banner',
        'hero',
        'network-demo',
        'leader-quotes',
        'how-it-works',
        'reward-comparison',
        'get-started',
        'contentinfo',
      ];
      const find = (id: string) =>
        id === 'banner'
          ? document.querySelector('header')
          : id === 'contentinfo'
            ? document.querySelector('footer')
            : id === 'network-demo'
              ? document.getElementById(id)
              : document.querySelector(`[data-landing-section="${id}"]`);
      return ids.map((id) => ({ id, top: find(id)?.getBoundingClientRect().top ?? Number.NaN }));
    });
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i]!.top, `${order[i]!.id} comes below ${order[i - 1]!.id}`).toBeGreaterThan(order[i - 1]!.top);
    }
  });

  test('has one h1 in the hero and never skips a heading level', async ({ page }) => {
    await openLanding(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('[data-landing-section="hero"] h1')).toHaveText(/TAO/);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });

  test('quotes come from labelled sample personas; the explainer and comparison say what counts', async ({ page }) => {
    await openLanding(page, '/');
    const quotes = page.locator('[data-landing-section="leader-quotes"] blockquote');
    expect(await quotes.count()).toBeGreaterThanOrEqual(3);
    await expect(
      page.locator('[data-landing-section="leader-quotes"] figcaption').filter({ hasText: 'Sample persona' }),
    ).toHaveCount(await quotes.count());

    const explainer = page.locator('#how-it-works');
    for (const role of ['Advertiser', 'Validator'])
      await expect(explainer.getByText(role, { exact: true })).toBeVisible();
    await expect(explainer.getByText('Miner', { exact: true })).toHaveCount(2);
    await expect(explainer).toContainText(
      'You retweet or reply to the task from your registered account; your score counts the authoritative accounts among your followers (the top 20) who reshare it after you.',
    );
    await expect(explainer).toContainText('no forms');
    await expect(explainer).toContainText('no tweet IDs');

    const rewarded = page.getByRole('heading', { name: 'What we reward', exact: true }).locator('..');
    const notRewarded = page.getByRole('heading', { name: 'What we don’t reward' }).locator('..');
    for (const item of ['Engagement quality', 'Influencer authority', 'Authentic followers', 'Regular participation'])
      await expect(rewarded).toContainText(item);
    for (const item of ['Raw follower counts', 'Bots and bought followers', 'Spam', 'Engagement farming'])
      await expect(notRewarded).toContainText(item);
  });

  for (const width of [1440, 768, 390]) {
    test(`the largest contentful paint is the hero's pitch, not the demo, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: string };
        w.__lcp = 'none';
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            const element = entry.element;
            const where = element?.closest('#network-demo')
              ? ' in demo'
              : element?.closest('[data-landing-section="hero"]')
                ? ' in hero'
                : '';
            w.__lcp = element ? `${element.tagName}${where}` : 'removed';
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await openLanding(page, '/');
      await page.waitForLoadState('networkidle');
      // LCP settles once the page has painted its largest text; a canvas is never a candidate, the demo's own text could be.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __lcp: string }).__lcp))
        .toMatch(/^(H1|P|SPAN) in hero$/);
    });
  }

  test('the layout does not shift while fonts and the demo load', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openLanding(page, '/');
    const before = await page.locator('#get-started').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Network quiet is not the demo loaded: it has loaded once its canvas shows a frame.
    await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
    const after = await page.locator('#get-started').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    expect(Math.abs(after - before)).toBeLessThan(4);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
  });
});

test.describe('landing page actions', () => {
  test('both anchors land on their sections', async ({ page }) => {
    for (const [id, heading] of [
      ['how-it-works', /how miners earn tao/i],
      ['get-started', /start mining in three steps/i],
    ] as const) {
      await openLanding(page, `/#${id}`);
      await expectLandedOn(page, id);
      await expect(page.locator(`#${id}`)).toBeFocused();
      await expect(page.locator(`#${id} h2`)).toHaveText(heading);
    }
  });

  test('a new #anchor on the same page lands there, and the section held before no longer pulls the page back', async ({
    page,
  }) => {
    await openLanding(page, '/#how-it-works');
    await expectLandedOn(page, 'how-it-works');
    // Typed into the address bar: the same document, a new fragment, while the first is still held in place.
    await page.goto('/#get-started');
    await expectLandedOn(page, 'get-started');
    await expect(page.locator('#get-started')).toBeFocused();
    // Late content above both sections (fonts, the demo) reflows the page: the new section is the one kept.
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.style.height = '300px';
      document.querySelector('main')?.prepend(late);
    });
    await expectLandedOn(page, 'get-started');
  });

  test('a scroll with no input the page sees (a scrollbar, find in page, a screen reader) lets go of the section the address landed on', async ({
    page,
  }) => {
    await openLanding(page, '/#how-it-works');
    await expectLandedOn(page, 'how-it-works');
    // Scrolled by the browser itself: no wheel, key, touch or pointer event reaches the page.
    await page.evaluate(() => scrollBy({ top: -400, behavior: 'instant' }));
    await expect.poll(() => offsetBelowHeader(page, 'how-it-works')).toBeGreaterThan(360);
    // The scroll's event comes with the next frame: the page has seen it once two frames have passed.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    // Late content above the section reflows the page: the reader stays where they scrolled to.
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.style.height = '300px';
      document.querySelector('main')?.prepend(late);
    });
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await offsetBelowHeader(page, 'how-it-works')).toBeGreaterThan(360);
  });

  for (const width of [1440, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

      test('Start Amplifying scrolls to get started, like Get Started', async ({ page }) => {
        await openLanding(page, '/');
        expect(await offsetBelowHeader(page, 'get-started')).toBeGreaterThan(500);
        await page.getByRole('link', { name: 'Start Amplifying' }).click();
        await expectLandedOn(page, 'get-started');
        await expect(page).toHaveURL('/#get-started');
        await expect(page.locator('#get-started')).toBeFocused();
      });

      test('Watch Demo brings the demo into view and replays it', async ({ page }) => {
        await openLanding(page, '/?debug');
        // The demo must have loaded for there to be anything to replay; its debug handle sets the time.
        await waitForDemo(page);
        await seek(page, 12_000);

        expect(await offsetBelowHeader(page, 'network-demo')).toBeGreaterThan(100);
        await page.getByRole('button', { name: 'Watch Demo' }).click();
        // The stage, just under the header: the section down to the stats does not fit at 900 px.
        await expectLandedOn(page, 'network-demo-stage');
        // Replayed: back near the start, and playing on from there.
        await expect.poll(() => demoTime(page)).toBeLessThan(6000);
        const replayedAt = await demoTime(page);
        await expect.poll(() => demoTime(page)).toBeGreaterThan(replayedAt);

        // On screen: the outer nodes, all drawn at 12 s, are background again (their lines have not started).
        await page.evaluate(() => (window as unknown as { __demo: { pause(): void } }).__demo.pause());
        const t = await demoTime(page);
        const outer = DEMO_NODES.filter((node) => SPEC_TIMES[node.id]!.lineStart > t);
        expect(outer.length).toBeGreaterThanOrEqual(12);
        const canvas = page.locator('#network-demo canvas');
        const replayed = await canvas.screenshot();
        // Compared with the same moment reached by a seek (where they stood is drawn as at that t,
        // the post's entrance included) and with the spread at 12 s (where they are drawn).
        await seek(page, 12_000);
        const spread = await canvas.screenshot();
        await seek(page, t);
        const sameMoment = await canvas.screenshot();
        const box = (await canvas.boundingBox())!;
        const circles = outer.map((node) => ({ ...nodeCentre(node.id, box), r: 8 }));
        const drawnBefore = regionDifference(sameMoment, spread, circles);
        const drawnAfterReplay = regionDifference(sameMoment, replayed, circles);
        outer.forEach((node, i) => {
          expect(drawnBefore[i], `${node.id} drawn at 12 s`).toBeGreaterThan(20);
          expect(drawnAfterReplay[i], `${node.id} not yet drawn after the replay`).toBeLessThan(3);
        });
      });
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('Watch Demo and Start Amplifying jump instead of scrolling smoothly', async ({ page }) => {
      await openLanding(page, '/');
      const scrollRequests = await recordScrollRequests(page);
      // At every scroll position the page takes, where the target is: recorded in the page, read after a
      // frame (scroll events are dispatched with the next frame).
      await page.evaluate(() => {
        const w = window as unknown as { __target: string; __offsets: number[] };
        w.__offsets = [];
        addEventListener('scroll', () => {
          const target = document.getElementById(w.__target);
          const header = document.querySelector('header');
          if (target && header)
            w.__offsets.push(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
        });
      });
      const recordedOffsets = () =>
        page.evaluate(
          () =>
            new Promise<number[]>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve((window as unknown as { __offsets: number[] }).__offsets)),
              ),
            ),
        );
      for (const [button, role, target] of [
        ['Watch Demo', 'button', 'network-demo-stage'],
        ['Start Amplifying', 'link', 'get-started'],
      ] as const) {
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
        await recordedOffsets();
        await page.evaluate((id) => {
          const w = window as unknown as { __target: string; __offsets: number[] };
          w.__target = id;
          w.__offsets.length = 0;
        }, target);
        const asked = (await scrollRequests()).length;
        await page.getByRole(role, { name: button }).click();
        await expectLandedOn(page, target);
        expect((await scrollRequests()).slice(asked), `${button} asks for a jump`).toEqual(['auto']);
        // One jump: no position on the way. At every position the page took, the target was already where
        // it lands (a smooth scroll passes through positions with the target far below). Sections below the
        // hero are laid out as they come near the viewport, so the browser's scroll anchoring may move the
        // page once more as they take their size, holding the target where it landed.
        const offsets = await recordedOffsets();
        expect(offsets.length, `${button} scrolled`).toBeGreaterThan(0);
        for (const offset of offsets)
          expect(
            offset,
            `${button}: the target's offsets at each scroll ${JSON.stringify(offsets)}`,
          ).toBeGreaterThanOrEqual(-2);
        for (const offset of offsets)
          expect(
            offset,
            `${button}: the target's offsets at each scroll ${JSON.stringify(offsets)}`,
          ).toBeLessThanOrEqual(40);
      }
    });
  });

  test.describe('copy buttons', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    /**
     * Lands on the steps and scrolls down to their commands as a reader does, with the wheel, which
     * lets go of the section the address landed on (use-land-on-hash.ts): held, a page still settling
     * would pull the section back from under the pointer.
     */
    async function readToCommands(page: Page) {
      await openLanding(page, '/#get-started');
      const landed = await page.evaluate(() => window.scrollY);
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 300);
      await page.waitForFunction((y) => window.scrollY > y, landed);
    }

    test('every command block shows and copies its exact command, confirming with "Copied"', async ({ page }) => {
      await readToCommands(page);
      const blocks = page.getByTestId('command-block');
      await expect(blocks).toHaveCount(COMMANDS.length);
      for (const [index, command] of COMMANDS.entries()) {
        const block = blocks.nth(index);
        await expect(block.locator('code')).toHaveText(command);
        const button = block.getByRole('button');
        await expect(button).toHaveText('Copy');
        await button.click();
        await expect(button).toHaveAccessibleName('Copied');
        await expect(button.locator('span[aria-hidden="true"]')).toHaveText('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
      }
    });

    test('the register command, copied with its <netuid> placeholder, says what to fill in, aloud too', async ({
      page,
    }) => {
      await readToCommands(page);
      const said = 'Copied. Replace <netuid> with the subnet id once it is announced.';
      const blocks = page.getByTestId('command-block');
      const register = blocks.filter({ hasText: 'btcli subnets register' });
      await register.getByRole('button').click();
      await expect(page.getByTestId('copy-confirmation')).toHaveText(said);
      await expect(register.locator('[aria-live="polite"]')).toHaveText(said);
      // Below the command it belongs to.
      const block = (await register.boundingBox())!;
      const line = (await page.getByTestId('copy-confirmation').boundingBox())!;
      expect(line.y).toBeGreaterThanOrEqual(block.y + block.height);
      // A command ready to run confirms with "Copied" alone.
      const install = blocks.filter({ hasText: 'pip install -U bittensor-cli' });
      await install.getByRole('button').click();
      await expect(install.locator('[aria-live="polite"]')).toHaveText('Copied');
    });
  });

  test('step 3 links to the network’s X account for the registration tweet', async ({ page }) => {
    await openLanding(page, '/#get-started');
    const link = page.locator('#get-started').getByRole('link', { name: /on X/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/x\.com\//);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('View Available Tasks opens the dashboard', async ({ page }) => {
    await openLanding(page, '/#get-started');
    await page.getByRole('link', { name: 'View Available Tasks' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Channel Dashboard');
  });
});

test.describe('no horizontal scroll', () => {
  for (const width of [360, 390, 1920]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLanding(page, '/');
      await page.waitForLoadState('networkidle');
      await page.locator('#get-started').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
