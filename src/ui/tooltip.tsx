// The one tooltip: Floating UI with a shared delay group (700 ms to open, 300 ms skip window).
import {
  autoUpdate,
  flip,
  FloatingDelayGroup,
  FloatingPortal,
  offset,
  shift,
  useDelayGroup,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP } from '../config/constants';
import styles from './tooltip.module.css';
import { useDelayedFocus } from './use-delayed-focus';

/** Wrap the app once so neighbouring tooltips open instantly within the skip window. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <FloatingDelayGroup delay={{ open: TOOLTIP.delayMs, close: 0 }} timeoutMs={TOOLTIP.skipDelayMs}>
      {children}
    </FloatingDelayGroup>
  );
}

interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it receives the tooltip's props and ref. */
  children: ReactElement<Record<string, unknown>>;
  placement?: Placement;
}

/** Opens on hover and on keyboard focus after the group delay; Escape closes it. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { refs: { setReference, setFloating }, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  const { delay } = useDelayGroup(context, { id });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay, move: false }),
    useDelayedFocus(context, delay),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref: setReference, ...children.props }))}
      {open && (
        <FloatingPortal>
          <div ref={setFloating} className={styles.tooltip} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
