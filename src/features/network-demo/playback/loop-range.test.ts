import { describe, expect, it } from 'vitest';
import { isLoopRange, rangeWithIn, rangeWithOut } from './loop-range';

const duration = 17300;

describe('isLoopRange', () => {
  it.each([
    [{ in: 0, out: duration }, true],
    [{ in: 2300, out: 8000 }, true],
    [{ in: 8000, out: 8000 }, false],
    [{ in: 8000, out: 2300 }, false],
    [{ in: -1, out: 2300 }, false],
    [{ in: 2300, out: duration + 1 }, false],
  ])('%o -> %s', (range, ok) => {
    expect(isLoopRange(range, duration)).toBe(ok);
  });
});

describe('rangeWithIn', () => {
  it('starts a range at t that runs to the loop end', () => {
    expect(rangeWithIn(null, 2300, duration)).toEqual({ in: 2300, out: duration });
  });

  it('keeps the out point when t comes before it', () => {
    expect(rangeWithIn({ in: 0, out: 8000 }, 2300, duration)).toEqual({ in: 2300, out: 8000 });
  });

  it('drops an out point that t has passed', () => {
    expect(rangeWithIn({ in: 0, out: 8000 }, 9000, duration)).toEqual({ in: 9000, out: duration });
    expect(rangeWithIn({ in: 0, out: 8000 }, 8000, duration)).toEqual({ in: 8000, out: duration });
  });

  it('has no range to start at the loop end', () => {
    expect(rangeWithIn(null, duration, duration)).toBeNull();
  });
});

describe('rangeWithOut', () => {
  it('ends a range at t that starts at 0', () => {
    expect(rangeWithOut(null, 8000)).toEqual({ in: 0, out: 8000 });
  });

  it('keeps the in point when it comes before t', () => {
    expect(rangeWithOut({ in: 2300, out: duration }, 8000)).toEqual({ in: 2300, out: 8000 });
  });

  it('drops an in point at or after t', () => {
    expect(rangeWithOut({ in: 9000, out: duration }, 8000)).toEqual({ in: 0, out: 8000 });
    expect(rangeWithOut({ in: 8000, out: duration }, 8000)).toEqual({ in: 0, out: 8000 });
  });

  it('has no range to end at 0', () => {
    expect(rangeWithOut(null, 0)).toBeNull();
  });
});
