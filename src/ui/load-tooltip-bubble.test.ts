import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test imports a fresh loader, so its module-level cache starts empty.
const freshLoader = async () => {
  vi.resetModules();
  return import('./load-tooltip-bubble');
};

describe('loadTooltipBubble', () => {
  afterEach(() => vi.doUnmock('./tooltip-bubble'));

  it('loads the bubble once and then has it at hand', async () => {
    const { loadTooltipBubble, loadedTooltipBubble } = await freshLoader();
    expect(loadedTooltipBubble()).toBeUndefined();
    const pending = loadTooltipBubble();
    expect(loadTooltipBubble()).toBe(pending);
    const bubble = await pending;
    expect(bubble).toBeTypeOf('function');
    expect(loadedTooltipBubble()).toBe(bubble);
  });

  it('resolves undefined when the chunk fails to load, and tries again on the next call', async () => {
    vi.doMock('./tooltip-bubble', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadTooltipBubble, loadedTooltipBubble } = await freshLoader();
    await expect(loadTooltipBubble()).resolves.toBeUndefined();
    expect(loadedTooltipBubble()).toBeUndefined();

    vi.doUnmock('./tooltip-bubble');
    vi.doMock('./tooltip-bubble', () => ({ TooltipBubble: () => null }));
    await expect(loadTooltipBubble()).resolves.toBeTypeOf('function');
    expect(loadedTooltipBubble()).toBeTypeOf('function');
  });
});
