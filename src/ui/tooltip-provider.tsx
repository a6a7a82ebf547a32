// TooltipProvider owns the delay group of the tooltips it wraps: the skip window is shared through context.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { TOOLTIP } from '../config/constants';
import { createTooltipGroup, type TooltipGroup } from './tooltip-group';

const TooltipGroupContext = createContext<TooltipGroup | null>(null);

/** Wrap a page once so neighbouring tooltips open at once within the skip window. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(() => createTooltipGroup(TOOLTIP));
  useEffect(() => () => group.dispose(), [group]);
  return <TooltipGroupContext value={group}>{children}</TooltipGroupContext>;
}

/** The enclosing provider's group; outside a provider a tooltip keeps the delay but shares no skip window. */
export function useTooltipGroup(): TooltipGroup {
  const [own] = useState(() => createTooltipGroup(TOOLTIP));
  return useContext(TooltipGroupContext) ?? own;
}
