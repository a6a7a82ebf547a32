// The demo's light entry for the landing page: it reserves the final size at once, shows
// "Loading influencers..." and has demo-loader.ts load the heavy chunk (Pixi, GSAP) once the page has painted.
// Where that chunk cannot be downloaded, the stage says so and offers to try again; the page stays.
// It must not import pixi.js, @pixi/react or gsap statically.
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { LoadError } from '../../ui/load-error';
import { ReportingErrorBoundary } from '../../ui/reporting-error-boundary';
import { DemoControls } from './section/demo-controls';
import { DemoStats } from './section/demo-stats';
import { createDemoLoader } from './demo-loader';
import type { DemoRequests } from './playback/demo-requests';
import { DEMO_ELEMENT_ID, DEMO_STAGE_ID, DEMO_VIEW_ID } from './demo-ids';
import { createDemoStore, isLoading } from './playback/store';
import styles from './network-demo.module.css';

const noSubscribe = () => () => {};
const isDebug = () => new URLSearchParams(window.location.search).has('debug');

/** The influence-network demo section: canvas stage, Replay, live stats (and debug panel). */
export function NetworkDemo({ requests }: { requests: DemoRequests }) {
  const [debugSlot, setDebugSlot] = useState<HTMLDivElement | null>(null);
  const debug = useSyncExternalStore(noSubscribe, isDebug, () => false);
  // The demo's one store, handed to everything that reads or writes it: here before the heavy chunk
  // loads (the loading state, the stats at t = 0), then to the engine, the scene and the debug panel.
  const [store] = useState(createDemoStore);
  const loading = useStore(store, (s) => isLoading(s.status));
  const [loader] = useState(() => createDemoLoader(requests));
  const code = useSyncExternalStore(loader.subscribe, loader.code, loader.code);
  const failure = code.state === 'failed' ? code.failure : null;
  useEffect(() => loader.start(), [loader]);

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
        <div id={DEMO_STAGE_ID} className={styles.stage} aria-busy={loading && !failure}>
          {code.state === 'loaded' && (
            <ReportingErrorBoundary onError={loader.ranFailed}>
              <Suspense fallback={null}>
                <code.DemoLive store={store} requests={requests} debugSlot={debug ? debugSlot : null} />
              </Suspense>
            </ReportingErrorBoundary>
          )}
          {failure === 'run' ? (
            <p className={styles.loading} role="alert">
              This browser could not draw the live demo.
            </p>
          ) : (
            failure === 'download' && (
              <div className={styles.failed}>
                <LoadError what="the live demo" error={null} onRetry={loader.retry} />
              </div>
            )
          )}
          {loading && !failure && (
            <div className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              Loading influencers...
            </div>
          )}
        </div>
        <DemoControls store={store} requests={requests} />
        <DemoStats store={store} />
        {debug && <div ref={setDebugSlot} />}
      </div>
    </section>
  );
}
