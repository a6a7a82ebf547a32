// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';

function renderTwoTooltips() {
  return render(
    <TooltipProvider>
      <Tooltip content="First tip">
        <button type="button">First</button>
      </Tooltip>
      <Tooltip content="Second tip">
        <button type="button">Second</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer enters, not before', () => {
    renderTwoTooltips();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'First' }));
    advance(690);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(20);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });

  it('opens a neighbour at once within the 300 ms skip window, and with the full delay after it', () => {
    renderTwoTooltips();
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    fireEvent.mouseEnter(first);
    advance(700);
    fireEvent.mouseLeave(first);
    fireEvent.mouseEnter(second);
    advance(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Second tip');

    fireEvent.mouseLeave(second);
    advance(400);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(first);
    advance(100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(600);
    expect(screen.getByRole('tooltip').textContent).toBe('First tip');
  });

  it('opens on keyboard focus after the same delay, describes its trigger, and closes on Escape', () => {
    renderTwoTooltips();
    const first = screen.getByRole('button', { name: 'First' });
    act(() => first.focus());
    advance(690);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(20);
    const tip = screen.getByRole('tooltip');
    expect(first.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('closes when focus leaves', () => {
    renderTwoTooltips();
    const first = screen.getByRole('button', { name: 'First' });
    act(() => first.focus());
    advance(700);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => first.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
