import { useCallback, useState } from 'react';
import { loadedTooltipBubble, loadTooltipBubble, type TooltipBubbleComponent } from './load-tooltip-bubble';

/** The lazily loaded bubble (undefined until it is), and `prefetch` to load it when a tooltip may open soon. */
export function useTooltipBubble(): { Bubble: TooltipBubbleComponent | undefined; prefetch: () => void } {
  const [Bubble, setBubble] = useState(loadedTooltipBubble);
  const prefetch = useCallback(() => {
    const ready = loadedTooltipBubble();
    // Already loaded by a neighbour: take it now, so a tooltip opening at once in the skip window shows at once.
    if (ready) setBubble(() => ready);
    else void loadTooltipBubble().then((bubble) => bubble && setBubble(() => bubble));
  }, []);
  return { Bubble, prefetch };
}
