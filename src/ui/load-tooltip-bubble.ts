// The tooltip bubble (Floating UI and all) is fetched on the first hover or focus, not with the page.
import type { TooltipBubble } from './tooltip-bubble';

export type TooltipBubbleComponent = typeof TooltipBubble;

let loaded: TooltipBubbleComponent | undefined;
let loading: Promise<TooltipBubbleComponent | undefined> | undefined;

/** The bubble if it has already loaded. */
export const loadedTooltipBubble = (): TooltipBubbleComponent | undefined => loaded;

/** Starts or joins the load. A failed load resolves undefined (the tooltip just stays shut) and the next call retries. */
export function loadTooltipBubble(): Promise<TooltipBubbleComponent | undefined> {
  loading ??= import('./tooltip-bubble').then(
    (module) => (loaded = module.TooltipBubble),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}
