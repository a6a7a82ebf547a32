import type { CSSProperties } from 'react';
import { ATLAS_SIZE, ATLAS_URL, atlasFrames } from '../model/atlas-grid';

const FRAMES = atlasFrames();

/** A CSS sprite of one atlas frame drawn at `size` px, or nothing when the atlas failed. */
export function atlasSprite(frame: string, size: number, atlasLoaded: boolean): CSSProperties | undefined {
  const f = FRAMES[frame];
  if (!f || !atlasLoaded) return undefined;
  const k = size / f.w;
  return {
    backgroundImage: `url(${ATLAS_URL})`,
    backgroundSize: `${ATLAS_SIZE.width * k}px ${ATLAS_SIZE.height * k}px`,
    backgroundPosition: `${-f.x * k}px ${-f.y * k}px`,
  };
}
