// The tooltip bubble (Floating UI and all) is fetched on the first hover or focus, not with the page.
import { retryingImport } from '../lib/retrying-import';
import type { TooltipBubble } from './tooltip-bubble';

export type TooltipBubbleComponent = typeof TooltipBubble;

const bubble = retryingImport(
  () => import('./tooltip-bubble'),
  (module: { TooltipBubble: TooltipBubbleComponent }) => module.TooltipBubble,
);

/** The bubble if it has already loaded. */
export const loadedTooltipBubble = (): TooltipBubbleComponent | undefined => bubble.loaded();

/** Starts or joins the load. A failed load resolves undefined (the tooltip just stays shut) and the next call retries. */
export const loadTooltipBubble = (): Promise<TooltipBubbleComponent | undefined> => bubble.load();
