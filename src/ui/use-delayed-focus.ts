import type { Delay, ElementProps, FloatingRootContext } from '@floating-ui/react';
import { useEffect, useMemo, useRef } from 'react';

const openDelayOf = (delay: Delay) => (typeof delay === 'number' ? delay : (delay.open ?? 0));

/**
 * Opens on keyboard focus after the same delay as hover (the spec times every tooltip alike),
 * and closes on blur. Floating UI's own useFocus opens at once.
 */
export function useDelayedFocus(context: FloatingRootContext, delay: Delay): ElementProps {
  const { onOpenChange } = context;
  const timer = useRef<number | undefined>(undefined);
  // Focus that follows a press is not keyboard focus: the hover path handles the pointer.
  const pressed = useRef(false);
  const openDelay = openDelayOf(delay);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo<ElementProps>(
    () => ({
      reference: {
        onPointerDown() {
          pressed.current = true;
        },
        onFocus(event) {
          if (pressed.current) {
            pressed.current = false;
            return;
          }
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onOpenChange(true, event.nativeEvent, 'focus'), openDelay);
        },
        onBlur(event) {
          pressed.current = false;
          window.clearTimeout(timer.current);
          onOpenChange(false, event.nativeEvent, 'focus');
        },
      },
    }),
    [onOpenChange, openDelay],
  );
}
