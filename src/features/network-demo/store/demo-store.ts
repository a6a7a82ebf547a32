// The demo's discrete state, outside React: a vanilla zustand store that the demo's engine writes
// and React reads. It never holds per-frame values.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEMO_NODES } from '../model/demo-nodes';
import type { LoopRange } from '../model/loop-range';
import type { DemoState } from '../model/schedule';

/** Why the canvas is not shown: no WebGL at all, or the context was lost. */
export type FallbackReason = 'unsupported' | 'lost' | null;

/** How a card came to be open: a hover (after the tooltip delay), keyboard focus, or a pin. */
type InspectedBy = 'hover' | 'focus' | 'pin';

/** The node (or the central post) whose card is open. */
export interface Inspection {
  id: string;
  by: InspectedBy;
}

interface DemoStoreState extends DemoState {
  /** True until the avatar atlas has finished preloading (loaded or failed). */
  loading: boolean;
  /** How many of the schedule's discrete changes have happened by the current t (equal counts, equal state). */
  discreteChanges: number;
  fallback: FallbackReason;
  /** Whether the clock plays (false once paused, seeked, or at rest with reduced motion). */
  playing: boolean;
  speed: number;
  range: LoopRange | null;
  inspection: Inspection | null;
  /** Whether the debug timeline's lanes are open. */
  lanesOpen: boolean;
  /** Whether a scene can draw moments off-screen (stills, clips, previews). */
  snapshots: boolean;
}

export type DemoStore = StoreApi<DemoStoreState>;

/**
 * The state at t = 0 (tested equal to the schedule's), written out so the landing page's first
 * download, which shows it, does without the schedule: only the demo's chunk needs that.
 */
function initialState(): DemoStoreState {
  const bubbles = Object.fromEntries(DEMO_NODES.map((node) => [node.id, 'hidden' as const]));
  return {
    phase: 0,
    revealed: [],
    bubbles,
    highlighted: [],
    discreteChanges: 0,
    loading: true,
    fallback: null,
    playing: true,
    speed: 1,
    range: null,
    inspection: null,
    lanesOpen: false,
    snapshots: false,
  };
}

/**
 * A store at the state of a fresh page.
 * @internal The page has one (demoStore); tests make their own.
 */
export const createDemoStore = (): DemoStore => createStore<DemoStoreState>()(initialState);

/** The page's one demo store: the light entry reads it before the demo's chunk has loaded. */
export const demoStore = createDemoStore();

/** Back to the state of a fresh page (used on unmount and between tests). */
export function resetDemoStore(store: DemoStore = demoStore): void {
  store.setState(initialState(), true);
}
