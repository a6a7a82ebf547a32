import { retryingImport } from '../../lib/retrying-import';
import type { DemoCode } from './demo-code';

/** What browsers throw for a module they could not fetch: Chromium's, Firefox's, Safari's. */
const DOWNLOAD_FAILED = /dynamically imported module|Importing a module script failed/i;

/**
 * The demo's heavy chunk, asked for again at a fresh address after a failed download: Chromium fails
 * every later import of an address that failed once, without asking the network. This loader is
 * downloaded only when the demo is, so the landing page's first paint carries none of it (its own
 * download is not asked for again: at 0.2 KB beside the demo's 26 KB, the one that fails is the demo's).
 * `load` resolves the component, or why there is none: its code could not be downloaded (a Retry may
 * help), or it failed as it was evaluated in this browser (one cannot; the console gets the error).
 */
export function demoLiveImport() {
  const chunk = retryingImport(
    () => import('./demo-live'),
    (module) => module.default,
  );
  return {
    async load(): Promise<DemoCode> {
      const DemoLive = await chunk.load();
      if (DemoLive) return { state: 'loaded', DemoLive };
      const error = chunk.failure();
      if (error instanceof TypeError && DOWNLOAD_FAILED.test(error.message)) {
        console.warn('The live demo could not be downloaded.', error);
        return { state: 'failed', failure: 'download' };
      }
      console.error('The live demo failed as it ran.', error);
      return { state: 'failed', failure: 'run' };
    },
  };
}
