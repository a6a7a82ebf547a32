import { describe, expect, it } from 'vitest';
import { hasColouredPixel } from './emoji-probe';

const pixel = (r: number, g: number, b: number, a = 255) => [r, g, b, a];

describe('hasColouredPixel', () => {
  it('finds no colour in a grey glyph, its antialiased edges included', () => {
    const box = [
      ...pixel(0, 0, 0, 0),
      ...pixel(128, 128, 128),
      ...pixel(127, 128, 129, 40),
      ...pixel(130, 126, 128, 90),
    ];
    expect(hasColouredPixel(box)).toBe(false);
  });

  it('finds the colour in a colour emoji', () => {
    expect(hasColouredPixel([...pixel(128, 128, 128), ...pixel(255, 193, 7)])).toBe(true);
  });

  it('ignores colour in transparent pixels', () => {
    expect(hasColouredPixel([...pixel(255, 0, 0, 0)])).toBe(false);
  });

  it('finds nothing where nothing was drawn', () => {
    expect(hasColouredPixel([])).toBe(false);
  });
});
