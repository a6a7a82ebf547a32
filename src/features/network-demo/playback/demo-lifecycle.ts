// The demo's life as one small state machine: what state it is in, what moves it on, and nothing
// else. Pure: the runtime (demo-runtime.ts) feeds it what happened and writes the state it returns.
//
//   idle → loading → starting → running ⇄ paused     (each ⇄ offscreen: stage out of view, tab hidden)
//              │          │       │         │
//              ▼          ▼       ▼         ▼
//           static      failed ← (the scene failed)   lost ⇄ (the WebGL context was lost, then restored)
//   any → disposed

export type DemoStatus =
  'idle' | 'loading' | 'starting' | 'running' | 'paused' | 'offscreen' | 'failed' | 'static' | 'lost' | 'disposed';

export type LifecycleEvent =
  /** The runtime starts: the atlas preloads and the scene's worker warms. */
  | { type: 'load' }
  /** The atlas is in (or failed) and a side with WebGL was found: the scene starts on the canvas. */
  | { type: 'scene-found' }
  /** No side can draw WebGL. */
  | { type: 'no-webgl' }
  /** The scene drew its first frame and the clock started (`clock`: how it stands then). */
  | ({ type: 'started' } & ClockState)
  /** The clock ran or stopped. */
  | ({ type: 'clock' } & ClockState)
  /** The scene failed where it could not be moved elsewhere. */
  | { type: 'failed' }
  | { type: 'context-lost' }
  | ({ type: 'context-restored' } & ClockState)
  | { type: 'dispose' };

/** How the clock stands: `playing` (a person may have paused it), `suspended` (stage out of view, tab hidden). */
interface ClockState {
  playing: boolean;
  suspended: boolean;
}

const byClock = ({ playing, suspended }: ClockState): DemoStatus =>
  suspended ? 'offscreen' : playing ? 'running' : 'paused';
const CLOCKED: readonly DemoStatus[] = ['running', 'paused', 'offscreen'];

const LIVE: readonly DemoStatus[] = ['starting', 'running', 'paused', 'offscreen', 'lost'];

/** The state after `event`; an event that makes no sense in `status` leaves it as it is. */
export function nextStatus(status: DemoStatus, event: LifecycleEvent): DemoStatus {
  if (status === 'disposed') return status;
  switch (event.type) {
    case 'dispose':
      return 'disposed';
    case 'load':
      return status === 'idle' ? 'loading' : status;
    case 'scene-found':
      return status === 'loading' ? 'starting' : status;
    case 'no-webgl':
      return status === 'loading' ? 'static' : status;
    case 'started':
      return status === 'starting' ? byClock(event) : status;
    case 'clock':
      return CLOCKED.includes(status) ? byClock(event) : status;
    case 'failed':
      return LIVE.includes(status) ? 'failed' : status;
    case 'context-lost':
      return CLOCKED.includes(status) ? 'lost' : status;
    case 'context-restored':
      return status === 'lost' ? byClock(event) : status;
  }
}

/** Why the canvas is not shown: no WebGL at all (or the scene failed), or the context was lost. */
export type FallbackReason = 'unsupported' | 'lost' | null;

/** Why the static view shows instead of the canvas, or null while the canvas shows. */
export function fallbackOf(status: DemoStatus): FallbackReason {
  if (status === 'static' || status === 'failed') return 'unsupported';
  return status === 'lost' ? 'lost' : null;
}
