// Paints every image of the scene into one canvas and cuts Pixi textures from it, so the whole
// scene draws from a single texture: on a CPU rasteriser each change of texture costs a draw call.
import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { shelfPack } from './shelf-pack';
import type { ImageSpec } from './scene-images';

interface SceneTexture {
  texture: Texture;
  /** The anchor as a fraction of the image, for a Sprite's `anchor`. */
  anchor: { x: number; y: number };
}

export interface SceneAtlas {
  get(key: string): SceneTexture;
  has(key: string): boolean;
  destroy(): void;
}

const SHEET_WIDTH = 1024;
const GAP = 2;

/** Paints `images` at `resolution` device pixels per CSS pixel; textures are in CSS pixels. */
export function buildSceneAtlas(images: readonly ImageSpec[], resolution: number): SceneAtlas {
  const sizes = images.map(({ width, height }) => ({ width: Math.ceil(width), height: Math.ceil(height) }));
  const { positions, height } = shelfPack(sizes, SHEET_WIDTH, GAP);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(SHEET_WIDTH * resolution);
  canvas.height = Math.ceil(height * resolution);
  const ctx = canvas.getContext('2d')!;
  images.forEach((image, i) => {
    const { x, y } = positions[i]!;
    ctx.save();
    ctx.scale(resolution, resolution);
    ctx.translate(x + image.anchor.x, y + image.anchor.y);
    image.paint(ctx);
    ctx.restore();
  });
  const source = new CanvasSource({ resource: canvas, resolution, scaleMode: 'linear' });
  const textures = new Map<string, SceneTexture>();
  images.forEach((image, i) => {
    const { x, y } = positions[i]!;
    const inset = image.insetX ?? 0;
    const width = sizes[i]!.width - 2 * inset;
    const frame = new Rectangle(x + inset, y, width, sizes[i]!.height);
    const anchor = { x: (image.anchor.x - inset) / width, y: image.anchor.y / sizes[i]!.height };
    textures.set(image.key, { texture: new Texture({ source, frame }), anchor });
  });
  return {
    get(key) {
      const found = textures.get(key);
      if (!found) throw new Error(`No scene image ${key}`);
      return found;
    },
    has: (key) => textures.has(key),
    destroy() {
      textures.forEach(({ texture }) => texture.destroy());
      source.destroy();
    },
  };
}
