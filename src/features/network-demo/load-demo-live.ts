import { retryingImport } from '../../lib/retrying-import';

/**
 * The demo's heavy chunk, asked for again at a fresh address after a failed download: Chromium fails
 * every later import of an address that failed once, without asking the network. Loaded itself only
 * when the demo is, so the landing page's first paint carries none of it (its own download is not
 * asked for again: at 0.2 KB beside the demo's 26 KB, the one that fails is the demo's).
 */
const demoLive = retryingImport(
  () => import('./demo-live'),
  (module) => module.default,
);

/** The demo's component as `lazy` takes it; a failed download throws the browser's own error. */
export async function loadDemoLive() {
  const DemoLive = await demoLive.load();
  if (!DemoLive) throw demoLive.failure();
  return { default: DemoLive };
}

/**
 * Whether the demo failed because its code could not be downloaded (a Retry may help: what browsers
 * throw for a module they could not fetch, Chromium's, Firefox's, Safari's), or because it failed as
 * it ran in this browser (one cannot; the console gets the error).
 */
export function failureOf(error: unknown): 'download' | 'run' {
  if (error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message))
    return 'download';
  console.error('The live demo failed as it ran.', error);
  return 'run';
}
