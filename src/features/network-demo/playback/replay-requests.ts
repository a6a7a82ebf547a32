// Requests from elsewhere on the page to the demo (the hero's Watch Demo button): replay it, or load
// it now if it has not loaded yet. A small publish-subscribe between the page and the demo, light (no
// Pixi or GSAP) so the landing page can import it without the demo's heavy chunk.

type Listener = () => void;

let replayHandler: Listener | null = null;
const loadRequests = new Set<Listener>();

/**
 * Restart the demo from t = 0. Before the demo has loaded, this asks it to load now:
 * its first loop starts at t = 0 once the avatars have preloaded.
 */
export function replayDemo(): void {
  if (replayHandler) replayHandler();
  else loadRequests.forEach((listener) => listener());
}

/** The loaded demo registers how to replay; returns the unregister function. */
export function setReplayHandler(handler: Listener): () => void {
  replayHandler = handler;
  return () => {
    if (replayHandler === handler) replayHandler = null;
  };
}

/** The light entry listens for an early load request; returns the unsubscribe function. */
export function onDemoLoadRequested(listener: Listener): () => void {
  loadRequests.add(listener);
  return () => loadRequests.delete(listener);
}
