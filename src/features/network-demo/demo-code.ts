import type DemoLive from './demo-live';

/** Where the demo's heavy chunk is: not asked for yet, on its way, in, or failed (and how). */
export type DemoCode =
  | { state: 'waiting' | 'loading' }
  | { state: 'loaded'; DemoLive: typeof DemoLive }
  | { state: 'failed'; failure: 'download' | 'run' };
