import { describe, expect, it } from 'vitest';
import { PLAYBACK_SPEEDS, stepSpeed } from './playback-speeds';

describe('stepSpeed', () => {
  it('walks the list both ways', () => {
    expect(stepSpeed(1, 1)).toBe(2);
    expect(stepSpeed(2, 1)).toBe(4);
    expect(stepSpeed(1, -1)).toBe(0.5);
    expect(stepSpeed(0.5, -1)).toBe(0.25);
  });

  it('stays put at either end', () => {
    expect(stepSpeed(PLAYBACK_SPEEDS[0]!, -1)).toBe(PLAYBACK_SPEEDS[0]);
    expect(stepSpeed(PLAYBACK_SPEEDS.at(-1)!, 1)).toBe(PLAYBACK_SPEEDS.at(-1));
  });

  it('steps from a speed off the list to its neighbour', () => {
    expect(stepSpeed(3, 1)).toBe(4);
    expect(stepSpeed(3, -1)).toBe(2);
    expect(stepSpeed(8, 1)).toBe(8);
  });
});
