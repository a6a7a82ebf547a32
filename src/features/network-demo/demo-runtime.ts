// The demo's one owner, outside React: it preloads the atlas, finds where the scene can draw and
// starts it on the canvas (in the worker or on the page, through the same code), runs the clock,
// follows the stage's visibility and the WebGL context, and falls back to the static view. Its
// states and transitions are playback/demo-lifecycle.ts's; it writes the state it reaches to the
// store, which React reads. One dispose() releases everything it took: the worker, the scene's
// context, listeners, observers and requests in flight.
import { createInspector, type Inspector } from './inspect/inspector';
import { debugPanelImport, type DebugPanelChunk } from './debug/debug-panel-chunk';
import { openCardImport, type OpenCardImport } from './inspect/open-card-chunk';
import { DEMO_VIEW_ID } from './demo-ids';
import { DEMO_SCHEDULE } from './playback/demo-schedule';
import { nextStatus, type LifecycleEvent } from './playback/demo-lifecycle';
import { createDemoEngine, type DemoEngine } from './playback/engine';
import type { DemoRequests } from './playback/demo-requests';
import { isLoading, resetDemoStore, type DemoStore } from './playback/store';
import { startCanvasScene } from './render/canvas-scene';
import { loadDemoAtlas } from './render/preload-demo-assets';
import { findScene, pageSide, warmWorkerSide, type SceneMessage, type SceneSide } from './render/scene-client';
import { createSceneHandle, type SceneHandle } from './render/scene-handle';
import { fromSceneError } from './render/scene-protocol';

/** What React renders from, beside the store: which canvas to show, whether the atlas is in, the panel's code. */
interface RuntimeView {
  /** The canvas the scene draws on, by side (another side means another canvas); null: none. */
  canvas: 'worker' | 'page' | null;
  /** Undefined until the atlas has loaded or failed; then whether it loaded. */
  atlasLoaded: boolean | undefined;
  panel: DebugPanelChunk;
}

export interface DemoRuntime {
  readonly engine: DemoEngine;
  readonly inspector: Inspector;
  readonly scene: SceneHandle;
  /** The node card's code, imported when a card is first wanted. */
  readonly card: OpenCardImport;
  /** For useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  view(): RuntimeView;
  /** idle → loading: preloads, finds the scene, and starts the clock once the scene has drawn. */
  start(): void;
  /** The canvas the scene draws on, once there is one: cards point at places on it. */
  canvas(): HTMLCanvasElement | null;
  /** The canvas element to draw on (a React ref callback); its scene runs until another replaces it or dispose(). */
  attachCanvas(canvas: HTMLCanvasElement | null): void;
  /** Downloads the timeline inspector's code again after a failure. */
  retryPanel(): void;
  /** Releases everything; the runtime is done. */
  dispose(): void;
}

export interface DemoRuntimeOptions {
  store: DemoStore;
  /** The page's requests to replay, which the runtime answers once it runs. */
  requests: DemoRequests;
  /** /?debug: the timeline inspector's code loads beside the scene, and the clock waits for it. */
  debug: boolean;
  reducedMotion: boolean;
}

/** `release`, run at most once (by React's ref cleanup or by dispose, whichever comes first). */
function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}

export function createDemoRuntime({ store, requests, debug, reducedMotion }: DemoRuntimeOptions): DemoRuntime {
  const engine = createDemoEngine(DEMO_SCHEDULE, { store, reducedMotion });
  const inspector = createInspector(engine);
  const scene = createSceneHandle();
  const panelImport = debugPanelImport();
  let view: RuntimeView = { canvas: null, atlasLoaded: undefined, panel: { state: debug ? 'loading' : 'off' } };
  const viewers = new Set<() => void>();
  const setView = (next: Partial<RuntimeView>) => {
    view = { ...view, ...next };
    viewers.forEach((listener) => listener());
  };
  const releases: (() => void)[] = [];
  const aborts = new AbortController();
  let atlas: Blob | null = null;
  let side: SceneSide | null = null;
  let drawn = false;
  // Whether a canvas was handed to `side` (which then stops with the canvas's scene).
  let onCanvas = false;
  let canvasElement: HTMLCanvasElement | null = null;
  /** Stops the scene on `canvasElement`; nothing until one is attached. */
  let stopCanvasScene = () => {};

  const move = (event: LifecycleEvent) => {
    const status = nextStatus(store.getState().status, event);
    if (status !== store.getState().status) store.setState({ status });
  };
  const clockState = () => ({ playing: store.getState().playing, suspended: engine.away() });
  const live = () => store.getState().status !== 'disposed';

  // The first loop starts once the scene has drawn t = 0 (on a slow phone Pixi's start-up would
  // otherwise eat into it), or at once where the static view shows; on /?debug once the inspector's
  // code is in (or failed), so that the address's moment is applied as the demo starts.
  function startClock() {
    const { status } = store.getState();
    const shown = (status === 'starting' && drawn) || status === 'static' || status === 'failed';
    if (!live() || !shown || view.atlasLoaded === undefined || view.panel.state === 'loading') return;
    engine.start();
    move({ type: 'started', ...clockState() });
  }

  function loadPanel() {
    void panelImport.load().then((Panel) => {
      if (!live()) return;
      if (!Panel) console.warn('The timeline inspector could not be loaded.');
      setView({ panel: Panel ? { state: 'loaded', Panel } : { state: 'failed' } });
      startClock();
    });
  }

  function onScene(message: SceneMessage) {
    switch (message.type) {
      case 'first-frame':
        drawn = true;
        return startClock();
      case 'failed':
        // A scene that fails in its worker is started again on the page, on a canvas of its own;
        // one that fails there leaves the static view.
        if (side?.inWorker) {
          console.warn(
            'The demo scene could not start in a worker; drawing it on the page instead.',
            fromSceneError(message.error),
          );
          void pageSide().then((page) => live() && adopt(page.support.available ? page : null));
          return;
        }
        console.warn('The demo scene failed; showing the static view instead.', fromSceneError(message.error));
        move({ type: 'failed' });
        return startClock();
      case 'context-lost':
        engine.setSuspended('lost', true);
        return move({ type: 'context-lost' });
      case 'context-restored':
        engine.setSuspended('lost', false);
        return move({ type: 'context-restored', ...clockState() });
    }
  }

  function adopt(found: SceneSide | null) {
    side = found;
    onCanvas = false;
    if (!found) {
      move({ type: 'no-webgl' });
      setView({ canvas: null });
      return startClock();
    }
    move({ type: 'scene-found' });
    setView({ canvas: found.inWorker ? 'worker' : 'page' });
  }

  // Pause while nothing that shows the demo's moment is in view, or the tab is hidden; resume where
  // it stopped. Not the whole section: on the landing page's first screen only its heading shows,
  // and a loop played there spends frames on pixels no one sees while the post's entrance passes unseen.
  function followVisibility() {
    const follow = (reason: 'offscreen' | 'hidden', away: boolean) => {
      engine.setSuspended(reason, away);
      move({ type: 'clock', ...clockState() });
    };
    const onVisibility = () => follow('hidden', document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    const observer = new IntersectionObserver(([entry]) => follow('offscreen', !entry?.isIntersecting));
    const view = document.getElementById(DEMO_VIEW_ID);
    if (view) observer.observe(view);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer.disconnect();
    };
  }

  return {
    engine,
    inspector,
    scene,
    card: openCardImport(),
    subscribe(listener) {
      viewers.add(listener);
      return () => viewers.delete(listener);
    },
    view: () => view,
    canvas: () => canvasElement,
    start() {
      resetDemoStore(store);
      move({ type: 'load' });
      engine.attach();
      inspector.attach();
      releases.push(
        () => inspector.detach(),
        () => engine.detach(),
      );
      // While preloading, the first loop will start at t = 0 anyway.
      releases.push(requests.setReplayHandler(() => !isLoading(store.getState().status) && engine.replay()));
      releases.push(
        store.subscribe((state, previous) => {
          if (state.playing !== previous.playing) move({ type: 'clock', ...clockState() });
        }),
      );
      releases.push(followVisibility());
      if (debug) loadPanel();
      const warmed = warmWorkerSide();
      const atlasIn = loadDemoAtlas(aborts.signal).then((loaded) => {
        atlas = loaded;
        if (live()) setView({ atlasLoaded: loaded !== null });
      });
      void Promise.all([findScene(warmed), atlasIn]).then(([found]) => {
        if (live()) adopt(found);
        else found?.stop();
      });
    },
    attachCanvas(canvas) {
      // The same element again: React detaches and reattaches refs when a Suspense boundary hides
      // and shows its content, and a canvas is handed to its scene once (transferControlToOffscreen
      // throws the second time). Its scene goes on; another element (the scene moved to the page)
      // replaces it, and dispose() stops whichever is last.
      if (!canvas || canvas === canvasElement || !side || !live()) return;
      stopCanvasScene();
      onCanvas = true;
      canvasElement = canvas;
      stopCanvasScene = once(
        startCanvasScene({
          canvas,
          side,
          atlas,
          engine,
          inspector,
          handle: scene,
          adaptiveQuality: !debug,
          on: onScene,
        }),
      );
    },
    retryPanel() {
      setView({ panel: { state: 'loading' } });
      loadPanel();
    },
    dispose() {
      // Back to a fresh page's state (the stats at t = 0), and done.
      resetDemoStore(store);
      move({ type: 'dispose' });
      aborts.abort();
      releases
        .splice(0)
        .reverse()
        .forEach((release) => release());
      // A side found but never given a canvas still has a worker running.
      stopCanvasScene();
      if (side && !onCanvas) side.stop();
      viewers.clear();
    },
  };
}
