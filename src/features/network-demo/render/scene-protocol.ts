// The messages between the page and the scene's worker (scene.worker.ts, scene-in-worker.ts).
import type { SceneGeometry } from '../layout/scene-geometry';
import type { SceneSettings } from './scene-host';
import type { ScenePicture } from './scene-snapshotter';
import type { WebglSupport } from './cpu-rasterised';

/** From the page. */
export type ToScene =
  /** Load the font, and say whether the worker can draw WebGL. */
  | { type: 'warm' }
  | (SceneSettings & {
      type: 'start';
      canvas: OffscreenCanvas;
      /** The avatar and emoji atlas; null when it failed to load (the scene paints initials). */
      avatars: ImageBitmap | null;
    })
  | { type: 'show'; width: number; height: number }
  | { type: 'draw'; t: number; playing: boolean }
  | { type: 'emphasise'; id: string | null }
  | { type: 'picture'; id: number; t: number; resolution: number; supersample: number }
  | { type: 'png'; id: number }
  /** Answered once every message before it has been handled and what it drew has gone to the screen. */
  | { type: 'settle'; id: number };

/** From the worker. */
export type FromScene =
  | ({ type: 'webgl' } & WebglSupport)
  | { type: 'ready'; geometry: SceneGeometry; resolution: number }
  | { type: 'gone' }
  | { type: 'resolution'; resolution: number }
  | { type: 'first-frame' }
  | { type: 'failed'; error: string }
  | { type: 'context-lost' }
  | { type: 'context-restored' }
  | { type: 'picture'; id: number; picture: ScenePicture }
  | { type: 'png'; id: number; png: Blob }
  | { type: 'settled'; id: number }
  | { type: 'refused'; id: number; error: string };
