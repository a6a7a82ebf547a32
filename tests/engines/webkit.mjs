// WebKit for the cross-engine suite: Debian's WebKitGTK MiniBrowser, driven through WebKitWebDriver
// (webkit2gtk-driver) over classic WebDriver, which is plain HTTP: no client library needed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { MINIBROWSER, WEBKIT_DRIVER } from './browser-paths.mjs';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * How long the driver may take to open MiniBrowser's session. Twice in a day's runs on this machine
 * a driver never opened one (no MiniBrowser started; both times beside another WebKit driver): the
 * run waited for ever instead of failing.
 */
const SESSION_WAIT_MS = 30_000;

/** How long the page may take to reach a size: MiniBrowser's full screen comes a moment after it opens. */
const VIEWPORT_WAIT_MS = 10_000;

/** Stops a driver and the MiniBrowser it started (its process group). */
function stopDriver(driver) {
  try {
    process.kill(-driver.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Starts a driver and asks it for a MiniBrowser session; resolves with both, or fails after SESSION_WAIT_MS. */
async function startSession() {
  const port = await freePort();
  // A visitor's locale: under LANG=C (a bare container's) WebKitGTK reports navigator.language as
  // "C", which no Intl API accepts, and uPlot's module throws on import (RangeError: invalid
  // language tag: C), so the whitepaper's chart never draws.
  const env = { ...process.env, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' };
  // Its own process group, to stop it with its MiniBrowser.
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env, detached: true });
  // Never left behind, however the run ends (run.mjs turns a signal into an exit).
  process.on('exit', () => stopDriver(driver));
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body, signal) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const { value } = await response.json();
    if (value?.error) throw new Error(`WebKitWebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  try {
    for (let tries = 0; ; tries++) {
      try {
        await call('GET', '/status');
        break;
      } catch (error) {
        if (tries > 100) throw error;
        // The driver is starting: wait for it to listen.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const { sessionId } = await call(
      'POST',
      '/session',
      {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
          },
        },
      },
      AbortSignal.timeout(SESSION_WAIT_MS),
    );
    return { driver, call, sessionId };
  } catch (error) {
    stopDriver(driver);
    throw error.name === 'TimeoutError'
      ? new Error(`WebKitWebDriver opened no MiniBrowser session in ${SESSION_WAIT_MS / 1000} s`)
      : error;
  }
}

/** Starts the driver and one MiniBrowser; resolves with an engine page (see engine-page.d.ts in run.mjs). */
export async function launchWebkit() {
  let started;
  try {
    started = await startSession();
  } catch (error) {
    // A browser that did not start is not a check that failed: one more start, and the log says so.
    console.log(`engines: ${error.message}; starting WebKit again`);
    started = await startSession();
  }
  const { driver, call, sessionId } = started;
  const session = (path) => `/session/${sessionId}${path}`;
  await call('POST', session('/timeouts'), { script: 60_000, pageLoad: 60_000 });
  const find = async (selector) =>
    (await call('POST', session('/element'), { using: 'css selector', value: selector }))[ELEMENT];
  const actions = (actionList) => call('POST', session('/actions'), { actions: actionList });

  const page = {
    name: 'WebKit',
    async goto(url) {
      await call('POST', session('/url'), { url });
    },
    async evaluate(fn, ...args) {
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${String(fn)})(...arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`;
      const { value, error } = await call('POST', session('/execute/async'), { script, args: [args] });
      if (error) throw new Error(`In WebKit: ${error}`);
      return value;
    },
    // Full screen, the window is the page's (no toolbar) and it is resized once: resizing a framed
    // MiniBrowser window again left its screenshots offset by the toolbar's height. MiniBrowser
    // opens at 1024 × 768 and goes full screen a moment later, so the page is first awaited at the
    // display's size (run.mjs starts one of DESKTOP's size); a CI run once asked too early.
    async setViewport(width, height) {
      const reached = () =>
        page.evaluate(
          (width, height, waitMs) =>
            new Promise((resolve) => {
              const at = () => window.innerWidth === width && window.innerHeight === height;
              const done = () => {
                window.removeEventListener('resize', check);
                resolve([window.innerWidth, window.innerHeight]);
              };
              const check = () => at() && done();
              if (at()) return done();
              window.addEventListener('resize', check);
              setTimeout(done, waitMs);
            }),
          width,
          height,
          VIEWPORT_WAIT_MS,
        );
      if ((await reached()).join() === [width, height].join()) return;
      await call('POST', session('/window/rect'), { width, height });
      const [innerWidth, innerHeight] = await reached();
      if (innerWidth !== width || innerHeight !== height)
        throw new Error(`WebKit shows ${innerWidth} × ${innerHeight} px, not ${width} × ${height}`);
    },
    async screenshot(selector) {
      const path = selector ? `/element/${await find(selector)}/screenshot` : '/screenshot';
      return Buffer.from(await call('GET', session(path)), 'base64');
    },
    async click(selector) {
      await call('POST', session(`/element/${await find(selector)}/click`), {});
    },
    async moveMouse(x, y) {
      await actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) }],
        },
      ]);
    },
    async clickAt(x, y) {
      const at = { origin: 'viewport', x: Math.round(x), y: Math.round(y) };
      await actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, ...at },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
    },
    async paste() {
      await actions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: '\uE009' },
            { type: 'keyDown', value: 'v' },
            { type: 'keyUp', value: 'v' },
            { type: 'keyUp', value: '\uE009' },
          ],
        },
      ]);
    },
    async close() {
      await call('DELETE', session('')).catch(() => {});
      stopDriver(driver);
    },
  };
  return page;
}
