// Nine round trips between the landing page (with its WebGL demo) and every other page: what a
// long visit leaves behind.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OTHER_PAGES = [
  { link: 'Rewards', url: /\/rewards$/ },
  { link: 'Dashboard', url: /\/dashboard$/ },
  { link: 'Whitepaper', url: /\/whitepaper$/ },
];
// The heap is compared after the same page (a whole number of cycles through OTHER_PAGES apart): each
// page keeps a different amount, so two different pages differ by more than a slow leak would. One
// cycle of warm-up is enough: without a leak trips 4–6 add 0.01–0.03 MB; a visit leaking 0.3 MB adds 0.87.
const CYCLES_BEFORE_MEASURING = 1;
const CYCLES_MEASURED = 1;
const HEAP_FROM = CYCLES_BEFORE_MEASURING * OTHER_PAGES.length;
const ROUND_TRIPS = HEAP_FROM + CYCLES_MEASURED * OTHER_PAGES.length;

/** Tracks every WebGL context the page creates (weakly, so tracking leaks nothing), to count the live ones. */
async function trackWebGlContexts(page: Page) {
  await page.addInitScript(() => {
    const contexts: WeakRef<WebGLRenderingContext>[] = [];
    (window as unknown as { __glContexts: typeof contexts }).__glContexts = contexts;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
      const context = (original as (...a: unknown[]) => unknown).apply(this, args) as WebGLRenderingContext | null;
      if (context && /webgl/i.test(String(args[0])) && !contexts.some((ref) => ref.deref() === context))
        contexts.push(new WeakRef(context));
      return context;
    } as typeof original;
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __glContexts: WeakRef<WebGLRenderingContext>[] }).__glContexts.filter((ref) => {
          const context = ref.deref();
          return context !== undefined && !context.isContextLost();
        }).length,
    );
}

/**
 * Bytes of the page's JS heap after garbage collection, compiled code left out: V8 keeps
 * compiling and optimising for dozens of visits, which is warm-up, not a leak.
 */
async function heapWithoutCode(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length)
    if (typeNames[nodes[i + typeAt]!] !== 'code') bytes += nodes[i + sizeAt]!;
  return bytes;
}

test(`${ROUND_TRIPS} round trips between / and every other page leave at most one WebGL context and no steady heap growth`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const aliveContexts = await trackWebGlContexts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const header = page.locator('header');
  const heap = new Map<number, number>();

  await page.goto('/');
  for (let trip = 1; trip <= ROUND_TRIPS; trip++) {
    await expect(page.locator('#network-demo canvas[data-drawn]')).toBeVisible({ timeout: 30_000 });
    expect(await aliveContexts()).toBeLessThanOrEqual(1);
    const other = OTHER_PAGES[trip % OTHER_PAGES.length]!;
    await header.getByRole('link', { name: other.link, exact: true }).click();
    await expect(page).toHaveURL(other.url);
    await expect(page.locator('#network-demo')).toHaveCount(0);
    await expect.poll(aliveContexts).toBe(0);
    // Measured away from the landing page: what its visits left behind.
    if (trip === HEAP_FROM || trip === ROUND_TRIPS) heap.set(trip, await heapWithoutCode(cdp));
    await header.getByRole('link', { name: 'Amplify home' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  const growthMb = (heap.get(ROUND_TRIPS)! - heap.get(HEAP_FROM)!) / 1024 / 1024;
  console.log(
    `JS heap without code after trip ${HEAP_FROM}: ${(heap.get(HEAP_FROM)! / 1048576).toFixed(2)} MB, after trip ${ROUND_TRIPS}: ${(heap.get(ROUND_TRIPS)! / 1048576).toFixed(2)} MB`,
  );
  // A landing page visit that leaked its scene used to add about 0.3 MB each: 0.9 MB over these three.
  expect(growthMb, `heap growth over round trips ${HEAP_FROM + 1}–${ROUND_TRIPS} (MB, code excluded)`).toBeLessThan(
    0.5,
  );
});
