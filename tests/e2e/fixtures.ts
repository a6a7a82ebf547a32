// Shared Playwright fixtures: every test fails on an unexpected console error or page error (a
// Content Security Policy violation is one), and on any request its pages make off this machine:
// the site serves everything it shows itself.
import { test as base, expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';

interface Fixtures {
  /** Console errors a test expects (e.g. the not-found page's log); anything else fails the test. */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  /** Addresses off this machine the test's pages asked for: none, or the test fails. */
  foreignRequests: string[];
}

export const test = base.extend<Fixtures>({
  // Pages paint their pre-rendered HTML first and hydrate after; a test, like a reader, acts on
  // the page once its code runs (html[data-hydrated]), so page.goto waits for that.
  // Each worker reuses one browser context and tab from test to test (playwright.config.ts), which
  // Playwright resets between tests (pages, routes, init scripts, the clock, storage, viewport);
  // permissions a test granted are taken back here.
  // A test that paused the page's clock has it resumed here: left paused, Playwright resumes it itself
  // as the test's connection to the context closes, without waiting, and that late resume can land
  // after the context was reset for the next test and leave that test's clock without its code
  // (`__pwClock` undefined).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto;
    page.goto = async (url, options) => {
      const response = await goto.call(page, url, options);
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    // The reused tab keeps the last test's pointer where it left it, and Chromium hovers whatever
    // comes to lie under it after a layout or a scroll: each test starts with the pointer in the
    // corner, as in a new tab.
    await page.mouse.move(0, 0);
    const { clock } = page;
    const pauseAt = clock.pauseAt;
    let paused = false;
    clock.pauseAt = async (time) => {
      await pauseAt.call(clock, time);
      paused = true;
    };
    await use(page);
    page.goto = goto;
    clock.pauseAt = pauseAt;
    if (paused && !page.isClosed()) await clock.resume();
    await page.context().clearPermissions();
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      // The site's own server, or another that a test runs on this machine (a host's fallback).
      const own = new Set([new URL(baseURL!).hostname, '127.0.0.1', 'localhost']);
      const foreign: string[] = [];
      const onRequest = (request: Request) => {
        const url = request.url();
        if (!/^(data|blob|about):/.test(url) && !own.has(new URL(url).hostname)) foreign.push(url);
      };
      page.on('request', onRequest);
      await use(foreign);
      page.off('request', onRequest);
      expect(foreign, 'requests off this machine').toEqual([]);
    },
    { auto: true },
  ],
});

// expect.poll checks again after 100, 250 and 500 ms, then every second, so a state that arrives
// just after a check is seen up to a second late, in every poll of every test. A check is one small
// evaluate: poll every 50 ms instead.
const POLL_INTERVALS = [50];
const defaultPoll = expect.poll;
expect.poll = (actual, messageOrOptions) =>
  defaultPoll(
    actual,
    typeof messageOrOptions === 'string'
      ? { message: messageOrOptions, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...messageOrOptions },
  );

export { expect };

/** Distance in px from the bottom of the sticky header to the top of the element `id`. */
export async function offsetBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const header = document.querySelector('header');
    if (!target || !header) return Number.NaN;
    return target.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

/**
 * Waits until `locator` stands still on screen: the same box over two animation frames, with no
 * animation of its own running. Sections that render as they scroll into view, a late answer from a
 * worker or a block that loads on its own can still move it a moment after it first shows.
 */
export async function untilStill(locator: Locator) {
  await expect
    .poll(
      () =>
        locator.evaluate(async (element) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          const box = () => JSON.stringify(element.getBoundingClientRect());
          const before = box();
          await frame();
          await frame();
          return before === box() && element.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
        }),
      { message: 'the element stands still' },
    )
    .toBe(true);
}

/** True once the element `id` sits just under the sticky header (landed on). */
export async function expectLandedOn(page: Page, id: string) {
  await expect.poll(() => offsetBelowHeader(page, id), { message: `landed on #${id}` }).toBeGreaterThanOrEqual(-2);
  await expect.poll(() => offsetBelowHeader(page, id), { message: `landed on #${id}` }).toBeLessThanOrEqual(40);
}

/**
 * Stops the page's clock (timers, animation frames, Date, performance.now) so that from here on time
 * moves only when the test says, by `page.clock.runFor(ms)`: a delay is then checked to the
 * millisecond however busy the machine is. The test calls `page.clock.install()` before `page.goto`.
 * Pausing jumps the clock a second or so ahead first (it cannot pause in the past), firing what was due by then.
 */
export async function stopTime(page: Page) {
  // The page reads its clock a moment before the pause lands; on a busy machine that moment can be
  // longer than the jump, so a pause that would land in the past is tried again further ahead.
  for (let ahead = 1000; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (ahead >= 16_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Records the `behavior` of every scroll the page's code asks for (scrollIntoView, scrollTo, scrollBy). */
export async function recordScrollRequests(page: Page) {
  await page.evaluate(() => {
    const requests: string[] = [];
    (window as unknown as { scrollRequests: string[] }).scrollRequests = requests;
    const note = (options: unknown) =>
      requests.push(
        typeof options === 'object' && options !== null && 'behavior' in options
          ? String((options as ScrollIntoViewOptions).behavior)
          : 'auto',
      );
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      note(options);
      return intoView.call(this, options);
    };
    for (const name of ['scrollTo', 'scrollBy'] as const) {
      const original = window[name] as (...args: unknown[]) => void;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        note(args[0]);
        return original.apply(window, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { scrollRequests: string[] }).scrollRequests);
}

/**
 * Starts recording the scripts the page downloads; the returned check says whether any of them, so
 * far, contains `text` (something only one library's or feature's code holds, whatever its chunk is called).
 */
export function fetchedScripts(page: Page): (text: string) => Promise<boolean> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async (text) => (await Promise.all(bodies)).some((body) => body.includes(text));
}

/**
 * Adds a style sheet the test needs (to hide what a picture must leave out, or lay out every section),
 * through the CSSOM: the served Content Security Policy refuses a <style> element, which
 * `page.addStyleTag` and a screenshot's `style` option insert. Resolves with a function that removes it.
 */
export async function addStyleSheet(page: Page, css: string): Promise<() => Promise<void>> {
  type Added = Window & { testSheets?: CSSStyleSheet[] };
  const index = await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const added = ((window as Added).testSheets ??= []);
    return added.push(sheet) - 1;
  }, css);
  return () =>
    page.evaluate((at) => {
      const sheet = (window as Added).testSheets![at];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }, index);
}
