// Debug mode on the page's clock, stopped and moved by the test: what the panel does frame by frame
// while the demo plays or the Timeline is moved (the rest of the inspector: timeline-inspector.spec.ts).
import type { Page } from '@playwright/test';
import { DEMO_SCHEDULE, demoTime, openDebugDemo, centreX, DURATION, LOG_ROWS_AT, trackX } from './demo-helpers';
import { expect, stopTime, test } from './fixtures';

/** Counts React's commits in `window.__commits`, through the hook React's DevTools use. */
async function countReactCommits(page: Page) {
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
}

const commitsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __commits: number }).__commits);

test.describe('on the page’s clock', () => {
  test('paused, the page asks for no animation frames: the clock’s ticker sleeps within a tenth of a second', async ({
    page,
  }) => {
    await page.clock.install();
    // After the clock's own script: every animation frame the page asks for, counted.
    await page.addInitScript(() => {
      const counter = window as unknown as { __frameRequests: number };
      counter.__frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        counter.__frameRequests++;
        return request(callback);
      };
    });
    const frameRequests = () => page.evaluate(() => (window as unknown as { __frameRequests: number }).__frameRequests);
    await openDebugDemo(page);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await stopTime(page);
    await page.clock.runFor(100);
    const settled = await frameRequests();
    await page.clock.runFor(1000);
    expect((await frameRequests()) - settled, 'frames asked for in the second after').toBe(0);

    // Playing again, the clock ticks every frame.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const playing = await frameRequests();
    await page.clock.runFor(1000);
    expect((await frameRequests()) - playing).toBeGreaterThanOrEqual(50);
  });

  test('playing between events commits nothing to React: readouts follow the clock without renders', async ({
    page,
  }) => {
    await countReactCommits(page);
    // After the last emoji and before the reset nothing discrete happens.
    const quiet = { in: DEMO_SCHEDULE.settledAt + 100, out: DURATION - 100 };
    await page.clock.install();
    await openDebugDemo(page, { query: `&t=${quiet.in}&in=${quiet.in}&out=${quiet.out}` });
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await stopTime(page);
    await page.clock.runFor(200);
    const before = await page.evaluate(() => ({
      commits: (window as unknown as { __commits: number }).__commits,
      text: document.querySelector('[data-testid="demo-debug-time"]')!.textContent,
    }));
    await page.clock.runFor(1500);
    const after = await page.evaluate(() => ({
      commits: (window as unknown as { __commits: number }).__commits,
      text: document.querySelector('[data-testid="demo-debug-time"]')!.textContent,
    }));
    expect(before.commits, 'the counter sees React commit').toBeGreaterThan(0);
    expect(after.text, 'the t readout moved').not.toBe(before.text);
    expect(after.commits - before.commits, 'React commits while playing').toBe(0);
  });

  test('a drag through bubbles and emoji that change no figure commits nothing to React; a new node does', async ({
    page,
  }) => {
    await countReactCommits(page);
    // The longest stretch between two changes of a figure (a node appearing, a celebrity found),
    // counted in the bubbles and emoji that change within it.
    const figureTimes = DEMO_SCHEDULE.nodes
      .flatMap((node) => [DEMO_SCHEDULE.times[node.id]!.appear, DEMO_SCHEDULE.times[node.id]!.highlight])
      .filter((t): t is number => t !== null)
      .sort((a, b) => a - b);
    const stretches = figureTimes.slice(1).map((to, i) => {
      const from = figureTimes[i]!;
      return { from, to, changes: DEMO_SCHEDULE.discreteTimes.filter((t) => t > from && t < to).length };
    });
    const quiet = stretches.reduce((best, stretch) => (stretch.changes > best.changes ? stretch : best));
    expect(quiet.changes, 'bubbles and emoji change within the stretch').toBeGreaterThanOrEqual(3);

    await page.clock.install();
    await openDebugDemo(page, { query: `&t=${quiet.from}` });
    await stopTime(page);
    const figures = await page.getByTestId('demo-stats').textContent();
    const before = await commitsSoFar(page);
    expect(before, 'the counter sees React commit').toBeGreaterThan(0);
    // As a drag seeks: a frame, a moment further on.
    for (let step = 1; step <= 20; step++) {
      await page.evaluate((t) => void window.__demo!.seek(t), quiet.from + ((quiet.to - quiet.from) * step) / 21);
      await page.clock.runFor(16);
    }
    expect(await commitsSoFar(page), 'React commits through the stretch').toBe(before);
    expect(await page.getByTestId('demo-stats').textContent(), 'the figures through the stretch').toBe(figures);

    await page.evaluate((t) => void window.__demo!.seek(t), quiet.to);
    await expect(page.getByTestId('demo-stats')).not.toHaveText(figures!);
    expect(await commitsSoFar(page), 'a figure that changes is rendered').toBeGreaterThan(before);
  });

  test('the event log follows a drag at most every 100 ms, and ends on the moment the drag rests at', async ({
    page,
  }) => {
    await page.clock.install();
    await openDebugDemo(page, { query: '&t=3300' });
    const rows = page.getByTestId('demo-debug-log').getByRole('button');
    await expect(rows).toHaveText(LOG_ROWS_AT[3300]);
    await stopTime(page);
    await page.evaluate(() => {
      const w = window as unknown as { logWrites: number };
      w.logWrites = 0;
      const first = document.querySelector('[data-testid="demo-debug-log"] button')!;
      new MutationObserver((records) => {
        w.logWrites += records.filter((record) => record.target === first).length;
      }).observe(first, { childList: true });
    });

    // Half a second of a drag through the spread: a seek each frame, each a few events further on.
    const moments = Array.from({ length: 30 }, (_, frame) => 3300 + Math.round(((11500 - 3300) * (frame + 1)) / 30));
    for (const t of moments) {
      await page.evaluate((at) => void window.__demo!.seek(at), t);
      await page.clock.runFor(16);
    }
    await page.clock.runFor(100);
    const writes = await page.evaluate(() => (window as unknown as { logWrites: number }).logWrites);
    expect(writes, 'rewrites of the rows in 580 ms').toBeLessThanOrEqual(7);
    expect(writes, 'the rows followed the drag').toBeGreaterThanOrEqual(4);
    expect(moments.at(-1)).toBe(11500);
    await expect(rows).toHaveText(LOG_ROWS_AT[11500]);
  });

  test('the knob and both playheads stand at the clock’s moment while it plays; the range’s value is exact once paused', async ({
    page,
  }) => {
    await page.clock.install();
    await openDebugDemo(page, { query: '&t=2000&lanes=1' });
    const timeline = page.getByRole('slider', { name: 'Timeline' });
    const marks = {
      knob: page.getByTestId('timeline-knob'),
      'track playhead': page.getByTestId('timeline-playhead'),
      'lanes playhead': page.getByTestId('lanes-playhead'),
    };
    const expectAllAt = async (t: number) => {
      const x = await trackX(page, t);
      for (const [name, mark] of Object.entries(marks))
        expect(Math.abs((await centreX(mark)) - x), `${name} at ${t} ms`).toBeLessThan(1.5);
    };
    await expectAllAt(2000);
    await expect(timeline).toHaveValue('2000');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await stopTime(page);
    // Not a whole number of value steps: the last one written lags the clock.
    await page.clock.runFor(1100);
    const playing = await demoTime(page);
    expect(playing, 'the clock moved').toBeGreaterThan(2500);
    await expectAllAt(playing);
    // While playing, the value follows the clock in steps (writing it every frame would relayout the input).
    expect(Math.abs(Number(await timeline.inputValue()) - playing)).toBeLessThan(250);

    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await demoTime(page);
    await expect(timeline).toHaveValue(String(Math.round(paused)));
    await expectAllAt(paused);
  });

  test('the range moved twice in one frame seeks the first at once and the latest at the next frame; a key then steps from the range', async ({
    page,
  }) => {
    await page.clock.install();
    await openDebugDemo(page);
    const timeline = page.getByRole('slider', { name: 'Timeline' });
    await stopTime(page);
    // With the clock stopped no frame comes between the two, as when a mouse reports faster than frames.
    await timeline.fill('3000');
    expect(await demoTime(page), 'the first move of a frame, at once').toBe(3000);
    await timeline.fill('5000');
    expect(await demoTime(page), 'the second waits for the next frame').toBe(3000);
    await page.clock.runFor(20);
    expect(await demoTime(page), 'the latest, at the next frame').toBe(5000);

    await timeline.fill('7000');
    await timeline.fill('8000');
    // The key steps from where the range stands (8000), not from the moment last sought.
    await timeline.press('Shift+ArrowRight');
    await page.clock.runFor(20);
    expect(await demoTime(page)).toBe(8100);
    await expect(timeline).toHaveValue('8100');
  });
});
