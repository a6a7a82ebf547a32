// The messages between the page and the scene (scene-service.ts), one protocol whichever side runs
// it: posted to the scene's worker, or passed on the page through a pair of local ports.
import type { SceneGeometry } from '../layout/scene-geometry';
import type { ScenePicture } from './scene-snapshotter';
import type { WebglSupport } from './webgl-support';

/** How the scene draws, as the page decides it. */
export interface SceneStartOptions {
  /** The canvas's best resolution (device pixels per CSS pixel). */
  resolution: number;
  /** Lower the resolution in steps while frames are slow (off where the exact picture is inspected). */
  adaptiveQuality: boolean;
}

/** What the page asks of the scene and waits for, by kind: what it sends, and what comes back. */
export interface SceneRequests {
  /** The scene at t drawn off-screen (scene-snapshotter.ts). */
  picture: { ask: { t: number; resolution: number; supersample: number }; answer: ScenePicture };
  /** A PNG of what the canvas shows. */
  png: { ask: object; answer: Blob };
  /** Answered once every message before it has been handled and what it drew has gone to the screen. */
  settle: { ask: object; answer: void };
}
export type SceneRequestKind = keyof SceneRequests;
type SceneRequest = {
  [K in SceneRequestKind]: { type: 'request'; id: number; kind: K; ask: SceneRequests[K]['ask'] };
}[SceneRequestKind];

/** From the page. */
export type ToScene =
  /** Load the font, and say whether WebGL can be drawn here. */
  | { type: 'warm' }
  | (SceneStartOptions & {
      type: 'start';
      /** The page's canvas: handed over as an OffscreenCanvas to a worker, itself on the page. */
      canvas: OffscreenCanvas | HTMLCanvasElement;
      /** The avatar and emoji atlas file; null when it failed to load (the scene paints initials). */
      atlas: Blob | null;
    })
  | { type: 'show'; width: number; height: number }
  /** A moment that changes the picture; `paced`: the clock is playing, so how long it takes to draw says how fast this machine is. */
  | { type: 'draw'; t: number; paced: boolean }
  | { type: 'emphasise'; id: string | null }
  | SceneRequest
  | { type: 'stop' };

/** An error as it crosses from the scene to the page: what the page logs is the scene's own. */
export interface SceneError {
  name: string;
  message: string;
  stack?: string;
}

/** `error` as a message can carry it (an Error's name, message and stack; anything else as text). */
export function toSceneError(error: unknown): SceneError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

/** The scene's error as an Error again on the page, with the scene's name, message and stack. */
export function fromSceneError({ name, message, stack }: SceneError): Error {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/** From the scene: everything the scene says of itself, one vocabulary on either side of the transport. */
export type FromScene =
  | ({ type: 'webgl' } & WebglSupport)
  | { type: 'ready'; geometry: SceneGeometry; resolution: number }
  | { type: 'gone' }
  | { type: 'resolution'; resolution: number }
  | { type: 'first-frame' }
  /** The scene failed (it could not start, or its renderer failed): nothing more is drawn. */
  | { type: 'failed'; error: SceneError }
  | { type: 'context-lost' }
  | { type: 'context-restored' }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'refused'; id: number; error: SceneError };

/** One end of the line between the page and the scene. */
export interface ScenePort<Receive, Send> {
  post(message: Send, transfer?: Transferable[]): void;
  /** Calls `receive` with every message from the other end (one listener per port). */
  listen(receive: (message: Receive) => void): void;
}
