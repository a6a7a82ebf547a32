// The demo's discrete state, outside React: a vanilla zustand store with plain actions
// that the timeline adapter calls. It never holds per-frame values.
import { createStore } from 'zustand/vanilla';
import { DEMO_NODES } from '../model/demo-nodes';
import type { DemoState } from '../model/schedule';

/** Why the canvas is not shown: no WebGL at all, or the context was lost. */
export type FallbackReason = 'unsupported' | 'lost' | null;

export interface DemoStoreState extends DemoState {
  /** True until the avatar atlas has finished preloading (loaded or failed). */
  loading: boolean;
  /** Discrete-change counter of the schedule at the current t (equal keys, equal state). */
  key: number;
  fallback: FallbackReason;
  /** Whether the timeline plays (false once paused by the debug panel or a seek). */
  playing: boolean;
  speed: number;
}

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
    key: 0,
    loading: true,
    fallback: null,
    playing: true,
    speed: 1,
  };
}

export const demoStore = createStore<DemoStoreState>()(initialState);

export function setDemoLoading(loading: boolean): void {
  demoStore.setState({ loading });
}

export function setDemoFallback(fallback: FallbackReason): void {
  demoStore.setState({ fallback });
}

export function setDemoPlaying(playing: boolean): void {
  if (demoStore.getState().playing !== playing) demoStore.setState({ playing });
}

export function setDemoSpeed(speed: number): void {
  demoStore.setState({ speed });
}

/** Back to the state of a fresh page (used on unmount and between tests). */
export function resetDemoStore(): void {
  demoStore.setState(initialState(), true);
}
