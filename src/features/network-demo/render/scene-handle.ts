// What the running scene offers the rest of the demo, apart from its picture: where everything is on
// the canvas, a snapshotter, which draws moments other than the clock's off-screen (the timeline's
// preview, the still, the clip), and a way to wait until the canvas shows what it was asked. Set by
// the canvas (render/demo-canvas.tsx) while a scene runs.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SceneGeometry } from '../layout/scene-geometry';
import type { SceneSnapshotter } from './scene-snapshotter';

interface SceneHandleState {
  /**
   * Where everything is on the canvas as it is now drawn: null until the canvas has its size and
   * its renderer (and again once it is gone), so whatever needs a place on the canvas waits for it.
   */
  geometry: SceneGeometry | null;
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
  createStore<SceneHandleState>()(() => ({ geometry: null, snapshotter: null, settled: NOTHING_TO_SETTLE }));

/** Back to no scene (it stopped). */
export const clearSceneHandle = (handle: SceneHandle) =>
  handle.setState({ geometry: null, snapshotter: null, settled: NOTHING_TO_SETTLE });
