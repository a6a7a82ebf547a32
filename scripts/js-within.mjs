// Every JavaScript file a page loads within its first seconds, as a visitor who does not scroll
// gets it: the landing page's demo chunk loads after first paint, when the browser is idle, so it
// counts here where the "before demo chunk" figure leaves it out. Used by `npm run bench`.

/**
 * Gzip KB of each script requested within `ms` of navigating to `url` (and finished by then plus
 * a grace period), sorted largest first: `[{ file, kb }]`.
 */
export async function scriptsWithin(browser, url, ms) {
  const page = await browser.newPage();
  const pending = [];
  let start = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || Date.now() - start > ms) return;
    pending.push(
      request
        .response()
        .then((response) => response?.finished())
        .then(() => request.sizes())
        .then((sizes) => ({ file: new URL(request.url()).pathname.slice(1), kb: sizes.responseBodySize / 1024 })),
    );
  });
  start = Date.now();
  await page.goto(url);
  await page.waitForTimeout(Math.max(0, ms - (Date.now() - start)));
  // A file requested just before the deadline still counts in full.
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts.sort((a, b) => b.kb - a.kb);
}
