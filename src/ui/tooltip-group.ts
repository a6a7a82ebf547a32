// The delay group neighbouring tooltips share: one open at a time, and a skip window after one closes in which
// the next opens at once. Plain TypeScript: no React, no Floating UI.

export interface TooltipTimings {
  /** Wait before a tooltip opens on hover or keyboard focus. */
  delayMs: number;
  /** How long after a tooltip closes the next one still opens at once. */
  skipDelayMs: number;
}

/** What the group needs of a tooltip: a way to close it when a neighbour opens. */
export interface TooltipGroupMember {
  close: () => void;
}

export interface TooltipGroup {
  /** How long a tooltip whose hover or focus starts now waits before opening. */
  openDelayMs(): number;
  /** `member` opened; the neighbour that was open closes. */
  opened(member: TooltipGroupMember): void;
  /** `member` closed; if it was the open one, the skip window starts. */
  closed(member: TooltipGroupMember): void;
  /** Ends the skip window and its timer (the group's owner is going away). */
  dispose(): void;
}

export function createTooltipGroup({ delayMs, skipDelayMs }: TooltipTimings): TooltipGroup {
  let current: TooltipGroupMember | null = null;
  let skipWindow: ReturnType<typeof setTimeout> | undefined;

  const endSkipWindow = () => {
    clearTimeout(skipWindow);
    skipWindow = undefined;
  };

  return {
    openDelayMs: () => (current !== null || skipWindow !== undefined ? 0 : delayMs),
    opened(member) {
      endSkipWindow();
      const previous = current;
      // Set first, so the neighbour's close does not open a skip window.
      current = member;
      if (previous !== null && previous !== member) previous.close();
    },
    closed(member) {
      if (member !== current) return;
      current = null;
      skipWindow = setTimeout(() => (skipWindow = undefined), skipDelayMs);
    },
    dispose: endSkipWindow,
  };
}
