// What the running scene offers the rest of the demo, apart from its picture: a snapshotter, which
// draws moments other than the clock's off-screen (the timeline's preview, the still, the clip), and
// a way to wait until the canvas shows what it was asked. Set by the canvas while a scene runs.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SceneSnapshotter } from './scene-snapshotter';

interface SceneHandleState {
  /** Null while no scene can draw. */
  snapshotter: SceneSnapshotter | null;
  /**
   * Resolves once the canvas shows everything asked of it until now: the scene may draw in a worker,
   * a moment after the clock, and a new layout a while after the stage's size changed.
   */
  settled: () => Promise<void>;
}

export type SceneHandle = StoreApi<SceneHandleState>;

const NOTHING_TO_SETTLE = () => Promise.resolve();

export const createSceneHandle = (): SceneHandle =>
  createStore<SceneHandleState>()(() => ({ snapshotter: null, settled: NOTHING_TO_SETTLE }));

/** Back to no scene (it stopped). */
export const clearSceneHandle = (handle: SceneHandle) =>
  handle.setState({ snapshotter: null, settled: NOTHING_TO_SETTLE });
