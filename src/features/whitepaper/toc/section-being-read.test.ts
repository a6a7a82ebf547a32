import { describe, expect, it } from 'vitest';
import { sectionBeingRead } from './section-being-read';

const window900 = { headerBottom: 64, windowHeight: 900, atEnd: false };

describe('the section being read', () => {
  it('is the last whose top has passed halfway down the window below the header (482 px of 900)', () => {
    // Section 7's tail fills the top of the window; section 8's heading is at 40% of its height.
    expect(sectionBeingRead([-3000, -1200, 360, 1500], window900)).toBe(2);
    expect(sectionBeingRead([-3000, -1200, 482, 1500], window900)).toBe(2);
    expect(sectionBeingRead([-3000, -1200, 483, 1500], window900)).toBe(1);
  });

  it('is the first until any has passed the line', () => {
    expect(sectionBeingRead([600, 1500], window900)).toBe(0);
  });

  it('at the page’s end, is the last in view, however short', () => {
    expect(sectionBeingRead([-2000, 300, 700], { ...window900, atEnd: true })).toBe(2);
    expect(sectionBeingRead([-2000, 300, 901], { ...window900, atEnd: true })).toBe(1);
  });
});
