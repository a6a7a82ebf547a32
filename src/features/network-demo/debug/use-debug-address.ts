// The debug address and the timeline inspector, kept in step both ways: once the demo has started, the
// address's moment is applied (nonsense ignored with a console warning) and brought into view; from then on every change
// is written back with history.replaceState, so a reload or a shared link opens the same moment.
import { useEffect, useRef } from 'react';
import type { DemoEngine } from '../playback/engine';
import type { Inspector } from '../inspect/inspector';
import { readTimelineAddress, writeTimelineAddress, type TimelineAddress } from './debug-address';
import type { DebugPanelStore } from './use-debug-panel-store';
import { DEMO_STAGE_ID } from '../demo-ids';
import type { SceneHandle } from '../render/scene-handle';
import { fallbackOf } from '../playback/demo-lifecycle';
import { isLoading } from '../playback/store';

// Dragging the Timeline seeks every frame, and each replaceState costs the main thread several ms
// (the browser's same-document navigation, the favicon decoded anew): a drag would stall a frame
// several times a second, and browsers throttle a page that replaces its address that often
// (Chromium ignores calls past 200 in 10 s). So the address is written once the timeline has held
// still this long: a drag writes once, when it rests.
const WRITE_SETTLE_MS = 250;

function addressState(engine: DemoEngine, inspector: Inspector, panel: DebugPanelStore): TimelineAddress {
  const { playing, speed, range } = engine.store.getState();
  const inspection = inspector.inspection();
  return {
    t: playing ? null : engine.time(),
    speed,
    node: inspection?.by === 'pin' ? inspection.id : null,
    range,
    lanes: panel.getState().lanesOpen,
  };
}

/** A card can be placed: on the canvas once it has its geometry, or in the static view. */
const placeable = (engine: DemoEngine, scene: SceneHandle) =>
  fallbackOf(engine.store.getState().status) !== null || scene.getState().geometry !== null;

/**
 * Applies the address's moment and calls `done`; returns a cancel. The pin waits until its card can
 * be placed: the card finds its target on the canvas by the stage's geometry (or in the static
 * view), which exist a few frames after the demo starts, and a card pinned before that stays unplaced.
 */
function applyAddress(
  engine: DemoEngine,
  inspector: Inspector,
  panel: DebugPanelStore,
  scene: SceneHandle,
  done: () => void,
): () => void {
  const request = readTimelineAddress(window.location.search, engine.schedule, engine.time());
  for (const warning of request.warnings) console.warn(warning);
  if (request.speed !== null) engine.setSpeed(request.speed);
  if (request.range) engine.setRange(request.range);
  if (request.t !== null) engine.seek(request.t);
  if (request.lanes !== null) panel.setState({ lanesOpen: request.lanes });
  const node = request.node;
  const finish = () => {
    // After the seek, so that the node is a target: pinning pauses the clock.
    if (node !== null) inspector.pin(node);
    // An address that names a moment or a card is a link to that picture: land on it, not on the
    // hero above it (a pinned card stays hidden while its node is out of the window).
    if (request.t !== null || node !== null)
      document.getElementById(DEMO_STAGE_ID)?.scrollIntoView({ block: 'center', behavior: 'instant' });
    done();
  };
  if (node === null || placeable(engine, scene)) {
    finish();
    return () => {};
  }
  const whenPlaceable = () => {
    if (!placeable(engine, scene)) return;
    stop();
    finish();
  };
  const stopStore = engine.store.subscribe(whenPlaceable);
  const stopScene = scene.subscribe(whenPlaceable);
  const stop = () => {
    stopStore();
    stopScene();
  };
  return stop;
}

/** Applies the address once the demo has started, then mirrors the timeline's state into it. */
export function useTimelineAddress(
  engine: DemoEngine,
  inspector: Inspector,
  panel: DebugPanelStore,
  scene: SceneHandle,
) {
  // Once per page: StrictMode's second mount must not jump back to the address's moment.
  const applied = useRef(false);

  useEffect(() => {
    const path = window.location.pathname;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelApply = () => {};
    let live = true;

    const write = () => {
      timer = undefined;
      // Navigated away while a write waited: the address is another page's now.
      if (window.location.pathname !== path) return;
      const search = writeTimelineAddress(window.location.search, addressState(engine, inspector, panel));
      if (search !== window.location.search)
        window.history.replaceState(window.history.state, '', `${path}${search}${window.location.hash}`);
    };
    const changed = () => {
      if (!applied.current) return;
      clearTimeout(timer);
      timer = setTimeout(write, WRITE_SETTLE_MS);
    };
    // Until the address is applied, nothing is written: it would overwrite what is being applied.
    const apply = () => {
      if (applied.current || !live) return;
      cancelApply();
      cancelApply = applyAddress(engine, inspector, panel, scene, () => {
        applied.current = true;
        changed();
      });
    };

    // The runtime moves on from loading once start() has jumped to the first loop's start: apply after.
    const { store } = engine;
    if (!isLoading(store.getState().status)) apply();
    const stopStore = store.subscribe((state, previous) => {
      if (!isLoading(state.status) && isLoading(previous.status)) queueMicrotask(apply);
      if (state.playing !== previous.playing || state.speed !== previous.speed || state.range !== previous.range)
        changed();
    });
    const stopInspector = inspector.onInspection(changed);
    const stopPanel = panel.subscribe(changed);
    // While paused the address carries t, which only seeks change: a frame whose t differs.
    let lastKey = '';
    const stopFrames = engine.onFrame(() => {
      const key = store.getState().playing ? 'playing' : String(engine.time());
      if (key === lastKey) return;
      lastKey = key;
      changed();
    });
    return () => {
      live = false;
      clearTimeout(timer);
      cancelApply();
      stopStore();
      stopInspector();
      stopPanel();
      stopFrames();
    };
  }, [engine, inspector, panel, scene]);
}
