// Requests from elsewhere on the landing page to its demo (the hero's Watch Demo button): replay it,
// or load it now if it has not loaded yet. One per page, made where the page makes its demo and
// handed to both; light (no Pixi or GSAP), so the page carries it without the demo's heavy chunk.

type Listener = () => void;

export interface DemoRequests {
  /**
   * Restart the demo from t = 0. Before the demo has loaded, this asks it to load now: its first
   * loop starts at t = 0 once the avatars have preloaded.
   */
  replay(): void;
  /** The loaded demo registers how to replay; returns the unregister function. */
  setReplayHandler(handler: Listener): () => void;
  /** The demo's loader listens for an early load request; returns the unsubscribe function. */
  onLoadRequested(listener: Listener): () => void;
}

export function createDemoRequests(): DemoRequests {
  let replayHandler: Listener | null = null;
  const loadRequests = new Set<Listener>();
  return {
    replay() {
      if (replayHandler) replayHandler();
      else loadRequests.forEach((listener) => listener());
    },
    setReplayHandler(handler) {
      replayHandler = handler;
      return () => {
        if (replayHandler === handler) replayHandler = null;
      };
    },
    onLoadRequested(listener) {
      loadRequests.add(listener);
      return () => loadRequests.delete(listener);
    },
  };
}
