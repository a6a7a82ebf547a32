import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipGroup, type TooltipGroupMember } from './tooltip-group';

const member = (): TooltipGroupMember => ({ close: vi.fn() });

describe('createTooltipGroup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const group = () => createTooltipGroup({ delayMs: 700, skipDelayMs: 300 });
  /** A group whose one open tooltip has just closed: its skip window has begun. */
  const justClosed = () => {
    const g = group();
    const first = member();
    g.opened(first);
    g.closed(first);
    return g;
  };

  it('waits the full delay when no tooltip is or was just open', () => {
    const g = group();
    expect(g.openDelayMs()).toBe(700);
    g.closed(member());
    expect(g.openDelayMs()).toBe(700);
  });

  it('opens at once while a neighbour is open, and closes that neighbour', () => {
    const g = group();
    const first = member();
    const second = member();
    g.opened(first);
    expect(g.openDelayMs()).toBe(0);
    g.opened(second);
    expect(first.close).toHaveBeenCalledOnce();
    expect(second.close).not.toHaveBeenCalled();
  });

  it('opens at once up to 299 ms after the open one closed, and waits the full delay from 300 ms', () => {
    const g = justClosed();
    vi.advanceTimersByTime(299);
    expect(g.openDelayMs()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(g.openDelayMs()).toBe(700);
  });

  it('ignores the close of a tooltip a neighbour already replaced', () => {
    const g = group();
    const replaced = member();
    g.opened(replaced);
    g.opened(member());
    g.closed(replaced);
    vi.advanceTimersByTime(1000);
    expect(g.openDelayMs()).toBe(0);
  });

  it('drops the skip window on dispose', () => {
    const g = justClosed();
    g.dispose();
    expect(g.openDelayMs()).toBe(700);
    expect(vi.getTimerCount()).toBe(0);
  });
});
