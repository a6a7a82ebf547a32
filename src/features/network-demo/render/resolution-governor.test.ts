import { describe, expect, it } from 'vitest';
import { createResolutionGovernor } from './resolution-governor';

const frames = (governor: ReturnType<typeof createResolutionGovernor>, count: number, ms: number) => {
  const changes: number[] = [];
  for (let i = 0; i < count; i++) {
    const next = governor.frame(ms);
    if (next !== null) changes.push(next);
  }
  return changes;
};

describe('resolution governor', () => {
  it('keeps the device resolution while frames are fast', () => {
    const governor = createResolutionGovernor({ max: 2 });
    expect(frames(governor, 600, 16.7)).toEqual([]);
    expect(governor.resolution()).toBe(2);
  });

  it('steps down a window at a time while frames are slow, never below 0.75', () => {
    const governor = createResolutionGovernor({ max: 2 });
    expect(frames(governor, 30, 40)).toEqual([1.75]);
    expect(frames(governor, 30 * 10, 40)).toEqual([1.5, 1.25, 1, 0.75]);
    expect(governor.resolution()).toBe(0.75);
  });

  it('steps back up once frames stay fast, and waits longer after a step up that failed', () => {
    const governor = createResolutionGovernor({ max: 1 });
    frames(governor, 30, 40);
    expect(governor.resolution()).toBe(0.75);
    expect(frames(governor, 30 * 3, 16.7)).toEqual([]);
    expect(frames(governor, 30, 16.7)).toEqual([1]);
    // Too slow at 1 again: down, and now twice the patience before the next try.
    expect(frames(governor, 30, 40)).toEqual([0.75]);
    expect(frames(governor, 30 * 7, 16.7)).toEqual([]);
    expect(frames(governor, 30, 16.7)).toEqual([1]);
  });

  it('ignores gaps (paused, hidden, scrolled away) as frames', () => {
    const governor = createResolutionGovernor({ max: 1 });
    expect(frames(governor, 100, 1000)).toEqual([]);
    expect(governor.resolution()).toBe(1);
  });
});
