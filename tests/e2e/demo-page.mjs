// What the e2e specs (through demo-helpers.ts) and the benchmark (scripts/bench/) both need of the
// demo's page: which script is the scene's worker, which scripts its workers load, and waiting a
// count of animation frames. Plain JavaScript, so that the benchmark can import it; demo-page.d.mts
// types it for the specs.

/** The URL of the scene's worker script (the scene's own chunk, which the page imports where it draws the scene itself), whatever hash the build gives it. */
export const SCENE_WORKER_SCRIPT = /\/scene-service-[^/]*\.js$/;

/**
 * Resolves after the page has run `count` animation frames: the demo's clock, had it been running,
 * would have moved by then, and what was set up before has settled (a count of frames, not a sleep,
 * so a busy machine cannot make it pass early).
 */
export const framesPass = (page, count = 10) =>
  page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const step = (left) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      }),
    count,
  );

/**
 * Starts recording the scripts `page` requests, its workers' apart from its own; the function it
 * resolves with ends the recording and gives both lists of URLs, in the order requested, a file
 * once per time it was asked for. Playwright reports a worker's imports as requests of the page;
 * the page's own DevTools session sees only the page's requests and each worker's script itself.
 */
export async function recordScripts(page) {
  const session = await page.context().newCDPSession(page);
  const seenByPage = [];
  session.on('Network.requestWillBeSent', ({ type, request }) => {
    if (type === 'Script') seenByPage.push(request.url);
  });
  await session.send('Network.enable');
  const requested = [];
  const onRequest = (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  };
  const workerScripts = [];
  const onWorker = (worker) => workerScripts.push(worker.url());
  page.on('request', onRequest);
  page.on('worker', onWorker);
  return async () => {
    page.off('request', onRequest);
    page.off('worker', onWorker);
    await session.detach();
    // How many times the page itself asked for each URL: what its session saw, less the workers' scripts.
    const pageAsked = new Map();
    for (const url of seenByPage) pageAsked.set(url, (pageAsked.get(url) ?? 0) + 1);
    for (const url of workerScripts) pageAsked.set(url, (pageAsked.get(url) ?? 0) - 1);
    const scripts = { page: [], workers: [] };
    for (const url of requested) {
      const left = pageAsked.get(url) ?? 0;
      pageAsked.set(url, left - 1);
      scripts[left > 0 ? 'page' : 'workers'].push(url);
    }
    return scripts;
  };
}
