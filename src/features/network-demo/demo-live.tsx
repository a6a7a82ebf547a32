// The demo's heavy chunk: the engine (GSAP clock) and the WebGL scene (Pixi); on /?debug it loads the
// timeline inspector's own chunk.
// Loaded lazily by network-demo.tsx after the page's text has painted.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { prefersReducedMotion } from '../../lib/motion';
import { createDemoEngine } from './playback/engine';
import { createInspector } from './inspect/inspector';
import { DEMO_SCHEDULE } from './playback/demo-schedule';
import { setReplayHandler } from './playback/replay-requests';
import { DEMO_VIEW_ID } from './demo-ids';
import { resetDemoStore, type DemoStore, type FallbackReason } from './playback/store';
import DemoCanvas from './render/demo-canvas';
import { currentTargets } from './inspect/targets';
import { DebugPanelSlot } from './debug/debug-panel-slot';
import { useDebugPanelChunk } from './debug/use-debug-panel-chunk';
import { canvasPoint, InspectCard, type AnchorFor } from './inspect/inspect-card';
import { InspectionLayer } from './inspect/inspection-layer';
import { preloadDemoAssets } from './render/preload-demo-assets';
import { findScene, pageSide, type SceneClientEvents, type SceneSide } from './render/scene-client';
import { createSceneHandle } from './render/scene-handle';
import { StaticView, staticTargetId } from './inspect/static-view';

interface Props {
  store: DemoStore;
  debugSlot: HTMLElement | null;
}

export default function DemoLive({ store, debugSlot }: Props) {
  const [engine] = useState(() => createDemoEngine(DEMO_SCHEDULE, { store, reducedMotion: prefersReducedMotion() }));
  const [inspector] = useState(() => createInspector(engine));
  const [handle] = useState(createSceneHandle);
  // Where the scene draws: undefined until asked (a moment after this mounts), null where no side has WebGL.
  const [side, setSide] = useState<SceneSide | null | undefined>(undefined);
  const [avatars, setAvatars] = useState<Blob | null | undefined>(undefined);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const reason = useStore(store, (s) => s.fallback);
  const geometry = useStore(handle, (s) => s.geometry);
  const cardId = useId();
  // The clock starts once the scene has drawn its first frame (t = 0): on a slow phone Pixi's
  // start-up would otherwise eat into the loop, the post's entrance included. Where there is no
  // canvas to wait for, it starts as soon as the avatars are in.
  const [sceneDrawn, setSceneDrawn] = useState(false);
  // On /?debug the inspector's code comes beside the scene's, and the clock waits for it (or for its
  // failure): the address's moment is applied as the demo starts, not after a loop has begun.
  const debugChunk = useDebugPanelChunk(debugSlot !== null);
  const startable = avatars !== undefined && (sceneDrawn || reason !== null) && debugChunk.state !== 'loading';
  // The card points at the target's button in the static view, or at its point on the canvas.
  const anchorFor = useCallback<AnchorFor>(
    (id) => {
      if (reason) return document.getElementById(staticTargetId(id));
      if (!canvas || !geometry) return null;
      const { phase, revealed } = store.getState();
      const target = currentTargets(geometry, phase, revealed).find((t) => t.id === id);
      return target ? canvasPoint(canvas, target.x, target.y, target.halfWidth, target.r) : null;
    },
    [store, reason, canvas, geometry],
  );

  useEffect(() => {
    engine.attach();
    inspector.attach();
    let live = true;
    void preloadDemoAssets().then((image) => {
      if (live) setAvatars(image);
    });
    // While preloading, the first loop will start at t = 0 anyway.
    const unregister = setReplayHandler(() => {
      if (!store.getState().loading) engine.replay();
    });
    return () => {
      live = false;
      unregister();
      inspector.detach();
      engine.detach();
      resetDemoStore(store);
    };
  }, [store, engine, inspector]);

  useEffect(() => {
    if (startable) engine.start();
  }, [engine, startable]);

  // Where the stage shows the static view instead, and why: the one writer of `fallback`.
  const showFallback = useCallback((why: FallbackReason) => store.setState({ fallback: why }), [store]);
  const adoptSide = useCallback(
    (found: SceneSide | null) => {
      setSide(found);
      if (!found) showFallback('unsupported');
    },
    [showFallback],
  );

  useEffect(() => {
    let live = true;
    void findScene().then((found) => {
      if (live) adoptSide(found);
    });
    return () => {
      live = false;
    };
  }, [adoptSide]);

  const sceneEvents = useMemo<SceneClientEvents>(
    () => ({
      firstFrame: () => setSceneDrawn(true),
      failed(error) {
        // A scene that fails in its worker is started again on the page, on a canvas of its own;
        // one that fails there leaves the static view.
        if (side?.inWorker) {
          console.warn('The demo scene could not start in a worker; drawing it on the page instead.', error);
          void pageSide().then((page) => adoptSide(page.support.available ? page : null));
          return;
        }
        console.warn('The demo scene failed; showing the static view instead.', error);
        showFallback('unsupported');
      },
      contextLost() {
        engine.setSuspended('lost', true);
        showFallback('lost');
      },
      contextRestored() {
        showFallback(null);
        engine.setSuspended('lost', false);
      },
    }),
    [side, engine, showFallback, adoptSide],
  );

  // Pause while nothing that shows the demo's moment is in view, or the tab is hidden; resume where
  // it stopped. Not the whole section: on the landing page's first screen only its heading shows,
  // and a loop played there spends frames on pixels no one sees while the post's entrance passes unseen.
  useEffect(() => {
    const view = document.getElementById(DEMO_VIEW_ID);
    const onVisibility = () => engine.setSuspended('hidden', document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    const observer = new IntersectionObserver(([entry]) => engine.setSuspended('offscreen', !entry?.isIntersecting));
    if (view) observer.observe(view);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer.disconnect();
    };
  }, [engine]);

  return (
    <>
      {side && avatars !== undefined && (
        <DemoCanvas
          key={side.inWorker ? 'worker' : 'page'}
          engine={engine}
          side={side}
          avatars={avatars}
          inspector={inspector}
          handle={handle}
          hidden={reason !== null}
          adaptiveQuality={!debugSlot}
          onCanvas={setCanvas}
          on={sceneEvents}
        />
      )}
      {!reason && avatars !== undefined && (
        <InspectionLayer engine={engine} inspector={inspector} scene={handle} cardId={cardId} />
      )}
      {reason && avatars !== undefined && (
        <StaticView
          store={store}
          nodes={engine.schedule.nodes}
          inspector={inspector}
          reason={reason}
          atlasLoaded={avatars !== null}
        />
      )}
      <InspectCard id={cardId} engine={engine} inspector={inspector} anchorFor={anchorFor} atlasLoaded={!!avatars} />
      {debugSlot &&
        createPortal(
          <DebugPanelSlot chunk={debugChunk} engine={engine} inspector={inspector} scene={handle} />,
          debugSlot,
        )}
    </>
  );
}
