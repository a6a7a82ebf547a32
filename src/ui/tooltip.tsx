// The one tooltip. Its trigger behaviour is ours and tiny; the bubble, which needs Floating UI, loads on first
// hover or focus, well within the 700 ms delay (constants: TOOLTIP).
import type { Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styles from './tooltip.module.css';
import { useTooltipBubble } from './use-tooltip-bubble';
import { useTooltipTrigger, type TooltipTriggerProps } from './use-tooltip-trigger';

export { TooltipProvider } from './tooltip-provider';

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) with no ref of its own: it receives the tooltip's handlers and ref. */
  children: ReactElement<Record<string, unknown>>;
  placement?: Placement;
}

/** Opens on hover and on keyboard focus after the group delay; closes on leave, blur and Escape. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const { Bubble, prefetch } = useTooltipBubble();
  const { open, triggerProps } = useTooltipTrigger(prefetch);

  if (!isValidElement(children)) return children;
  // Until the bubble has loaded (or if it failed to) nothing is shown, and nothing is pointed at.
  const shown = open && Bubble !== undefined && trigger !== null;
  return (
    <>
      {cloneElement(children, {
        ...withTriggerHandlers(children.props, triggerProps),
        ref: setTrigger,
        'aria-describedby': shown ? id : children.props['aria-describedby'],
      })}
      {shown && (
        <Bubble id={id} reference={trigger} placement={placement} className={styles.tooltip ?? ''}>
          {content}
        </Bubble>
      )}
    </>
  );
}

/** The child's own handlers keep running, before the tooltip's. */
function withTriggerHandlers(props: Record<string, unknown>, handlers: TooltipTriggerProps): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (event: unknown) => void][]) {
    const own = props[name];
    merged[name] =
      typeof own === 'function'
        ? (event: unknown) => {
            own(event);
            handler(event);
          }
        : handler;
  }
  return merged;
}
