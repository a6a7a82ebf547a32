// @vitest-environment jsdom
// The bubble is a lazy chunk: the first hover fetches it, and a failed fetch leaves the trigger working.
// Real timers here: the chunk loads through real I/O, which fake time would race past.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Compiled with the test file: after vi.resetModules a test evaluates these modules again but never
// waits on their first compile (Floating UI's, cold on a busy machine, ran past a test's 5 s).
import './tooltip';
import './tooltip-bubble';

async function renderFreshTooltip() {
  // A fresh module graph, so no earlier test has loaded the bubble already.
  vi.resetModules();
  const { Tooltip, TooltipProvider } = await import('./tooltip');
  const { loadedTooltipBubble } = await import('./load-tooltip-bubble');
  render(
    <TooltipProvider>
      <Tooltip content="Tip">
        <button type="button">Trigger</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return { trigger: screen.getByRole('button', { name: 'Trigger' }), loadedTooltipBubble };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Tooltip bubble loading', () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock('./tooltip-bubble');
  });

  it('loads the bubble on the first hover, not on render, and shows it', async () => {
    const { trigger, loadedTooltipBubble } = await renderFreshTooltip();
    await wait(50);
    expect(loadedTooltipBubble()).toBeUndefined();
    fireEvent.mouseEnter(trigger);
    await waitFor(() => expect(loadedTooltipBubble()).toBeDefined(), { timeout: 5000 });
    expect((await screen.findByRole('tooltip', {}, { timeout: 5000 })).textContent).toBe('Tip');
  });

  it('stays shut, with no error, when the bubble fails to load; a later hover retries', async () => {
    const consoleError = vi.spyOn(console, 'error');
    vi.doMock('./tooltip-bubble', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { trigger } = await renderFreshTooltip();
    fireEvent.mouseEnter(trigger);
    await wait(900);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.mouseLeave(trigger);

    vi.doUnmock('./tooltip-bubble');
    await wait(350);
    fireEvent.mouseEnter(trigger);
    const tip = await screen.findByRole('tooltip', {}, { timeout: 5000 });
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
