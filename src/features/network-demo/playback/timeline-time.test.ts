import { describe, expect, it } from 'vitest';
import { lastIndexAtOrBefore, secondsLabel } from './timeline-time';

describe('secondsLabel', () => {
  it.each([
    [0, '0.0 s'],
    [1500, '1.5 s'],
    [11050, '11.1 s'],
    [11250, '11.3 s'],
    // 7.55 is 7.5499… as a double: rounding on ms keeps the half-up reading.
    [7550, '7.6 s'],
    [17300, '17.3 s'],
    [9316.667, '9.3 s'],
  ])('%d ms reads %s', (ms, label) => {
    expect(secondsLabel(ms)).toBe(label);
  });
});

describe('lastIndexAtOrBefore', () => {
  const times = [0, 1500, 2300, 2300, 5500];
  it.each([
    [-1, -1],
    [0, 0],
    [1499, 0],
    [1500, 1],
    [2300, 3],
    [5499, 3],
    [9000, 4],
  ])('t = %d -> %d', (t, index) => {
    expect(lastIndexAtOrBefore(times, t)).toBe(index);
  });

  it('is -1 for an empty list', () => {
    expect(lastIndexAtOrBefore([], 10)).toBe(-1);
  });
});
