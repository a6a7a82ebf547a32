// Debug mode as a timeline inspector: the address, markers, loop range and event log (its keyboard
// shortcuts: timeline-shortcuts.spec.ts; the panel's layout and accessibility: timeline-panel-layout.spec.ts).
import {
  demoTime,
  openDebugDemo,
  seek,
  waitForDemo,
  DURATION,
  FULL,
  inspector,
  search,
  rangeReadout,
  picture,
  setRangeByButtons,
  trackX,
  centreX,
  overlapping,
  LOG_ROWS_AT,
} from './demo-helpers';
import { expect, stopTime, test } from './fixtures';

test.describe('the address', () => {
  test('opens exactly the moment it names: paused at t, that speed, that card pinned, that range, that picture', async ({
    page,
  }, testInfo) => {
    await openDebugDemo(page, { query: FULL });
    await expect.poll(() => inspector(page)).toEqual({ t: 9300, speed: 0.5, playing: false, inspected: 'n7' });
    await expect(rangeReadout(page)).toHaveText('Loop 2300–8000 ms');
    await expect(page.getByLabel('Speed')).toHaveValue('0.5');
    await expect(page.getByTestId('demo-card')).toContainText('@node_nate');
    // The link lands on the picture it names, not on the hero above it.
    await expect(page.locator('#network-demo canvas')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('demo-card')).toBeVisible();
    const fromAddress = await picture(page);

    // The same moment reached by hand.
    await openDebugDemo(page);
    await page.getByLabel('Speed').selectOption('0.5');
    await setRangeByButtons(page, 2300, 8000);
    await seek(page, 9300);
    await page.evaluate(() => window.__demo!.inspect('n7'));
    expect(await inspector(page)).toEqual({ t: 9300, speed: 0.5, playing: false, inspected: 'n7' });
    await expect(rangeReadout(page)).toHaveText('Loop 2300–8000 ms');
    await expect.poll(() => search(page)).toBe(`?debug${FULL}`);
    const byHand = await picture(page);
    expect(byHand.card, 'the same card').toBe(fromAddress.card);
    if (!byHand.canvas.equals(fromAddress.canvas)) {
      await testInfo.attach('canvas from the address', { body: fromAddress.canvas, contentType: 'image/png' });
      await testInfo.attach('canvas by hand', { body: byHand.canvas, contentType: 'image/png' });
    }
    expect(byHand.canvas.equals(fromAddress.canvas), 'the same canvas').toBe(true);

    // The comparison sees a missing pin.
    await page.evaluate(() => window.__demo!.inspect(null));
    expect((await picture(page)).canvas.equals(fromAddress.canvas), 'no pin, another canvas').toBe(false);
  });

  test('follows every change without a history entry, keeps other parameters, and a reload reopens the same moment', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await openDebugDemo(page, { query: '&utm_source=letter' });
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
    await page.evaluate(() => window.__demo!.inspect('n1'));
    await expect.poll(() => search(page)).toBe(`${base}&t=6600&speed=2&node=n1&in=4000&out=9000`);

    // 400 ms at 2x from 6600, by the page's clock, whatever the machine is doing.
    await stopTime(page);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.clock.runFor(400);
    await expect.poll(() => search(page), 'playing: no t').toBe(`${base}&speed=2&node=n1&in=4000&out=9000`);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await inspector(page);
    expect(paused.t, 'played on from 6600 at 2x').toBeGreaterThan(7300);
    expect(paused.t, 'played on from 6600 at 2x').toBeLessThan(7500);
    await page.clock.resume();
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
    if (!after.canvas.equals(before.canvas)) {
      await testInfo.attach('canvas before the reload', { body: before.canvas, contentType: 'image/png' });
      await testInfo.attach('canvas after the reload', { body: after.canvas, contentType: 'image/png' });
    }
    expect(after.canvas.equals(before.canvas), 'the same canvas after a reload').toBe(true);
    expect(await search(page)).toBe(`${base}&t=${paused.t}&speed=2&node=n1&in=${paused.t}&out=${DURATION}`);
  });

  test('a drag writes the address once, when it rests: not while the moment keeps changing', async ({ page }) => {
    await page.clock.install();
    await openDebugDemo(page);
    await expect.poll(() => search(page), 'playing: no t').toBe('?debug');
    await page.evaluate(() => {
      const w = window as unknown as { addressWrites: string[] };
      w.addressWrites = [];
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        w.addressWrites.push(String(url));
        replace(state, unused, url);
      };
    });
    const writes = () => page.evaluate(() => (window as unknown as { addressWrites: string[] }).addressWrites);
    await stopTime(page);

    // A second of seeks 100 ms apart by the page's clock, as a slow drag makes them.
    for (let step = 0; step < 10; step++) {
      await page.evaluate((t) => window.__demo!.seek(t), 3000 + step * 100);
      await page.clock.runFor(100);
    }
    expect(await writes(), 'nothing written while the moment moves').toEqual([]);
    await page.clock.runFor(150);
    expect(await writes(), 'written once it has rested 250 ms').toEqual(['/?debug&t=3900']);
    expect(await search(page)).toBe('?debug&t=3900');
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
      await openDebugDemo(page, { query: query });
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

/**
 * The markers DECISIONS §8 asks for, at the times §1 gives: the two phase changes, each layer's first
 * line (S, S + 3200, S + 5000) and each celebrity highlight (S + 8750 + 200·c: n13, n16, n20, n23).
 */
const MARKERS = [
  { t: 1500, label: 'Central post appears · 1.5 s' },
  { t: 2300, label: 'Spread starts · 2.3 s' },
  { t: 2300, label: 'Layer 1 starts · 2.3 s' },
  { t: 5500, label: 'Layer 2 starts · 5.5 s' },
  { t: 7300, label: 'Layer 3 starts · 7.3 s' },
  { t: 11_050, label: 'Celebrity @elena_macro · 11.1 s' },
  { t: 11_250, label: 'Celebrity @zara_zk · 11.3 s' },
  { t: 11_450, label: 'Celebrity @nova_nodes · 11.5 s' },
  { t: 11_650, label: 'Celebrity @sam_signal · 11.7 s' },
];

test('markers: a button per phase change, layer start and celebrity, named by what happens, at its time, seeking there', async ({
  page,
}) => {
  await openDebugDemo(page);
  const markers = MARKERS;
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
  await openDebugDemo(page);
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
  await openDebugDemo(page);
  const log = page.getByTestId('demo-debug-log');
  const rows = log.getByRole('button');

  await seek(page, 5500);
  await expect(rows).toHaveText(LOG_ROWS_AT[5500]);
  await expect(log.locator('[aria-current="true"]')).toHaveText(['5.5 s · line · @node_nate']);
  const height = (await log.boundingBox())!.height;

  // The last row at 5.5 s: satoshi_sol, layer 2's second node, starts its line at S + 3200 + 300.
  const last = rows.last();
  const label = '5.8 s · line · @satoshi_sol';
  await expect(last).toHaveText(label);
  await last.click();
  expect(await demoTime(page)).toBe(5800);
  await expect(log.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(log.getByRole('button', { name: label, exact: true })).toBeFocused();

  // A moment several events share marks them all.
  await seek(page, 9300);
  await expect(log.locator('[aria-current="true"]')).toHaveCount(4);
  await expect(log.locator('[aria-current="true"]')).toHaveText([/^9\.3 s/, /^9\.3 s/, /^9\.3 s/, /^9\.3 s/]);
  for (const t of [0, 9300, 17300] as const) {
    await seek(page, t);
    await expect(rows).toHaveText(LOG_ROWS_AT[t]);
    expect((await log.boundingBox())!.height, `log height at ${t}`).toBe(height);
  }
});
