import type { Inspector } from '../inspect/inspector';
import type { DemoEngine } from '../playback/engine';
import type { SceneHandle } from '../render/scene-handle';

/** What the timeline inspector's parts work on: the clock, the cards and the running scene. */
export interface DebugParts {
  engine: DemoEngine;
  inspector: Inspector;
  scene: SceneHandle;
}
