import { expect, it } from 'vitest';
import { ATLAS_SIZE, atlasCells, AVATAR_CELLS, emojiCellName } from './atlas-grid';
import { EMOTION_EMOJI, type Emotion } from '../content/emotions';

it('places every avatar and emoji inside the atlas without overlap', () => {
  const byName = atlasCells();
  const frames = Object.values(byName);
  // The post's author and 24 nodes, and one emoji per emotion.
  expect(AVATAR_CELLS).toHaveLength(25);
  for (const emotion of Object.keys(EMOTION_EMOJI) as Emotion[]) expect(byName[emojiCellName(emotion)]).toBeDefined();
  expect(frames).toHaveLength(25 + 12);
  for (const [i, a] of frames.entries()) {
    expect(a.x + a.w).toBeLessThanOrEqual(ATLAS_SIZE.width);
    expect(a.y + a.h).toBeLessThanOrEqual(ATLAS_SIZE.height);
    for (const b of frames.slice(i + 1)) {
      const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart).toBe(true);
    }
  }
});
