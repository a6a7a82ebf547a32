// A tooltip trigger's behaviour, small enough to ship with every page that has tooltips: it opens after the
// group's delay on hover or keyboard focus (not on the focus a press gives), and closes on leave, blur and Escape.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TooltipGroupMember } from './tooltip-group';
import { useTooltipGroup } from './tooltip-provider';

export interface TooltipTriggerProps {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** `onIntent` runs when hover or keyboard focus starts, before the delay: time to fetch what opening needs. */
export function useTooltipTrigger(onIntent: () => void): { open: boolean; triggerProps: TooltipTriggerProps } {
  const group = useTooltipGroup();
  const [open, setOpen] = useState(false);
  const [member] = useState<TooltipGroupMember>(() => ({ close: () => setOpen(false) }));
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus that follows a press is not keyboard focus: the hover path handles the pointer.
  const pressed = useRef(false);

  const show = useCallback(() => {
    group.opened(member);
    setOpen(true);
  }, [group, member]);

  const hide = useCallback(() => {
    clearTimeout(openTimer.current);
    group.closed(member);
    setOpen(false);
  }, [group, member]);

  const showAfterDelay = useCallback(() => {
    onIntent();
    clearTimeout(openTimer.current);
    const delay = group.openDelayMs();
    if (delay === 0) show();
    else openTimer.current = setTimeout(show, delay);
  }, [group, onIntent, show]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, hide]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      group.closed(member);
    },
    [group, member],
  );

  const triggerProps = useMemo<TooltipTriggerProps>(
    () => ({
      onMouseEnter: showAfterDelay,
      onMouseLeave: hide,
      onPointerDown() {
        pressed.current = true;
      },
      onFocus() {
        if (pressed.current) {
          pressed.current = false;
          return;
        }
        showAfterDelay();
      },
      onBlur() {
        pressed.current = false;
        hide();
      },
    }),
    [showAfterDelay, hide],
  );

  return { open, triggerProps };
}
