// Loads what the first loop needs beside the scene's code: the avatar/emoji atlas (one request).
// A failed atlas counts as finished: it is logged, never thrown, and the scene draws initials.
import { ATLAS_URL } from './atlas-grid';

const failed = (url: string) => {
  console.warn(`Demo avatars could not be loaded from ${url}; showing initials instead.`);
  return null;
};

/**
 * The atlas file's bytes, not an <img>: a bitmap made from an <img> is decoded on the main thread
 * (30 ms of the demo's start on a phone), one made from the bytes off it, where the scene runs
 * (scene-service.ts). Null when it failed; aborting it (the demo went away) resolves null quietly.
 */
export async function loadDemoAtlas(signal: AbortSignal, url = ATLAS_URL): Promise<Blob | null> {
  try {
    const response = await fetch(url, { signal });
    return response.ok ? await response.blob() : failed(url);
  } catch {
    return signal.aborted ? null : failed(url);
  }
}
