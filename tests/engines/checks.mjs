// What the cross-engine suite checks in each engine, through an engine page (webkit.mjs,
// firefox.mjs): plain functions run in the page, waits on the page's state (never a sleep).
// Expected values are the spec's (DECISIONS.md §1–2, §6), written out here.
import { colourAt, crop, decodePng, difference, encodePng, withBox } from './pictures.mjs';

/** Every route and the heading it renders; and an address no route has. */
export const ROUTES = [
  ['/', 'Real influence, rewarded in TAO'],
  ['/rewards', 'Rewards Leaderboard'],
  ['/dashboard', 'Your Channel Dashboard'],
  ['/whitepaper', 'Whitepaper'],
  ['/no-such-page', '404: Oops! Page not found'],
];

/**
 * Five moments of the loop and the stats the schedule gives there (Earned as the site writes amounts,
 * the figure then a no-break space and τ). None revealed at 3 s (the first at 3.3 s); followers: 182K + 96K at 4 s;
 * all of layer 1 (1,027K) + 45K + 62K at 7 s; layers 1 and 2 (1,332K) + 12.4M + 88K + 64K at 9 s;
 * all 24, 221,239K, and the four celebrities highlighted from 11.05 s at 12 s.
 */
export const MOMENTS = [
  { t: 3000, stats: ['0', '0', '0', 'τ 0.0'] },
  { t: 4000, stats: ['2', '278K', '0', 'τ 95.6'] },
  { t: 7000, stats: ['8', '1.1M', '0', 'τ 311.8'] },
  { t: 9000, stats: ['15', '13.9M', '0', 'τ 629.4'] },
  { t: 12000, stats: ['24', '221.2M', '4', 'τ 1,432.2'] },
];
const STAT_LABELS = ['Influencers Reached', 'Total Reach', 'Celebrities Found', 'Earned'];

/**
 * The largest difference one cell (16 px) of a demo picture may show against Chromium's: engines
 * antialias text and lines differently; a black or a missing avatar or bubble differs by far more
 * (the suite proves it on every engine's own picture).
 */
export const TOLERANCE = 30;

const COMMAND = 'pip install -U bittensor-cli';
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Resolves with `probe(arg)`'s value once it is truthy (an element counts as true), polling in the
 * page; else fails with `what`. A wait on the page's state, never a sleep.
 */
export async function until(page, what, probe, arg = null, timeout = 30_000) {
  const started = performance.now();
  for (;;) {
    try {
      return await poll(page, what, probe, arg, timeout);
    } catch (error) {
      // WebKit's navigation can return while the page before is still unloading: a probe begun there
      // is cut off with it ("no such frame: Callback was not called before the unload event"), and
      // the page navigated to is probed again.
      if (!/before the unload event/.test(error.message) || performance.now() - started > timeout) throw error;
    }
  }
}

async function poll(page, what, probe, arg, timeout) {
  const value = await page.evaluate(
    `(argument, limit) => new Promise((resolve) => {
      const probe = (${probe.toString()});
      const started = performance.now();
      const poll = () => {
        let found = null;
        try { found = probe(argument); } catch {}
        if (found) resolve(found instanceof Node ? true : found);
        else if (performance.now() - started > limit) resolve(null);
        else setTimeout(poll, 16);
      };
      poll();
    })`,
    arg,
    timeout,
  );
  if (!value) throw new Error(`timed out waiting for ${what}`);
  return value;
}

/**
 * Clicks the element `selector` names once it has stood still in the middle of the screen for ten
 * polls, uncovered: the page moves while it starts (sections above it lay out as they near the
 * screen), and a sticky header covers the top. The engine's own element click then takes its centre.
 */
async function click(page, selector) {
  await until(
    page,
    `${selector} still and uncovered`,
    (css) => {
      const element = document.querySelector(css);
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      const [x, y] = [rect.x + rect.width / 2, rect.y + rect.height / 2];
      const at = `${x},${y}`;
      window.__clickStill = window.__clickAt === at ? (window.__clickStill ?? 0) + 1 : 0;
      window.__clickAt = at;
      if (y < innerHeight * 0.25 || y > innerHeight * 0.75) element.scrollIntoView({ block: 'center' });
      return element.contains(document.elementFromPoint(x, y)) && window.__clickStill >= 10;
    },
    selector,
  );
  await page.click(selector);
}

const pageErrors = (page) => page.evaluate(() => window.__pageErrors ?? ['the page probe did not run']);

async function expectNoPageErrors(page, where) {
  const errors = await pageErrors(page);
  if (errors.length) throw new Error(`${where}: page errors: ${errors.join(' | ')}`);
}

function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

const statsShown = (page) =>
  page.evaluate((labels) => {
    const lists = [...document.querySelectorAll('[data-testid="demo-stats"] dl')];
    return labels.map((label) => {
      const list = lists.find((dl) => dl.querySelector('dt')?.textContent?.includes(label));
      return list?.querySelector('dd')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    });
  }, STAT_LABELS);

/** Opens `path` at the size given and waits for the route's heading. */
export async function openRoute(page, origin, [path, heading]) {
  await page.goto(`${origin}${path}`);
  await until(
    page,
    `the heading "${heading}" on ${path}`,
    (text) => {
      const h1 = document.querySelector('h1');
      return document.readyState === 'complete' && h1?.textContent?.replace(/\s+/g, ' ').trim() === text;
    },
    heading,
  );
}

/**
 * Every route renders its heading, with no page error; each painted with its own stylesheet, and
 * then given the site's whole one by the entry (scripts/build/page-stylesheets.mjs).
 */
export async function routesRender(page, origin) {
  for (const route of ROUTES) {
    await openRoute(page, origin, route);
    await until(page, `the page's own stylesheet and then the site's on ${route[0]}`, () => {
      const loaded = [...document.styleSheets].filter((sheet) => {
        try {
          return sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      });
      const own = (sheet) => new URL(sheet.href).pathname.startsWith('/assets/page-');
      return loaded.length === 2 && own(loaded[0]) && !own(loaded[1]);
    });
    await expectNoPageErrors(page, route[0]);
  }
}

/** Opens the demo in debug mode, drawn and on screen (off screen its clock waits). */
export async function openDemo(page, origin, query = '') {
  await page.goto(`${origin}/?debug${query}`);
  await until(page, 'the demo', () => window.__demo && !document.body.textContent.includes('Loading influencers...'));
  await page.evaluate(() => document.querySelector('#network-demo-stage').scrollIntoView({ block: 'center' }));
  await page.evaluate(() => window.__demo.pause());
}

/** Seeks the paused demo to `t`; resolves once the canvas shows it. */
export const seek = (page, t) => page.evaluate((ms) => window.__demo.seek(ms), t);

/**
 * The demo's canvas as the screen shows it: cut from a screenshot of the page (WebKit's element
 * screenshots of a scrolled full-screen page came from the wrong place).
 */
export async function canvasPicture(page) {
  await framesShown(page);
  // Inside the stage's rounded corners, which show the page behind it.
  const rect = await page.evaluate(() => {
    const { x, y, width, height } = document.querySelector('#network-demo canvas').getBoundingClientRect();
    const stage = document.querySelector('#network-demo-stage');
    const inset = Math.ceil(parseFloat(getComputedStyle(stage).borderTopLeftRadius) || 0);
    return { x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset };
  });
  // The same picture twice running: the screen has caught up with the page (WebKit's screenshots
  // of a page drawing WebGL have shown the frame before the last).
  let last = null;
  for (let shots = 0; shots < 6; shots++) {
    const picture = crop(decodePng(await page.screenshot()), rect);
    if (last && difference(last, picture).worst < 1) return picture;
    last = picture;
    await framesShown(page);
  }
  throw new Error('the demo’s picture did not settle over six screenshots');
}

/**
 * Resolves once the page has shown two more frames: what was last changed (a scroll, a seek) is on
 * the screen, not only in the page (WebKit's screenshot once showed the page before its scroll).
 */
export const framesShown = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

/** Screens read before the demo's picture counts as not matching Chromium's. */
const SCREENS_READ = 5;

/**
 * The demo's canvas once it matches `reference` within TOLERANCE, or as it stands after SCREENS_READ
 * settled screens, with its largest difference. On a loaded machine WebKit's screen has stood still
 * on the frame before a seek for two screenshots running (125.9 off at t = 3000 in a CI run).
 */
async function pictureLike(page, reference) {
  for (let screens = 1; ; screens++) {
    const picture = await canvasPicture(page);
    const found = { picture, ...difference(reference, picture) };
    if (found.worst <= TOLERANCE || screens === SCREENS_READ) return found;
    await framesShown(page);
  }
}

const avatarBoxes = (page) => page.evaluate(() => window.__demo.boxes().filter((box) => box.kind === 'avatar'));

/**
 * The demo at each moment: its picture within TOLERANCE of Chromium's (`references`, PNGs by t),
 * and its stats the schedule's. At 9 s, that picture with one avatar painted black, or painted over
 * with the stage behind it, fails the same comparison. Resolves with each moment's difference.
 */
export async function demoMatches(page, origin, references, savePicture = () => {}) {
  await openDemo(page, origin);
  await until(page, 'the drawn canvas', () => document.querySelector('#network-demo canvas[data-drawn]'));
  const differences = {};
  for (const { t, stats } of MOMENTS) {
    await seek(page, t);
    expectEqual(await statsShown(page), stats, `the stats at t = ${t}`);
    const reference = references.get(t);
    const { picture, worst, x, y } = await pictureLike(page, reference);
    savePicture(t, encodePng(picture));
    differences[t] = `${worst.toFixed(1)} at (${x}, ${y})`;
    if (worst > TOLERANCE)
      throw new Error(`the demo at t = ${t} differs from Chromium's by ${worst.toFixed(1)} near (${x}, ${y}) px`);
    if (t === 9000) {
      const avatar = (await avatarBoxes(page)).sort((a, b) => a.width - b.width)[0];
      const black = difference(
        reference,
        withBox(picture, avatar, () => [0, 0, 0]),
      ).worst;
      const behind = colourAt(picture, avatar.x - 2, avatar.y + avatar.height / 2);
      const missing = difference(
        reference,
        withBox(picture, avatar, () => behind),
      ).worst;
      differences['black avatar'] = black.toFixed(1);
      differences['missing avatar'] = missing.toFixed(1);
      if (!(black > TOLERANCE && missing > TOLERANCE))
        throw new Error(
          `the tolerance passes a broken picture: a black avatar differs by ${black.toFixed(1)}, a missing one by ${missing.toFixed(1)}`,
        );
    }
  }
  await expectNoPageErrors(page, 'the demo');
  return differences;
}

/** Replay, pressed at 12 s, starts the loop again from t = 0 and plays it. */
export async function replayRestarts(page) {
  await page.evaluate(() =>
    [...document.querySelectorAll('#network-demo button')]
      .find((button) => button.textContent.trim() === 'Replay')
      .setAttribute('data-engines-replay', ''),
  );
  await click(page, '[data-engines-replay]');
  await until(page, 'the demo restarted by Replay', () => {
    const { revealed, phase } = window.__demo.state();
    return window.__demo.playing() && window.__demo.time() < 3300 && revealed.length === 0 && phase !== 2;
  });
  const from = await page.evaluate(() => window.__demo.time());
  await until(page, 'the replayed clock to move', (t) => window.__demo.time() > t, from);
  await page.evaluate(() => window.__demo.pause());
}

/**
 * A click on @node_nate (reached before 7 s) at 9.5 s pins its card: it names the node, and it is
 * placed beside it (clear of its centre) and inside the window.
 */
export async function nodeClickPinsCard(page, origin) {
  await openDemo(page, origin);
  await seek(page, 9500);
  const at = await until(page, '@node_nate still and uncovered', () => {
    const canvas = document.querySelector('#network-demo canvas');
    const node = window.__demo.nodes().find((n) => n.id === 'n7');
    const rect = canvas.getBoundingClientRect();
    const point = { x: rect.x + node.x, y: rect.y + node.y };
    const key = `${point.x},${point.y}`;
    window.__nodeStill = window.__nodeAt === key ? (window.__nodeStill ?? 0) + 1 : 0;
    window.__nodeAt = key;
    if (point.y < innerHeight * 0.25 || point.y > innerHeight * 0.75) canvas.scrollIntoView({ block: 'center' });
    const onSurface = document.elementFromPoint(point.x, point.y)?.matches('[data-testid="demo-inspection"]');
    return onSurface && window.__nodeStill >= 10 ? point : null;
  });
  await page.clickAt(at.x, at.y);
  const card = await until(page, 'the pinned card, placed and shown', () => {
    const element = document.querySelector('[data-testid="demo-card"][data-pinned]');
    if (!element || getComputedStyle(element).visibility !== 'visible') return null;
    return { ...element.getBoundingClientRect().toJSON(), head: element.querySelector('p').textContent.trim() };
  });
  expectEqual(card.head, '@node_nate', 'the pinned card’s head');
  const viewport = await page.evaluate(() => [innerWidth, innerHeight]);
  const inside = card.left >= 0 && card.top >= 0 && card.right <= viewport[0] && card.bottom <= viewport[1];
  const clear = at.x < card.left || at.x > card.right || at.y < card.top || at.y > card.bottom;
  if (!inside || !clear)
    throw new Error(
      `the card at ${JSON.stringify(card)} is not beside @node_nate at ${JSON.stringify(at)} in the window`,
    );
  await expectNoPageErrors(page, 'the pinned card');
}

/** Without WebGL the static view replaces the canvas, and shows the schedule's network at 9 s. */
export async function staticViewWithoutWebgl(page, origin) {
  await openDemo(page, origin, '&__engines=no-webgl');
  await until(page, 'the static view', () =>
    document.querySelector('[data-testid="demo-fallback"]')?.textContent?.includes('WebGL is not available'),
  );
  if (await page.evaluate(() => !!document.querySelector('#network-demo canvas')))
    throw new Error('a canvas beside the static view');
  await seek(page, 9000);
  expectEqual(await statsShown(page), MOMENTS[3].stats, 'the static view’s stats at t = 9000');
  const label = await until(page, 'the static view’s list', () =>
    document
      .querySelector('[data-testid="demo-fallback"] [role="list"], [data-testid="demo-fallback"] ul')
      ?.getAttribute('aria-label'),
  );
  expectEqual(label, '15 of 24 influencers reached', 'the static view’s list');
  await expectNoPageErrors(page, 'the static view');
}

/** The whitepaper's supply chart, hovered at month 12 (of 24), shows that month's three values. */
export async function chartShowsValuesOnHover(page, origin) {
  await openRoute(page, origin, ROUTES[3]);
  // Brought to the middle of the screen until it is drawn there: the page may scroll on its own
  // while it starts (to the top, to an address's section).
  const chartState = () =>
    page.evaluate(
      () =>
        `scrolled to ${Math.round(scrollY)}; plot ${window.__chartRect}; the chart reads "${window.__chartSeen ?? ''}"`,
    );
  const plot = await until(page, 'the supply chart drawn', () => {
    window.__chartSeen = document.querySelector('[data-testid="line-chart"]')?.parentElement?.textContent;
    const chart = document.querySelector('[data-testid="line-chart"]');
    const rect = chart.querySelector('.u-over')?.getBoundingClientRect();
    window.__chartRect = rect && JSON.stringify(rect.toJSON());
    if (rect && rect.width > 0 && rect.top > 0 && rect.bottom < innerHeight) return rect.toJSON();
    chart.scrollIntoView({ block: 'center' });
    return null;
  }).catch(async (error) => {
    throw new Error(`${error.message} (${await chartState()})`);
  });
  await page.moveMouse(plot.x + (plot.width * 12) / 24, plot.y + plot.height / 2);
  const shown = await until(page, 'the chart’s tooltip for month 12', () => {
    const tooltip = document.querySelector('[data-testid="line-chart"] [role="tooltip"]');
    const values = [...(tooltip?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent.trim());
    return tooltip?.querySelector('p')?.textContent === 'Month 12' && values.length ? values : null;
  });
  expectEqual(shown, ['15,000', '15,000', '30,000'], 'the values shown for month 12');
  await expectNoPageErrors(page, 'the whitepaper');
}

/** The first command block's copy button (installing btcli) puts its command on the clipboard: it pastes back. */
export async function copyButtonCopies(page, origin) {
  await page.goto(`${origin}/`);
  // The button is in the pre-rendered page; it copies once React has hydrated it (given it its props).
  await until(page, 'the copy button hydrated', () => {
    const button = document.querySelector('[data-testid="command-block"] button');
    return button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
  await click(page, '[data-testid="command-block"] button');
  await until(
    page,
    'the button to say Copied',
    () => document.querySelector('[data-testid="command-block"] button')?.getAttribute('aria-label') === 'Copied',
  );
  await page.evaluate(() => {
    const field = Object.assign(document.createElement('textarea'), { id: 'engines-paste' });
    document.body.append(field);
    field.focus();
  });
  await page.paste();
  const pasted = await until(page, 'the pasted text', () => document.querySelector('#engines-paste').value);
  expectEqual(pasted, COMMAND, 'what the copy button copied');
  await expectNoPageErrors(page, 'the landing page');
}
