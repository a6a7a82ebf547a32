// Preloads what the first loop needs: the avatar/emoji atlas (one request), and starts the scene's
// worker, which loads the scene's code and font meanwhile.
// A failed atlas counts as finished: it is logged, never thrown, and the scene draws initials.
import { ATLAS_URL } from './atlas-grid';
import { warmScene } from './scene-client';

let pending: Promise<Blob | null> | null = null;

const failed = (url: string) => {
  console.warn(`Demo avatars could not be loaded from ${url}; showing initials instead.`);
  return null;
};

// The file's bytes, not an <img>: a bitmap made from an <img> is decoded on the main thread (30 ms
// of the demo's start on a phone), one made from the bytes off it, where the scene runs (scene-service.ts).
async function loadAtlas(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : failed(url);
  } catch {
    return failed(url);
  }
}

/** Resolves with the atlas file, or null if it failed; loads once per page. */
export function preloadDemoAssets(): Promise<Blob | null> {
  if (!pending) {
    warmScene();
    pending = loadAtlas(ATLAS_URL);
  }
  return pending;
}
