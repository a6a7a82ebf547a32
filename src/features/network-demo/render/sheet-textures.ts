// Cuts Pixi textures from the scene's painted sheet, so the whole scene draws from a single texture:
// on a CPU rasteriser each change of texture costs a draw call.
import { CanvasSource, ImageSource, Rectangle, Texture, type TextureSource } from 'pixi.js';
import type { PreparedScene } from './scene-sheet';

interface SceneTexture {
  texture: Texture;
  /** The anchor as a fraction of the image, for a Sprite's `anchor`. */
  anchor: { x: number; y: number };
}

export interface SheetTextures {
  get(key: string): SceneTexture;
  has(key: string): boolean;
  destroy(): void;
}

/** The sheet's textures, in CSS pixels. */
export function buildSheetTextures({ source: sheet, resolution, images }: PreparedScene): SheetTextures {
  const options = { resolution, scaleMode: 'linear' } as const;
  const source: TextureSource =
    'close' in sheet
      ? new ImageSource({ resource: sheet, ...options })
      : new CanvasSource({ resource: sheet as HTMLCanvasElement, ...options });
  const textures = new Map<string, SceneTexture>();
  for (const { key, frame, anchor } of images)
    textures.set(key, {
      texture: new Texture({ source, frame: new Rectangle(frame.x, frame.y, frame.width, frame.height) }),
      anchor,
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
      if ('close' in sheet) sheet.close();
    },
  };
}
