// The first loop's clock starts only once the scene can draw: on a slow phone, Pixi's start-up must
// not eat into the loop, or the post's entrance (phase 1, t = 1500) can pass before anything is drawn.
import { test, expect } from './fixtures';
import { SPEC_POST_APPEAR } from '../../src/features/network-demo/content/spec-table.test-support';

interface Moment {
  t: number | null;
  phase: number | null;
  busy: string | null;
}
type StartWindow = Window & { __firstFrame?: Moment; __loaded?: Moment };

test('on a 4× slower CPU the first drawn frame is t = 0, drawn while loading; the clock starts from it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Records the clock at the moment the canvas is first marked drawn, and when loading ends, from
  // the mutations themselves (a MutationObserver runs before any later task or animation frame).
  await page.addInitScript(() => {
    const w = window as StartWindow;
    const now = (): Moment => ({
      t: w.__demo?.time() ?? null,
      phase: w.__demo?.state().phase ?? null,
      busy: document.querySelector('[aria-busy]')?.getAttribute('aria-busy') ?? null,
    });
    new MutationObserver((records) => {
      // Records come in batches, after the fact: the busy flag at a record's moment is the value a
      // later change in the same batch replaced, else the current one.
      records.forEach(({ target, attributeName }, i) => {
        const element = target as Element;
        const busyChange = records.slice(i + 1).find((record) => record.attributeName === 'aria-busy');
        const at = (): Moment => ({ ...now(), busy: busyChange ? busyChange.oldValue : now().busy });
        if (attributeName === 'data-drawn' && element.tagName === 'CANVAS' && !w.__firstFrame) w.__firstFrame = at();
        if (attributeName === 'aria-busy' && element.getAttribute('aria-busy') === 'false' && !w.__loaded)
          w.__loaded = at();
      });
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['data-drawn', 'aria-busy'],
    });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto('/?debug');
    await page.waitForFunction(
      () => {
        const w = window as StartWindow;
        return !!w.__loaded && !!w.__firstFrame;
      },
      null,
      { timeout: 60_000 },
    );
    const { first, loaded } = await page.evaluate(() => {
      const w = window as StartWindow;
      return { first: w.__firstFrame, loaded: w.__loaded };
    });
    expect(first, 'the first drawn frame: t = 0, phase 0, still loading').toEqual({ t: 0, phase: 0, busy: 'true' });
    expect(loaded?.t, 'the clock when loading ends').toBe(0);
    // From there the clock runs, through the post's entrance, once the stage is in view.
    await page.locator('#network-demo-stage').scrollIntoViewIfNeeded();
    // DECISIONS §1: the central post appears at 1500 ms (phase 1).
    const entrance = SPEC_POST_APPEAR;
    await page.waitForFunction((at) => window.__demo!.time() > at, entrance, { timeout: 60_000 });
    expect((await page.evaluate(() => window.__demo!.state())).phase).toBeGreaterThanOrEqual(1);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
});
