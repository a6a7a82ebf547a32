// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runOnePerTask } from './run-one-per-task';

describe('runOnePerTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs nothing at once, then one step per task in order, then done in a task of its own', () => {
    const ran: string[] = [];
    runOnePerTask([() => ran.push('a'), () => ran.push('b')], () => ran.push('done'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'done']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopped, runs neither the steps left nor done', () => {
    const ran: string[] = [];
    const stop = runOnePerTask([() => ran.push('a'), () => ran.push('b')], () => ran.push('done'));
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(ran).toEqual(['a']);
  });

  it('with no steps, calls done in the next task', () => {
    const done = vi.fn();
    runOnePerTask([], done);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(done).toHaveBeenCalledOnce();
  });
});
