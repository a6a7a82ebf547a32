// The demo's light entry for the landing page: it reserves the final size at once, shows
// "Loading influencers..." and lazy-loads the heavy chunk (Pixi, GSAP) once the page has painted.
// Where that chunk cannot be downloaded, the stage says so and offers to try again; the page stays.
// It must not import pixi.js, @pixi/react or gsap statically.
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { LoadError } from '../../ui/load-error';
import { ReportingErrorBoundary } from '../../ui/reporting-error-boundary';
import { DemoControls } from './section/demo-controls';
import { DemoStats } from './section/demo-stats';
import { onDemoLoadRequested } from './playback/replay-requests';
import { DEMO_ELEMENT_ID, DEMO_STAGE_ID, DEMO_VIEW_ID } from './demo-ids';
import { createDemoStore, isLoading } from './playback/store';
import styles from './network-demo.module.css';

// A new lazy component per attempt: lazy() keeps its first outcome, a failure included.
const lazyDemoLive = () => lazy(() => import('./load-demo-live').then((chunk) => chunk.loadDemoLive()));
/** Why the demo's code is not running: it could not be downloaded, or it failed when it ran. */
type ChunkFailure = 'download' | 'run' | null;

const noSubscribe = () => () => {};
const isDebug = () => new URLSearchParams(window.location.search).has('debug');

/**
 * Calls `run` once the hero's text is on screen and the browser is idle, so the demo's chunk never
 * competes with the first paint.
 */
function afterFirstPaintWhenIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(run, { timeout: 600 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 50);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}

/** The influence-network demo section: canvas stage, Replay, live stats (and debug panel). */
export function NetworkDemo() {
  const [load, setLoad] = useState(false);
  const [debugSlot, setDebugSlot] = useState<HTMLDivElement | null>(null);
  const debug = useSyncExternalStore(noSubscribe, isDebug, () => false);
  // The demo's one store, handed to everything that reads or writes it: here before the heavy chunk
  // loads (the loading state, the stats at t = 0), then to the engine, the scene and the debug panel.
  const [store] = useState(createDemoStore);
  const loading = useStore(store, (s) => isLoading(s.status));
  const [DemoLive, setDemoLive] = useState(lazyDemoLive);
  // Whether the heavy chunk could not be downloaded (its error is the browser's, with an asset's
  // address: logged, not shown), or failed when it ran (the console gets its own error).
  const [failure, setFailure] = useState<ChunkFailure>(null);
  const failed = failure !== null;
  // Which it was, the loader says (its chunk is in: it is what failed to download the demo's, or ran it).
  const onChunkError = useCallback((error: unknown) => {
    void import('./load-demo-live').then((loader) => setFailure(loader.failureOf(error)));
  }, []);
  const retry = useCallback(() => {
    setDemoLive(lazyDemoLive);
    setFailure(null);
  }, []);

  useEffect(() => {
    const start = () => setLoad(true);
    const cancel = afterFirstPaintWhenIdle(start);
    return () => cancel();
  }, []);

  // The hero's Watch Demo asks for the demo: it loads it now, and after a failed download tries again.
  useEffect(
    () =>
      onDemoLoadRequested(() => {
        setLoad(true);
        if (failure === 'download') retry();
      }),
    [failure, retry],
  );

  return (
    <section id={DEMO_ELEMENT_ID} className={styles.section} aria-labelledby="network-demo-title" tabIndex={-1}>
      <div className={styles.head}>
        <p className={styles.eyebrow}>Live demo</p>
        <h2 id="network-demo-title">Watch one post travel through the network</h2>
        <p className={styles.lede}>
          A verified account posts a task. Miners retweet or reply, and the followers who reshare it after them carry it
          on, ring by ring: each reshare by an authoritative account adds to what the miners earn in TAO.
        </p>
      </div>
      <div id={DEMO_VIEW_ID}>
        <div id={DEMO_STAGE_ID} className={styles.stage} aria-busy={loading && !failed}>
          {load && !failed && (
            <ReportingErrorBoundary onError={onChunkError}>
              <Suspense fallback={null}>
                <DemoLive store={store} debugSlot={debug ? debugSlot : null} />
              </Suspense>
            </ReportingErrorBoundary>
          )}
          {failure === 'run' ? (
            <p className={styles.loading} role="alert">
              This browser could not draw the live demo.
            </p>
          ) : (
            failed && (
              <div className={styles.failed}>
                <LoadError what="the live demo" error={null} onRetry={retry} />
              </div>
            )
          )}
          {loading && !failed && (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              Loading influencers...
            </div>
          )}
        </div>
        <DemoControls store={store} />
        <DemoStats store={store} />
        {debug && <div ref={setDebugSlot} />}
      </div>
    </section>
  );
}
