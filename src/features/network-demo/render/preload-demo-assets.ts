// Preloads what the first loop needs: the avatar/emoji atlas (one request), and starts the scene's
// worker, which loads the scene's code and font meanwhile.
// A failed image counts as finished: it is logged, never thrown, and the scene draws initials.
import { ATLAS_URL } from './atlas-grid';
import { warmScene } from './start-scene';

let pending: Promise<HTMLImageElement | null> | null = null;

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => {
      console.warn(`Demo avatars could not be loaded from ${url}; showing initials instead.`);
      resolve(null);
    };
    image.src = url;
  });
}

/** Resolves with the atlas image, or null if it failed; loads once per page. */
export function preloadDemoAssets(): Promise<HTMLImageElement | null> {
  if (!pending) {
    warmScene();
    pending = loadImage(ATLAS_URL);
  }
  return pending;
}
