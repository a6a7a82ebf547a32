// The tooltip's floating part, loaded on first intent so Floating UI stays out of page chunks: positioned by its
// trigger, flipped and shifted to stay in view, following scroll and resize, in a portal on <body>.
import { autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface TooltipBubbleProps {
  /** The trigger's aria-describedby points here. */
  id: string;
  reference: Element;
  placement: Placement;
  className: string;
  children: ReactNode;
}

export function TooltipBubble({ id, reference, placement, className, children }: TooltipBubbleProps) {
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({
    open: true,
    elements: { reference },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  return createPortal(
    <div ref={setFloating} id={id} role="tooltip" className={className} style={floatingStyles}>
      {children}
    </div>,
    document.body,
  );
}
