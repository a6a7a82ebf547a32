// The demo's discrete state, outside React: a vanilla zustand store that the engine (playback) and
// the runtime (the demo's lifecycle status, demo-runtime.ts) write and React reads. It never holds
// per-frame values, nor which card is open (the card inspector's, inspect/inspector.ts), what the
// debug panel shows (its own store) or the running scene's handles (render/scene-handle.ts). One
// store per demo on the page, made by the demo's section and handed to everything that reads it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEMO_NODES } from '../content/demo-nodes';
import type { DemoStatus } from './demo-lifecycle';
import type { LoopRange } from './loop-range';
import type { DemoStats } from './stats';
import type { DemoState } from './schedule';

interface DemoStoreState extends DemoState {
  /** Where the demo is in its life (playback/demo-lifecycle.ts); written by the runtime alone. */
  status: DemoStatus;
  /** The stats panel's figures for the revealed and highlighted nodes, computed once per discrete change. */
  stats: DemoStats;
  /** How many of the schedule's discrete changes have happened by the current t (equal counts, equal state). */
  discreteChanges: number;
  /** Whether the clock plays (false once paused, seeked, or at rest with reduced motion). */
  playing: boolean;
  speed: number;
  /** While set, playback repeats in..out. */
  range: LoopRange | null;
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
    stats: { reached: 0, totalReach: 0, celebritiesFound: 0, earned: 0 },
    discreteChanges: 0,
    status: 'idle',
    playing: true,
    speed: 1,
    range: null,
  };
}

/**
 * The stage still waits for the demo: "Loading influencers...", Replay disabled. Here rather than
 * beside the lifecycle's table, which the landing page's first download does without.
 */
export const isLoading = (status: DemoStatus) => status === 'idle' || status === 'loading' || status === 'starting';

/** A store at the state of a fresh page. */
export const createDemoStore = (): DemoStore => createStore<DemoStoreState>()(initialState);

/** Back to the state of a fresh page (used on unmount and between tests). */
export function resetDemoStore(store: DemoStore): void {
  store.setState(initialState(), true);
}
