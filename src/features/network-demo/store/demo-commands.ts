// Commands other parts of the page send to the demo (the hero's Watch Demo button).
// Light: no Pixi or GSAP, so the landing page can import it without the demo's heavy chunk.

type Listener = () => void;

let replayHandler: Listener | null = null;
const loadRequests = new Set<Listener>();

/** The id of the element that holds the demo, for scrolling it into view. */
export const DEMO_ELEMENT_ID = 'network-demo';
/** The id of the demo's stage (the canvas or the static view), for bringing a moment of it into view. */
export const DEMO_STAGE_ID = 'network-demo-stage';
/** The id of what shows the demo's moment (stage, controls, stats, debug panel): it plays while that is in view. */
export const DEMO_VIEW_ID = 'network-demo-view';

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
