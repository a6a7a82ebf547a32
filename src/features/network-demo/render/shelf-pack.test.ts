import { expect, it } from 'vitest';
import { shelfPack } from './shelf-pack';

it('places every rectangle on the sheet, apart from each other by the gap', () => {
  const sizes = [
    { width: 120, height: 40 },
    { width: 300, height: 90 },
    { width: 64, height: 64 },
    { width: 500, height: 20 },
    { width: 200, height: 90 },
  ];
  const { positions, height } = shelfPack(sizes, 512, 2);
  const boxes = sizes.map((size, i) => ({ ...size, ...positions[i]! }));
  for (const [i, a] of boxes.entries()) {
    expect(a.x).toBeGreaterThanOrEqual(2);
    expect(a.x + a.width).toBeLessThanOrEqual(510);
    expect(a.y + a.height).toBeLessThanOrEqual(height - 2);
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width + 2 <= b.x || b.x + b.width + 2 <= a.x || a.y + a.height + 2 <= b.y || b.y + b.height + 2 <= a.y;
      expect(apart, `${i} and ${boxes.indexOf(b)}`).toBe(true);
    }
  }
});

it('refuses an image wider than the sheet', () => {
  expect(() => shelfPack([{ width: 600, height: 10 }], 512, 2)).toThrow(/does not fit/);
});
