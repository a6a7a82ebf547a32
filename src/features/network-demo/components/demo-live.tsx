// The demo's heavy chunk: the clock (GSAP), the WebGL scene (Pixi) and the debug panel.
// Loaded lazily by network-demo.tsx after the page's text has painted.
import { isWebGLSupported } from 'pixi.js';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { prefersReducedMotion } from '../../../lib/motion';
import { DEMO_SCHEDULE } from '../model/demo-schedule';
import { setReplayHandler, DEMO_ELEMENT_ID } from '../store/demo-commands';
import { demoStore, resetDemoStore, setDemoFallback, setDemoLoading } from '../store/demo-store';
import DemoCanvas from '../scene/demo-canvas';
import { createDemoTimeline } from '../timeline/demo-timeline';
import { DebugPanel } from './debug-panel';
import { preloadDemoAssets } from './preload-demo-assets';
import { StaticNetwork } from './static-network';

interface Props {
  debugSlot: HTMLElement | null;
}

export default function DemoLive({ debugSlot }: Props) {
  const [timeline] = useState(() => createDemoTimeline(DEMO_SCHEDULE, prefersReducedMotion()));
  const [webgl] = useState(() => isWebGLSupported());
  const [atlas, setAtlas] = useState<HTMLImageElement | null | undefined>(undefined);
  const fallback = useStore(demoStore, (s) => s.fallback);
  const reason = webgl ? fallback : 'unsupported';

  useEffect(() => {
    timeline.attach();
    let live = true;
    void preloadDemoAssets().then((image) => {
      if (!live) return;
      setAtlas(image);
      setDemoLoading(false);
      timeline.start();
    });
    // While preloading, the first loop will start at t = 0 anyway.
    const unregister = setReplayHandler(() => {
      if (!demoStore.getState().loading) timeline.replay();
    });
    return () => {
      live = false;
      unregister();
      timeline.detach();
      resetDemoStore();
    };
  }, [timeline]);

  useEffect(() => {
    if (!webgl) setDemoFallback('unsupported');
  }, [webgl]);

  // Pause while the demo is scrolled out of view or the tab is hidden; resume where it stopped.
  useEffect(() => {
    const section = document.getElementById(DEMO_ELEMENT_ID);
    const onVisibility = () => timeline.setSuspended('hidden', document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    const observer = new IntersectionObserver(([entry]) => timeline.setSuspended('offscreen', !entry?.isIntersecting));
    if (section) observer.observe(section);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer.disconnect();
    };
  }, [timeline]);

  return (
    <>
      {webgl && atlas !== undefined && <DemoCanvas timeline={timeline} atlas={atlas} hidden={reason !== null} />}
      {reason && atlas !== undefined && <StaticNetwork reason={reason} atlasLoaded={atlas !== null} />}
      {debugSlot && createPortal(<DebugPanel timeline={timeline} />, debugSlot)}
    </>
  );
}
