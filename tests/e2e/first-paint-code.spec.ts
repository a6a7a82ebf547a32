// A pre-rendered page goes on screen before React is fetched: its entry imports no chunk that holds
// React or React DOM, and starts their download only once the first paint is reported. On a phone's
// slow network, React DOM (about 60 KB gzip) fetched beside the stylesheet and fonts put the first
// paint a few hundred milliseconds later.
import { chunksWithPackage, readBuildGraph } from './build-graph';
import { expect, test } from './fixtures';

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

test('the entry chunk imports nothing that holds React', async () => {
  const graph = await readBuildGraph();
  const { manifest } = graph;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('.html'))!;
  const loadedWithEntry = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const key = queue.pop()!;
    if (loadedWithEntry.has(key)) continue;
    loadedWithEntry.add(key);
    queue.push(...(manifest[key]!.imports ?? []));
  }
  const files = [...loadedWithEntry].map((key) => manifest[key]!.file);
  const reactFiles = chunksWithPackage(graph, REACT);
  expect(reactFiles.length, 'React is in some chunk').toBeGreaterThan(0);
  expect(files.filter((file) => reactFiles.includes(file))).toEqual([]);
});

for (const path of ['/', '/rewards']) {
  test(`${path}: React's chunks are requested after the first contentful paint`, async ({ page }) => {
    const graph = await readBuildGraph();
    const reactFiles = chunksWithPackage(graph, REACT);
    await page.goto(path);
    const { paint, requests } = await page.evaluate(
      (files) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        requests: performance
          .getEntriesByType('resource')
          .filter((entry) => files.some((file) => new URL(entry.name).pathname === `/${file}`))
          .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
      }),
      reactFiles,
    );
    expect(paint).not.toBeNull();
    expect(requests.length, 'the page hydrated with React').toBeGreaterThan(0);
    for (const { file, start } of requests) expect(start, `${file} requested at`).toBeGreaterThan(paint!);
  });
}

// The page paints with its own stylesheet; the site's whole one (scripts/build/page-stylesheets.mjs)
// is fetched after the paint, not beside the fonts before it.
for (const path of ['/', '/rewards']) {
  test(`${path}: the page's own stylesheet is fetched before the first paint, the site's after it`, async ({
    page,
  }) => {
    await page.goto(path);
    const { paint, sheets } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      sheets: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    }));
    expect(paint).not.toBeNull();
    const own = sheets.filter(({ file }) => file.startsWith('/assets/page-'));
    const site = sheets.filter(({ file }) => !file.startsWith('/assets/page-'));
    expect(own, 'the page’s own stylesheet').toHaveLength(1);
    expect(site, 'the site’s stylesheet').toHaveLength(1);
    expect(own[0]!.end, 'the page’s own stylesheet arrived at').toBeLessThan(paint!);
    expect(site[0]!.start, 'the site’s stylesheet requested at').toBeGreaterThan(paint!);
  });
}

// Chrome fetches a web app manifest, then its icon, as soon as the page links it: the entry links it
// once the page has painted (src/app/page-head.ts, afterPaintHeadTags).
test('the web app manifest is linked only after the first contentful paint', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('head > link[rel="manifest"]')) return;
      (window as unknown as { manifestLinkedAt: number }).manifestLinkedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/rewards');
  const { paint, linked } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    linked: (window as unknown as { manifestLinkedAt?: number }).manifestLinkedAt ?? null,
  }));
  expect(paint).not.toBeNull();
  expect(linked, 'the manifest linked at').not.toBeNull();
  expect(linked!).toBeGreaterThan(paint!);
});
