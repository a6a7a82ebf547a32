import { expect, it } from 'vitest';
import { ATLAS_SIZE, atlasFrames, AVATAR_FRAMES, EMOJI_FRAMES } from './atlas-grid';

it('places every avatar and emoji inside the atlas without overlap', () => {
  const frames = Object.values(atlasFrames());
  expect(frames).toHaveLength(AVATAR_FRAMES.length + EMOJI_FRAMES.length);
  expect(AVATAR_FRAMES).toHaveLength(25);
  expect(EMOJI_FRAMES).toHaveLength(12);
  for (const [i, a] of frames.entries()) {
    expect(a.x + a.w).toBeLessThanOrEqual(ATLAS_SIZE.width);
    expect(a.y + a.h).toBeLessThanOrEqual(ATLAS_SIZE.height);
    for (const b of frames.slice(i + 1)) {
      const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart).toBe(true);
    }
  }
});
