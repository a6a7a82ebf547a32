// Which node's card is open, and why: a hover (after the tooltip delay), keyboard focus (at once) or
// a pin (at once; pauses the clock, and closing it resumes the clock if it was playing). A target
// the clock hides (loop reset, seek back) closes its card. Outside React; the inspector owns which
// card is open (inspection()), and whoever shows it listens (onInspection, use-inspection.ts).
import { TOOLTIP } from '../../../config/constants';
import { createTooltipGroup, type TooltipGroupMember } from '../../../ui/tooltip-group';
import { isTarget as isTargetIn } from './targets';
import type { DemoEngine } from '../playback/engine';

/** How a card came to be open: a hover (after the tooltip delay), keyboard focus, or a pin. */
type InspectedBy = 'hover' | 'focus' | 'pin';

/** The node (or the central post) whose card is open. */
export interface Inspection {
  id: string;
  by: InspectedBy;
}

type InspectionListener = (next: Inspection | null, previous: Inspection | null) => void;

export interface Inspector {
  /** The open card, or null: a new object each time it changes, never changed in place. */
  inspection(): Inspection | null;
  /** Calls `listener` each time the open card changes; returns the unsubscribe function. */
  onInspection(listener: InspectionListener): () => void;
  /** The pointer is over `id` (null: over nothing): its card opens after the tooltip delay. */
  hover(id: string | null): void;
  /** Keyboard focus is on `id` (null: focus left the canvas): its card opens at once. */
  focus(id: string | null): void;
  /** Pins `id`'s card (null closes a pinned card), as a click or Enter does. */
  pin(id: string | null): void;
  /** Escape: closes whatever card is open; a pin's clock resumes. */
  close(): void;
  /** Whether `id` is a target now: the post from phase 1, a node once revealed. */
  isTarget(id: string): boolean;
  /** Starts following the clock (on mount; safe to repeat after detach, as StrictMode does). */
  attach(): void;
  /** Closes any card and stops following the clock (on unmount). */
  detach(): void;
}

export function createInspector(engine: DemoEngine): Inspector {
  const { store } = engine;
  const group = createTooltipGroup(TOOLTIP);
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  // The target the pointer is waiting on: moving over it does not restart the delay.
  let pendingHover: string | null = null;
  let resumeOnClose = false;
  let focused: string | null = null;
  let inspected: Inspection | null = null;
  const listeners = new Set<InspectionListener>();

  const current = () => inspected;
  const isTarget = (id: string) => isTargetIn(store.getState(), id);
  const member: TooltipGroupMember = {
    // A neighbouring tooltip opened: a hover card gives way.
    close: () => {
      if (current()?.by === 'hover') set(null);
    },
  };

  function set(next: Inspection | null) {
    const previous = current();
    if (previous?.id === next?.id && previous?.by === next?.by) return;
    if (next) group.opened(member);
    else if (previous) group.closed(member);
    inspected = next;
    listeners.forEach((listener) => listener(next, previous));
  }

  function unpin(resume: boolean) {
    const wasPinned = current()?.by === 'pin';
    set(focused && isTarget(focused) ? { id: focused, by: 'focus' } : null);
    if (wasPinned && resume && resumeOnClose) engine.play();
    resumeOnClose = false;
  }

  // The clock hides targets too (loop reset, seek back): their cards close, and a pin's clock stays put.
  const followClock = () =>
    store.subscribe((state, previous) => {
      if (state.revealed === previous.revealed && state.phase === previous.phase) return;
      if (focused && !isTarget(focused)) focused = null;
      if (inspected && !isTarget(inspected.id)) unpin(false);
    });
  let unsubscribe: (() => void) | null = null;

  return {
    inspection: current,
    onInspection(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hover(id) {
      if (id !== null && id === pendingHover) return;
      clearTimeout(hoverTimer);
      pendingHover = null;
      const open = current();
      if (open && open.by !== 'hover') return;
      if (id === null || !isTarget(id)) {
        if (open) set(null);
        return;
      }
      if (open?.id === id) return;
      const delay = group.openDelayMs();
      if (delay === 0) set({ id, by: 'hover' });
      else {
        pendingHover = id;
        hoverTimer = setTimeout(() => {
          pendingHover = null;
          if (isTarget(id)) set({ id, by: 'hover' });
        }, delay);
      }
    },
    focus(id) {
      clearTimeout(hoverTimer);
      pendingHover = null;
      focused = id && isTarget(id) ? id : null;
      const open = current();
      if (open?.by === 'pin') {
        // Moving the keyboard while a card is pinned moves the pin.
        if (focused) set({ id: focused, by: 'pin' });
        return;
      }
      set(focused ? { id: focused, by: 'focus' } : null);
    },
    pin(id) {
      clearTimeout(hoverTimer);
      pendingHover = null;
      if (id === null || !isTarget(id)) {
        if (current()?.by === 'pin') unpin(true);
        return;
      }
      if (current()?.by !== 'pin') {
        resumeOnClose = store.getState().playing;
        engine.pause();
      }
      set({ id, by: 'pin' });
    },
    close() {
      clearTimeout(hoverTimer);
      pendingHover = null;
      if (current()?.by === 'pin') {
        const resume = resumeOnClose;
        resumeOnClose = false;
        set(null);
        if (resume) engine.play();
        return;
      }
      set(null);
    },
    isTarget,
    attach() {
      unsubscribe ??= followClock();
    },
    detach() {
      clearTimeout(hoverTimer);
      pendingHover = null;
      unsubscribe?.();
      unsubscribe = null;
      group.dispose();
      focused = null;
      resumeOnClose = false;
      set(null);
    },
  };
}
