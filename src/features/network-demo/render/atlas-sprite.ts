import type { CSSProperties } from 'react';
import { ATLAS_SIZE, ATLAS_URL, atlasCells } from './atlas-grid';

const CELLS = atlasCells();

/** A CSS sprite of one atlas cell drawn at `size` px, or nothing when the atlas failed. */
export function atlasSprite(cell: string, size: number, atlasLoaded: boolean): CSSProperties | undefined {
  const f = CELLS[cell];
  if (!f || !atlasLoaded) return undefined;
  const k = size / f.w;
  return {
    backgroundImage: `url(${ATLAS_URL})`,
    backgroundSize: `${ATLAS_SIZE.width * k}px ${ATLAS_SIZE.height * k}px`,
    backgroundPosition: `${-f.x * k}px ${-f.y * k}px`,
  };
}
