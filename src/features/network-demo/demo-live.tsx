// The demo's heavy chunk: the runtime (the engine's GSAP clock, the WebGL scene in its worker or on
// the page) and what React draws from it; on /?debug it loads the timeline inspector's own chunk.
// Loaded lazily by network-demo.tsx after the page's text has painted. React holds no lifecycle of
// its own here: it subscribes to the runtime and the store, and renders.
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { prefersReducedMotion } from '../../lib/motion';
import { createDemoRuntime } from './demo-runtime';
import { fallbackOf } from './playback/demo-lifecycle';
import type { DemoStore } from './playback/store';
import type { DemoRequests } from './playback/demo-requests';
import DemoCanvas from './render/demo-canvas';
import { currentTargets } from './inspect/targets';
import { DebugPanelSlot } from './debug/debug-panel-slot';
import { canvasPoint, InspectCard, type AnchorFor } from './inspect/inspect-card';
import { InspectionLayer } from './inspect/inspection-layer';
import { StaticView, staticTargetId } from './inspect/static-view';

interface Props {
  store: DemoStore;
  requests: DemoRequests;
  debugSlot: HTMLElement | null;
}

export default function DemoLive({ store, requests, debugSlot }: Props) {
  // The demo's one owner, made once for this mount and disposed with it.
  const [runtime] = useState(() =>
    createDemoRuntime({ store, requests, debug: debugSlot !== null, reducedMotion: prefersReducedMotion() }),
  );
  const { engine, inspector, scene } = runtime;
  const view = useSyncExternalStore(runtime.subscribe, runtime.view);
  const reason = useStore(store, (s) => fallbackOf(s.status));
  const geometry = useStore(scene, (s) => s.geometry);
  const cardId = useId();
  useEffect(() => {
    runtime.start();
    return () => runtime.dispose();
  }, [runtime]);

  // The card points at the target's button in the static view, or at its point on the canvas.
  const anchorFor = useCallback<AnchorFor>(
    (id) => {
      if (reason) return document.getElementById(staticTargetId(id));
      const canvas = runtime.canvas();
      if (!canvas || !geometry) return null;
      const { phase, revealed } = store.getState();
      const target = currentTargets(geometry, phase, revealed).find((t) => t.id === id);
      return target ? canvasPoint(canvas, target.x, target.y, target.halfWidth, target.r) : null;
    },
    [store, runtime, reason, geometry],
  );
  const atlasIn = view.atlasLoaded !== undefined;

  return (
    <>
      {view.canvas && <DemoCanvas key={view.canvas} hidden={reason !== null} onCanvas={runtime.attachCanvas} />}
      {!reason && atlasIn && <InspectionLayer engine={engine} inspector={inspector} scene={scene} cardId={cardId} />}
      {reason && atlasIn && (
        <StaticView
          store={store}
          nodes={engine.schedule.nodes}
          inspector={inspector}
          reason={reason}
          atlasLoaded={!!view.atlasLoaded}
        />
      )}
      <InspectCard
        id={cardId}
        chunk={runtime.card}
        engine={engine}
        inspector={inspector}
        anchorFor={anchorFor}
        atlasLoaded={!!view.atlasLoaded}
      />
      {debugSlot &&
        createPortal(
          <DebugPanelSlot
            chunk={view.panel}
            retry={runtime.retryPanel}
            engine={engine}
            inspector={inspector}
            scene={scene}
          />,
          debugSlot,
        )}
    </>
  );
}
