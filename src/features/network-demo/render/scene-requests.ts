// What the scene's service (scene-service.ts) needs beside its messages: the frames it waits for, a
// canvas to probe WebGL on, the atlas decoded off the page's thread, and the answers to the page's
// requests (a picture of a moment, a PNG of the canvas, settling), each an answer or a refusal that
// keeps its error's name, message and stack.
import {
  toSceneError,
  type FromScene,
  type SceneRequestKind,
  type SceneRequests,
  type ToScene,
} from './scene-protocol';
import type { SceneSnapshotter } from './scene-snapshotter';

/** A worker's animation frames where it has them (Chromium, Firefox), else the next task. */
export const FRAMES = {
  request: (run: () => void): number =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(run)
      : (setTimeout(run, 0) as unknown as number),
  cancel: (handle: number) =>
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle),
};

/** A 1 × 1 canvas of this side's, to ask for WebGL on. */
export const probeCanvas = () =>
  typeof document === 'undefined' ? new OffscreenCanvas(1, 1) : document.createElement('canvas');

export async function decodeAtlas(atlas: Blob | null): Promise<ImageBitmap | null> {
  if (!atlas) return null;
  try {
    return await createImageBitmap(atlas);
  } catch (error) {
    console.warn('Demo avatars could not be decoded; showing initials instead.', error);
    return null;
  }
}

interface Answerer {
  /** The laid-out scene's snapshotter, or null between layouts. */
  snapshotter(): SceneSnapshotter | null;
  /** Resolves once everything asked before is drawn and on the screen. */
  settle(): Promise<void>;
}

const transferOf = (value: unknown): Transferable[] =>
  value && typeof value === 'object' && 'pixels' in value
    ? [(value as SceneRequests['picture']['answer']).pixels.buffer]
    : [];

/** Answers one request of the page's, or refuses it with the error that stopped it. */
export function answerRequest(
  { id, kind, ask }: Extract<ToScene, { type: 'request' }>,
  post: (message: FromScene, transfer?: Transferable[]) => void,
  scene: Answerer,
): void {
  const withScene = <T>(draw: (snapshotter: SceneSnapshotter) => Promise<T>): Promise<T> => {
    const snapshotter = scene.snapshotter();
    return snapshotter ? draw(snapshotter) : Promise.reject(new Error('The scene has no layout to draw yet.'));
  };
  const answers: { [K in SceneRequestKind]: (ask: SceneRequests[K]['ask']) => Promise<SceneRequests[K]['answer']> } = {
    picture: ({ t, resolution, supersample }) => withScene((s) => s.picture(t, resolution, supersample)),
    png: () => withScene((s) => s.canvasPng()),
    settle: () => scene.settle(),
  };
  (answers[kind] as (ask: unknown) => Promise<unknown>)(ask).then(
    (value) => post({ type: 'answer', id, value }, transferOf(value)),
    (error: unknown) => post({ type: 'refused', id, error: toSceneError(error) }),
  );
}
