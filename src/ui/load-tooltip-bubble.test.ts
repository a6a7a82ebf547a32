import { describe, expect, it } from 'vitest';
import { tooltipBubbleLoader } from './load-tooltip-bubble';
// Imported with the test file, so no test waits on its module being compiled (a cold transform of
// Floating UI ran past the 5 s a test has, on a busy machine).
import * as bubbleModule from './tooltip-bubble';

describe('the tooltip bubble’s loader', () => {
  it('loads the bubble once, when asked, and then has it at hand', async () => {
    let imports = 0;
    const loader = tooltipBubbleLoader(() => {
      imports += 1;
      return import('./tooltip-bubble');
    });
    expect(imports).toBe(0);
    expect(loader.loaded()).toBeUndefined();
    const pending = loader.load();
    expect(loader.load()).toBe(pending);
    const bubble = await pending;
    expect(bubble).toBe(bubbleModule.TooltipBubble);
    expect(loader.loaded()).toBe(bubble);
    await loader.load();
    expect(imports).toBe(1);
  });

  it('resolves undefined when the chunk fails to load, and tries again on the next call', async () => {
    let fail = true;
    const loader = tooltipBubbleLoader(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./tooltip-bubble'),
    );
    await expect(loader.load()).resolves.toBeUndefined();
    expect(loader.loaded()).toBeUndefined();
    fail = false;
    await expect(loader.load()).resolves.toBe(bubbleModule.TooltipBubble);
    expect(loader.loaded()).toBe(bubbleModule.TooltipBubble);
  });
});
