// Pixi textures cut from the loaded atlas image, by frame name.
import { Rectangle, Texture, ImageSource } from 'pixi.js';
import { atlasFrames } from '../model/atlas-grid';

export type AtlasTextures = Record<string, Texture>;

const cache = new WeakMap<HTMLImageElement, AtlasTextures>();

/** Textures for every atlas frame; null when the atlas failed to load. */
export function atlasTextures(image: HTMLImageElement | null): AtlasTextures | null {
  if (!image) return null;
  const cached = cache.get(image);
  if (cached) return cached;
  const source = new ImageSource({ resource: image, scaleMode: 'linear', autoGenerateMipmaps: true });
  const textures: AtlasTextures = {};
  for (const [name, { x, y, w, h }] of Object.entries(atlasFrames())) {
    textures[name] = new Texture({ source, frame: new Rectangle(x, y, w, h) });
  }
  cache.set(image, textures);
  return textures;
}
