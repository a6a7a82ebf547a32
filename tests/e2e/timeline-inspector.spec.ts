// Debug mode as a timeline inspector: the address, markers, keyboard, loop range, event log, and the
// panel on a phone and to assistive technology.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { eventLogEntries, logWindowAt } from '../../src/features/network-demo/model/event-log';
import { nextEventTime, previousEventTime } from '../../src/features/network-demo/model/schedule';
import { timelineMarkers } from '../../src/features/network-demo/model/timeline-markers';
import { DEMO_SCHEDULE, demoTime, seek } from './demo-helpers';
import { expect, test } from './fixtures';

type DemoWindow = Window & { __demo?: NonNullable<Window['__demo']> };
const DURATION = DEMO_SCHEDULE.duration;
const FULL = '&t=9300&speed=0.5&node=n7&in=2300&out=8000';

/** Waits until the demo has loaded and drawn (and so has applied its address). */
async function waitForDemo(page: Page) {
  await page.waitForFunction(() => !!(window as DemoWindow).__demo, null, { timeout: 30_000 });
  await expect(page.getByText('Loading influencers...')).toHaveCount(0);
  await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
}

async function openAt(page: Page, query = '') {
  await page.goto(`/?debug${query}`);
  await waitForDemo(page);
}

const inspector = (page: Page) =>
  page.evaluate(() => {
    const demo = (window as DemoWindow).__demo!;
    return { t: demo.time(), speed: demo.speed(), playing: demo.playing(), inspected: demo.inspected() };
  });
const search = (page: Page) => page.evaluate(() => window.location.search);
const rangeReadout = (page: Page) => page.getByTestId('demo-debug-range');
const panel = (page: Page) => page.getByTestId('demo-debug');

/**
 * The picture: the canvas's pixels (scrolled to one place, the pointer away, the card's DOM hidden
 * over it, since its text may be set in a fallback font on a first visit) and the card's text.
 */
async function picture(page: Page): Promise<{ canvas: Buffer; card: string | null }> {
  await page.mouse.move(0, 0);
  const card = page.getByTestId('demo-card');
  const text = (await card.count()) ? await card.textContent() : null;
  // A style sheet rather than the card's own style, which the card sets itself as its node scrolls.
  const hideCard = await page.addStyleTag({ content: '[data-testid="demo-card"] { visibility: hidden !important; }' });
  await page.evaluate(() => document.querySelector('#network-demo canvas')!.scrollIntoView({ block: 'center' }));
  // Two frames: whatever the last change asked for has been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const canvas = await page.locator('#network-demo canvas').screenshot();
  await hideCard.evaluate((sheet) => (sheet as Element).remove());
  return { canvas, card: text };
}

/** Focus on nothing in particular: where a shortcut is meant to work. */
const focusNothing = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

async function setRangeByButtons(page: Page, from: number, to: number) {
  await seek(page, from);
  await page.getByRole('button', { name: 'Set in', exact: true }).click();
  await seek(page, to);
  await page.getByRole('button', { name: 'Set out', exact: true }).click();
}

/** x of moment t on the Timeline: the centre of its thumb there. */
async function trackX(page: Page, t: number): Promise<number> {
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  const box = (await timeline.boundingBox())!;
  const thumb = await timeline.evaluate((input) => parseFloat(getComputedStyle(input).getPropertyValue('--thumb')));
  return box.x + thumb / 2 + (t / DURATION) * (box.width - thumb);
}

const centreX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

function overlapping(boxes: { x: number; y: number; width: number; height: number }[]): string[] {
  const found: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b, j) => {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      if (!apart) found.push(`${i} and ${i + 1 + j}`);
    }),
  );
  return found;
}

test.describe('the address', () => {
  test('opens exactly the moment it names: paused at t, that speed, that card pinned, that range, that picture', async ({
    page,
  }) => {
    await openAt(page, FULL);
    await expect.poll(() => inspector(page)).toEqual({ t: 9300, speed: 0.5, playing: false, inspected: 'n7' });
    await expect(rangeReadout(page)).toHaveText('Loop 2300–8000 ms');
    await expect(page.getByLabel('Speed')).toHaveValue('0.5');
    await expect(page.getByTestId('demo-card')).toContainText('@node_nate');
    // The link lands on the picture it names, not on the hero above it.
    await expect(page.locator('#network-demo canvas')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('demo-card')).toBeVisible();
    const fromAddress = await picture(page);

    // The same moment reached by hand.
    await openAt(page);
    await page.getByLabel('Speed').selectOption('0.5');
    await setRangeByButtons(page, 2300, 8000);
    await seek(page, 9300);
    await page.evaluate(() => (window as DemoWindow).__demo!.inspect('n7'));
    expect(await inspector(page)).toEqual({ t: 9300, speed: 0.5, playing: false, inspected: 'n7' });
    await expect(rangeReadout(page)).toHaveText('Loop 2300–8000 ms');
    await expect.poll(() => search(page)).toBe(`?debug${FULL}`);
    const byHand = await picture(page);
    expect(byHand.card, 'the same card').toBe(fromAddress.card);
    expect(byHand.canvas.equals(fromAddress.canvas), 'the same canvas').toBe(true);

    // The comparison sees a missing pin.
    await page.evaluate(() => (window as DemoWindow).__demo!.inspect(null));
    expect((await picture(page)).canvas.equals(fromAddress.canvas), 'no pin, another canvas').toBe(false);
  });

  test('follows every change without a history entry, keeps other parameters, and a reload reopens the same moment', async ({
    page,
  }) => {
    await openAt(page, '&utm_source=letter');
    const historyLength = await page.evaluate(() => history.length);
    const base = '?debug&utm_source=letter';
    await expect.poll(() => search(page), 'playing: no t').toBe(base);

    await page.getByRole('slider', { name: 'Timeline' }).fill('4000');
    await expect.poll(() => search(page)).toBe(`${base}&t=4000`);
    await page.getByLabel('Speed').selectOption('2');
    await expect.poll(() => search(page)).toBe(`${base}&t=4000&speed=2`);
    await page.getByRole('button', { name: 'Set in', exact: true }).click();
    await expect.poll(() => search(page)).toBe(`${base}&t=4000&speed=2&in=4000&out=${DURATION}`);
    await page.getByRole('slider', { name: 'Timeline' }).fill('9000');
    await page.getByRole('button', { name: 'Set out', exact: true }).click();
    await expect.poll(() => search(page)).toBe(`${base}&t=9000&speed=2&in=4000&out=9000`);
    await seek(page, 6600);
    await page.evaluate(() => (window as DemoWindow).__demo!.inspect('n1'));
    await expect.poll(() => search(page)).toBe(`${base}&t=6600&speed=2&node=n1&in=4000&out=9000`);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => search(page), 'playing: no t').toBe(`${base}&speed=2&node=n1&in=4000&out=9000`);
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await inspector(page);
    expect(paused.t).not.toBe(6600);
    await expect.poll(() => search(page)).toBe(`${base}&t=${paused.t}&speed=2&node=n1&in=4000&out=9000`);
    await page.getByRole('button', { name: 'Clear range', exact: true }).click();
    await expect.poll(() => search(page)).toBe(`${base}&t=${paused.t}&speed=2&node=n1`);
    await page.getByRole('button', { name: 'Set in', exact: true }).click();
    await expect.poll(() => search(page)).toBe(`${base}&t=${paused.t}&speed=2&node=n1&in=${paused.t}&out=${DURATION}`);
    expect(await page.evaluate(() => history.length), 'no history entry per change').toBe(historyLength);

    const before = await picture(page);
    expect(before.card).toContain('@mara_onchain');
    const readout = await rangeReadout(page).textContent();
    await page.reload();
    await waitForDemo(page);
    await expect.poll(() => inspector(page)).toEqual(paused);
    await expect(rangeReadout(page)).toHaveText(readout!);
    await expect(page.getByTestId('demo-card')).toBeVisible();
    const after = await picture(page);
    expect(after.card, 'the same card after a reload').toBe(before.card);
    expect(after.canvas.equals(before.canvas), 'the same canvas after a reload').toBe(true);
    expect(await search(page)).toBe(`${base}&t=${paused.t}&speed=2&node=n1&in=${paused.t}&out=${DURATION}`);
  });

  for (const [name, query, ignored, rest, cleaned] of [
    [
      'values that are not numbers, a speed off the list, an unknown node and an inverted range',
      '&t=abc&speed=3&node=nobody&in=8000&out=2300',
      ['t=abc', 'speed=3', 'node=nobody', 'in=8000 and out=2300'],
      { playing: true, speed: 1, inspected: null },
      '?debug',
    ],
    [
      'a node not yet revealed at t (the rest still applies)',
      '&t=3000&speed=2&node=n7',
      ['node=n7'],
      { t: 3000, playing: false, speed: 2, inspected: null },
      '?debug&t=3000&speed=2',
    ],
    [
      'a t outside the loop and half a range',
      '&t=99999&in=2300',
      ['t=99999', 'in=2300'],
      { playing: true, speed: 1, inspected: null },
      '?debug',
    ],
  ] as const) {
    test(`ignores ${name} with a warning naming each, never an error page`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('Ignoring ')) warnings.push(message.text());
      });
      await openAt(page, query);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => inspector(page)).toMatchObject(rest);
      await expect(rangeReadout(page)).toHaveText('No loop range');
      for (const parameter of ignored) expect(warnings.join('\n')).toContain(`Ignoring ${parameter} `);
      expect(warnings).toHaveLength(ignored.length);
      // What was ignored leaves the address.
      await expect.poll(() => search(page)).toBe(cleaned);
    });
  }
});

test.describe('keyboard shortcuts', () => {
  test.beforeEach(async ({ page }) => {
    await openAt(page);
    await seek(page, 5000);
    await focusNothing(page);
  });

  test('Space plays and pauses', async ({ page }) => {
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(true);
    await expect.poll(() => demoTime(page)).toBeGreaterThan(5000);
    await page.keyboard.press('Space');
    expect((await inspector(page)).playing).toBe(false);
  });

  test('← and → step to the previous and next event', async ({ page }) => {
    await page.keyboard.press('ArrowRight');
    expect(await demoTime(page)).toBe(nextEventTime(DEMO_SCHEDULE, 5000));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await demoTime(page)).toBe(previousEventTime(DEMO_SCHEDULE, 5000));
  });

  test('Shift+← and Shift+→ move 100 ms', async ({ page }) => {
    await page.keyboard.press('Shift+ArrowRight');
    expect(await demoTime(page)).toBe(5100);
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await demoTime(page)).toBe(4900);
  });

  test(', and . move one frame (1000/60 ms)', async ({ page }) => {
    await page.keyboard.press('.');
    expect(await demoTime(page)).toBeCloseTo(5000 + 1000 / 60, 2);
    await page.keyboard.press(',');
    await page.keyboard.press(',');
    expect(await demoTime(page)).toBeCloseTo(5000 - 1000 / 60, 2);
  });

  test('Home and End go to the start and end of the loop, or of the loop range while one is set', async ({ page }) => {
    await page.keyboard.press('End');
    expect(await demoTime(page)).toBe(DURATION);
    await page.keyboard.press('Home');
    expect(await demoTime(page)).toBe(0);
    await setRangeByButtons(page, 2300, 8000);
    await focusNothing(page);
    await page.keyboard.press('Home');
    expect(await demoTime(page)).toBe(2300);
    await page.keyboard.press('End');
    expect(await demoTime(page)).toBe(8000);
  });

  test('[ and ] step through the speeds, stopping at either end', async ({ page }) => {
    const speeds: number[] = [];
    for (const key of [']', ']', ']', '[', '[', '[', '[', '[']) {
      await page.keyboard.press(key);
      speeds.push((await inspector(page)).speed);
    }
    expect(speeds).toEqual([2, 4, 4, 2, 1, 0.5, 0.25, 0.25]);
    await expect(page.getByLabel('Speed')).toHaveValue('0.25');
  });

  test('the disclosure lists every shortcut', async ({ page }) => {
    const disclosure = page.getByText('Keyboard shortcuts', { exact: true });
    const list = panel(page).locator('dl');
    await expect(list).toBeHidden();
    await disclosure.click();
    await expect(list).toBeVisible();
    for (const key of ['Space', '←', '→', 'Shift + ←', 'Shift + →', ',', '.', 'Home', 'End', '[', ']'])
      await expect(list.locator('kbd', { hasText: key }).first()).toBeVisible();
  });

  test('the Speed select keeps its keys: arrows change the speed and do not seek', async ({ page }) => {
    await page.getByLabel('Speed').focus();
    await page.keyboard.press('ArrowDown');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 2 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 0.5, playing: false });
    await page.keyboard.press('.');
    await page.keyboard.press(']');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 0.5 });
  });

  test('the Timeline range keeps its keys: an arrow moves it by its step, not to the next event', async ({ page }) => {
    await page.getByRole('slider', { name: 'Timeline' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await demoTime(page)).toBe(5001);
    await page.keyboard.press(']');
    await page.keyboard.press('Space');
    expect(await inspector(page)).toMatchObject({ t: 5001, speed: 1, playing: false });
  });

  test('a text field keeps its keys', async ({ page }) => {
    const field = await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Scratch');
      document.querySelector('main')!.append(input);
      return true;
    });
    expect(field).toBe(true);
    await page.getByLabel('Scratch').focus();
    await page.keyboard.type(' ,.[]');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(page.getByLabel('Scratch')).toHaveValue(' ,.[]');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 1, playing: false });
  });

  test('the network canvas keeps its keys: arrows move between influencers, not the clock', async ({ page }) => {
    await page.getByRole('application', { name: 'Influence network' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('.');
    await page.keyboard.press(']');
    expect(await inspector(page)).toMatchObject({ t: 5000, speed: 1 });
  });

  test('Space on a focused button presses it and does not also play', async ({ page }) => {
    await page.getByRole('button', { name: 'Next event' }).focus();
    await page.keyboard.press('Space');
    expect(await inspector(page)).toMatchObject({ t: nextEventTime(DEMO_SCHEDULE, 5000), playing: false });
  });
});

test('markers: a button per phase change, layer start and celebrity, named by what happens, at its time, seeking there', async ({
  page,
}) => {
  await openAt(page);
  const markers = timelineMarkers(DEMO_SCHEDULE);
  const list = page.getByRole('list', { name: 'Timeline markers' });
  const buttons = list.getByRole('button');
  await expect(buttons).toHaveCount(markers.length);
  const names = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')));
  expect(names).toEqual(markers.map((marker) => marker.label));
  for (const name of [
    'Central post appears · 1.5 s',
    'Spread starts · 2.3 s',
    'Layer 1 starts · 2.3 s',
    'Layer 2 starts · 5.5 s',
    'Layer 3 starts · 7.3 s',
    'Celebrity @elena_macro · 11.1 s',
  ])
    expect(names).toContain(name);

  for (const marker of markers) {
    const button = list.getByRole('button', { name: marker.label, exact: true });
    expect(
      Math.abs((await centreX(button)) - (await trackX(page, marker.t))),
      `${marker.label} on the track`,
    ).toBeLessThan(1.5);
    await button.click();
    expect(await demoTime(page), marker.label).toBe(marker.t);
  }
  expect(overlapping(await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON())))).toEqual(
    [],
  );
});

test('loop range: set at the playhead, both ends on the track, playback stays inside and wraps from out to in', async ({
  page,
}) => {
  await openAt(page);
  await expect(rangeReadout(page)).toHaveText('No loop range');
  await expect(page.getByRole('button', { name: /^Loop (in|out)/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear range' })).toBeDisabled();
  await setRangeByButtons(page, 5000, 6000);
  await expect(rangeReadout(page)).toHaveText('Loop 5000–6000 ms');

  // Both ends show on the track, named, where their moments are: in ends there, out starts there.
  const start = page.getByRole('button', { name: 'Loop in · 5.0 s', exact: true });
  const end = page.getByRole('button', { name: 'Loop out · 6.0 s', exact: true });
  await expect(start).toBeVisible();
  await expect(end).toBeVisible();
  const startBox = (await start.boundingBox())!;
  const endBox = (await end.boundingBox())!;
  expect(Math.abs(startBox.x + startBox.width - (await trackX(page, 5000)))).toBeLessThan(1.5);
  expect(Math.abs(endBox.x - (await trackX(page, 6000)))).toBeLessThan(1.5);
  await start.click();
  expect(await demoTime(page)).toBe(5000);
  await end.click();
  expect(await demoTime(page)).toBe(6000);

  // Played across out, t wraps to in and never leaves the range.
  await seek(page, 5700);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const samples: number[] = [];
  await expect
    .poll(
      async () => {
        samples.push(await demoTime(page));
        return samples.some((t, i) => i > 0 && t < samples[i - 1]!);
      },
      { message: 'wrapped from out to in', intervals: [50], timeout: 10_000 },
    )
    .toBe(true);
  expect(Math.min(...samples)).toBeGreaterThanOrEqual(5000);
  expect(Math.max(...samples)).toBeLessThan(6000);

  await page.getByRole('button', { name: 'Clear range', exact: true }).click();
  await expect(rangeReadout(page)).toHaveText('No loop range');
  await expect(page.getByRole('button', { name: /^Loop (in|out)/ })).toHaveCount(0);
  await expect.poll(() => demoTime(page), { message: 'plays past the old out' }).toBeGreaterThan(6000);
});

test('event log: seven events around the playhead, the current marked, each seeking there', async ({ page }) => {
  await openAt(page);
  const entries = eventLogEntries(DEMO_SCHEDULE);
  const times = entries.map((entry) => entry.t);
  const log = page.getByTestId('demo-debug-log');
  const rows = log.getByRole('button');
  const shown = async (t: number) => {
    const { start } = logWindowAt(times, t, 7);
    return entries.slice(start, start + 7).map((entry) => entry.label);
  };

  await seek(page, 5500);
  await expect(rows).toHaveText(await shown(5500));
  await expect(log.locator('[aria-current="true"]')).toHaveText(['5.5 s · line · @node_nate']);
  const height = (await log.boundingBox())!.height;

  const last = rows.last();
  const label = (await last.textContent())!;
  await last.click();
  const entry = entries.find((candidate) => candidate.label === label)!;
  expect(await demoTime(page)).toBe(entry.t);
  await expect(log.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(log.getByRole('button', { name: label, exact: true })).toBeFocused();

  // A moment several events share marks them all.
  await seek(page, 9300);
  await expect(log.locator('[aria-current="true"]')).toHaveCount(4);
  await expect(log.locator('[aria-current="true"]')).toHaveText([/^9\.3 s/, /^9\.3 s/, /^9\.3 s/, /^9\.3 s/]);
  for (const t of [0, 9300, DURATION]) {
    await seek(page, t);
    await expect(rows).toHaveText(await shown(t));
    expect((await log.boundingBox())!.height, `log height at ${t}`).toBe(height);
  }
});

test('playing between events commits nothing to React: readouts follow the clock without renders', async ({ page }) => {
  await page.addInitScript(() => {
    const counter = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    counter.__commits = 0;
    counter.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return 1;
      },
      onCommitFiberRoot() {
        counter.__commits++;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  // After the last emoji and before the reset nothing discrete happens.
  const quiet = { in: DEMO_SCHEDULE.settledAt + 100, out: DURATION - 100 };
  await openAt(page, `&t=${quiet.in}&in=${quiet.in}&out=${quiet.out}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await page.waitForTimeout(200);
  const before = await page.evaluate(() => ({
    commits: (window as unknown as { __commits: number }).__commits,
    text: document.querySelector('[data-testid="demo-debug-time"]')!.textContent,
  }));
  await page.waitForTimeout(1500);
  const after = await page.evaluate(() => ({
    commits: (window as unknown as { __commits: number }).__commits,
    text: document.querySelector('[data-testid="demo-debug-time"]')!.textContent,
  }));
  expect(before.commits, 'the counter sees React commit').toBeGreaterThan(0);
  expect(after.text, 'the t readout moved').not.toBe(before.text);
  expect(after.commits - before.commits, 'React commits while playing').toBe(0);
});

for (const width of [1440, 390]) {
  test(`at ${width} px, with the panel open, axe finds no violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAt(page, '&t=9300&in=2300&out=8000');
    await page.getByText('Keyboard shortcuts', { exact: true }).click();
    await expect(panel(page).locator('dl')).toBeVisible();
    await panel(page).scrollIntoViewIfNeeded();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

test('at 390 px the panel fits without sideways scrolling and every target is at least 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await openAt(page, '&t=9300&in=2300&out=8000');
  await page.getByText('Keyboard shortcuts', { exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  const targets = await panel(page)
    .locator('button, select, summary, input')
    .evaluateAll((all) =>
      all.map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return { name, width: rect.width, height: rect.height, right: rect.right };
      }),
    );
  // Markers, log entries, both loop ends, the player's buttons, the select, the disclosure, the range.
  expect(targets.length).toBeGreaterThan(9 + 7 + 2 + 3 + 3);
  const small = targets.filter((t) => t.width < 44 || t.height < 44).map((t) => `${t.name} ${t.width}×${t.height}`);
  expect(small).toEqual([]);
  expect(targets.filter((t) => t.right > 390).map((t) => t.name)).toEqual([]);
  const markerBoxes = await page
    .getByRole('list', { name: 'Timeline markers' })
    .getByRole('button')
    .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()));
  expect(overlapping(markerBoxes), 'markers covering each other').toEqual([]);
});
