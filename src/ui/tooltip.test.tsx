// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTooltipBubble } from './load-tooltip-bubble';
import { Tooltip, TooltipProvider } from './tooltip';

function renderTwoTooltips(
  wrap: (children: ReactNode) => ReactNode = (children) => <TooltipProvider>{children}</TooltipProvider>,
) {
  render(
    wrap(
      <>
        <Tooltip content="First tip">
          <button type="button">First</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Second</button>
        </Tooltip>
      </>,
    ),
  );
  return {
    first: screen.getByRole('button', { name: 'First' }),
    second: screen.getByRole('button', { name: 'Second' }),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shownTip = () => screen.queryByRole('tooltip')?.textContent ?? null;
/** `tip` is not shown 699 ms from now, and is at 700 ms: the open delay. */
const expectShownAfterDelay = (tip: string) => {
  advance(699);
  expect(shownTip()).toBeNull();
  advance(1);
  expect(shownTip()).toBe(tip);
};

describe('Tooltip', () => {
  // The bubble is a lazy chunk; loaded up front here, as the first hover does in the browser.
  beforeAll(async () => {
    await loadTooltipBubble();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer enters, not at 699 ms, and describes its trigger', () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseEnter(first);
    advance(699);
    expect(shownTip()).toBeNull();
    expect(first.hasAttribute('aria-describedby')).toBe(false);
    advance(1);
    expect(shownTip()).toBe('First tip');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('closes when the pointer leaves, and does not open if it leaves before the delay', () => {
    const { first } = renderTwoTooltips();
    fireEvent.mouseEnter(first);
    advance(700);
    fireEvent.mouseLeave(first);
    expect(shownTip()).toBeNull();
    expect(first.hasAttribute('aria-describedby')).toBe(false);

    advance(1000);
    fireEvent.mouseEnter(first);
    advance(500);
    fireEvent.mouseLeave(first);
    advance(1000);
    expect(shownTip()).toBeNull();
  });

  it('opens on keyboard focus after the same delay, and closes on blur', () => {
    const { first } = renderTwoTooltips();
    act(() => first.focus());
    expectShownAfterDelay('First tip');
    act(() => first.blur());
    expect(shownTip()).toBeNull();
  });

  it('does not open on the focus a press gives, but does on the next keyboard focus', () => {
    const { first } = renderTwoTooltips();
    fireEvent.pointerDown(first);
    act(() => first.focus());
    advance(2000);
    expect(shownTip()).toBeNull();

    act(() => first.blur());
    act(() => first.focus());
    advance(700);
    expect(shownTip()).toBe('First tip');
  });

  it('closes on Escape', () => {
    const { first } = renderTwoTooltips();
    act(() => first.focus());
    advance(700);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(shownTip()).toBeNull();
    expect(first.hasAttribute('aria-describedby')).toBe(false);
  });

  /** The pointer opens the first tip, leaves it, and enters the second `gapMs` after. */
  const enterSecondAfterFirstClosed = (gapMs: number) => {
    const { first, second } = renderTwoTooltips();
    fireEvent.mouseEnter(first);
    advance(700);
    fireEvent.mouseLeave(first);
    advance(gapMs);
    fireEvent.mouseEnter(second);
  };

  it('opens a neighbour at once up to 299 ms after one closed', () => {
    enterSecondAfterFirstClosed(299);
    expect(shownTip()).toBe('Second tip');
  });

  it('waits the full delay again from 300 ms after one closed', () => {
    enterSecondAfterFirstClosed(300);
    expectShownAfterDelay('Second tip');
  });

  it('shows one tooltip at a time: opening a neighbour closes the open one', () => {
    const { first, second } = renderTwoTooltips();
    act(() => first.focus());
    advance(700);
    fireEvent.mouseEnter(second);
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['Second tip']);
    expect(first.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the delay but shares no skip window outside a provider', () => {
    const { first, second } = renderTwoTooltips((children) => children);
    fireEvent.mouseEnter(first);
    advance(700);
    expect(shownTip()).toBe('First tip');
    fireEvent.mouseLeave(first);
    fireEvent.mouseEnter(second);
    expectShownAfterDelay('Second tip');
  });

  it('keeps the trigger’s own handlers', () => {
    const onFocus = vi.fn();
    render(
      <Tooltip content="Tip">
        <button type="button" onFocus={onFocus}>
          Own
        </button>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Own' }).focus());
    expect(onFocus).toHaveBeenCalledOnce();
    advance(700);
    expect(shownTip()).toBe('Tip');
  });
});
