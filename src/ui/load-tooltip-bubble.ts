// The tooltip bubble (Floating UI and all) is fetched on the first hover or focus, not with the page.
import { retryingImport, type RetryingImport } from '../lib/retrying-import';
import type { TooltipBubble } from './tooltip-bubble';

export type TooltipBubbleComponent = typeof TooltipBubble;

type BubbleModule = { TooltipBubble: TooltipBubbleComponent };

/**
 * A loader of the bubble from `importer`: the page's imports its chunk.
 * @internal Exported for the tests, which give it importers of their own.
 */
export const tooltipBubbleLoader = (
  importer: () => Promise<BubbleModule> = () => import('./tooltip-bubble'),
): RetryingImport<TooltipBubbleComponent> => retryingImport(importer, (module) => module.TooltipBubble);

const bubble = tooltipBubbleLoader();

/** The bubble if it has already loaded. */
export const loadedTooltipBubble = (): TooltipBubbleComponent | undefined => bubble.loaded();

/** Starts or joins the load. A failed load resolves undefined (the tooltip just stays shut) and the next call retries. */
export const loadTooltipBubble = (): Promise<TooltipBubbleComponent | undefined> => bubble.load();
