// The tooltip bubble (Floating UI and all) is fetched on the first hover or focus, not with the page.
import type { TooltipBubble } from './tooltip-bubble';

export type TooltipBubbleComponent = typeof TooltipBubble;
type BubbleModule = { TooltipBubble: TooltipBubbleComponent };

let loaded: TooltipBubbleComponent | undefined;
let loading: Promise<TooltipBubbleComponent | undefined> | undefined;
// Chromium remembers a module that failed to load for the page's lifetime and fails every later
// import of it at once; a retry asks for the same file at a fresh address. The failure names it.
let failedAt: string | undefined;
let attempts = 0;

function addressIn(error: unknown): string | undefined {
  const address = /https?:\/\/[^\s'"]+/.exec(String(error))?.[0];
  // Only the site's own files: the message of another kind of failure may name any address.
  return address && typeof location !== 'undefined' && address.startsWith(`${location.origin}/`) ? address : undefined;
}

/** The bubble if it has already loaded. */
export const loadedTooltipBubble = (): TooltipBubbleComponent | undefined => loaded;

/** Starts or joins the load. A failed load resolves undefined (the tooltip just stays shut) and the next call retries. */
export function loadTooltipBubble(): Promise<TooltipBubbleComponent | undefined> {
  if (loading) return loading;
  const load: Promise<BubbleModule> = failedAt
    ? import(/* @vite-ignore */ `${failedAt}${failedAt.includes('?') ? '&' : '?'}retry=${++attempts}`)
    : import('./tooltip-bubble');
  loading = load.then(
    (module) => (loaded = module.TooltipBubble),
    (error: unknown) => {
      failedAt ??= addressIn(error);
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}
