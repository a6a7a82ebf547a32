// Where each image sits in the demo's texture atlas (assets/demo/demo-atlas.png): a fixed grid,
// so the page needs one request (the PNG) and no map of cells. The atlas script draws to this grid.
import { DEMO_NODES } from '../content/demo-nodes';
import { EMOTION_EMOJI, type Emotion } from '../content/emotions';
import { CENTRAL_POST } from '../content/central-post';

export const ATLAS_URL = '/demo/demo-atlas.png';
/** Avatar cells (2x the largest drawn size, for crisp DPR 2). */
const AVATAR_CELL = 96;
const EMOJI_CELL = 64;
const ATLAS_COLUMNS = 8;

export interface AtlasCell {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const emojiCellName = (emotion: Emotion) => `emoji-${emotion}`;

/**
 * Cell names of the avatars: the post's author, then the nodes in data order.
 * @public Also read by scripts/build/build-demo-atlas.mjs, through Vite's module loader.
 */
export const AVATAR_CELLS: readonly string[] = [CENTRAL_POST.avatar, ...DEMO_NODES.map((node) => node.avatar)];
const EMOJI_CELLS = (Object.keys(EMOTION_EMOJI) as Emotion[]).map(emojiCellName);

const avatarRows = Math.ceil(AVATAR_CELLS.length / ATLAS_COLUMNS);
const emojiPerRow = Math.floor((ATLAS_COLUMNS * AVATAR_CELL) / EMOJI_CELL);

/** Atlas size in pixels. */
export const ATLAS_SIZE = {
  width: ATLAS_COLUMNS * AVATAR_CELL,
  height: avatarRows * AVATAR_CELL + Math.ceil(EMOJI_CELLS.length / emojiPerRow) * EMOJI_CELL,
};

/** Every cell of the atlas by name. */
export function atlasCells(): Record<string, AtlasCell> {
  const cells: Record<string, AtlasCell> = {};
  AVATAR_CELLS.forEach((name, i) => {
    cells[name] = {
      x: (i % ATLAS_COLUMNS) * AVATAR_CELL,
      y: Math.floor(i / ATLAS_COLUMNS) * AVATAR_CELL,
      w: AVATAR_CELL,
      h: AVATAR_CELL,
    };
  });
  EMOJI_CELLS.forEach((name, i) => {
    const y = avatarRows * AVATAR_CELL + Math.floor(i / emojiPerRow) * EMOJI_CELL;
    cells[name] = { x: (i % emojiPerRow) * EMOJI_CELL, y, w: EMOJI_CELL, h: EMOJI_CELL };
  });
  return cells;
}
