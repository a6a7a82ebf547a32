// Prepares the scene's sheet off the page's main thread: loads the scene's font into the worker,
// lays the scene out and paints its images (scene-sheet.ts), and hands the picture back as a bitmap
// that moves to the page without a copy.
import { loadSceneFont } from './scene-font';
import { paintSceneSheet, type SceneSheet, type SheetRequest } from './scene-sheet';

/** A sheet to prepare; or only `warm`: load the font now, so that it is in when the first sheet is asked for. */
export type SheetMessage = { id: number; request: SheetRequest } | { warm: true };
export type SheetReply = { id: number; sheet: SceneSheet; bitmap: ImageBitmap } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SheetMessage>) => void) | null;
  postMessage(message: SheetReply, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  if ('warm' in data) {
    void loadSceneFont();
    return;
  }
  const { id, request } = data;
  void loadSceneFont()
    .then(() => {
      const { canvas, ...sheet } = paintSceneSheet(request, (width, height) => new OffscreenCanvas(width, height));
      const bitmap = (canvas as OffscreenCanvas).transferToImageBitmap();
      scope.postMessage({ id, sheet, bitmap }, [bitmap]);
    })
    .catch((error: unknown) => scope.postMessage({ id, error: String(error) }))
    .finally(() => {
      if (request.avatars && 'close' in request.avatars) request.avatars.close();
    });
};
