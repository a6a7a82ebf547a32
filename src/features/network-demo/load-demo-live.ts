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

// What browsers throw for a module that could not be fetched (Chromium, Firefox, Safari); an error
// the module threw as it ran is its own.
const DOWNLOAD_FAILURE = /dynamically imported module|Importing a module script failed/i;

/**
 * Whether the demo failed because its code could not be downloaded (a Retry may help), rather than
 * because it failed when it ran in this browser (a Retry cannot).
 */
export const isDownloadFailure = (error: unknown) => error instanceof TypeError && DOWNLOAD_FAILURE.test(error.message);
