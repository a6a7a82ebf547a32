import './pixi-extend';
import { Application } from '@pixi/react';
import type { Application as PixiApplication, WebGLRenderer } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEMO_NODES } from '../model/demo-nodes';
import { layoutScene } from '../model/layout';
import { setDemoFallback } from '../store/demo-store';
import type { DemoTimeline } from '../timeline/demo-timeline';
import { atlasTextures } from './atlas-textures';
import { isCpuRasterised } from './cpu-rasterised';
import { NetworkScene } from './network-scene';
import { releaseTextMeasurements } from './release-text-measurements';
import { SceneErrorBoundary } from './scene-error-boundary';
import styles from './demo-canvas.module.css';

const CANVAS_LABEL =
  'Animated influence network: a verified account posts, then 24 influencers in three rings reshare it one after another; ' +
  'each shows a tweet that turns into an emotion emoji, and celebrity accounts light up in gold.';

interface Props {
  timeline: DemoTimeline;
  atlas: HTMLImageElement | null;
  hidden: boolean;
}

/** The WebGL canvas: one Pixi application, its own ticker stopped, drawn from the demo's clock. */
export default function DemoCanvas({ timeline, atlas, hidden }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [resolution] = useState(() => Math.min(window.devicePixelRatio || 1, 2));
  const [cpuRasterised] = useState(isCpuRasterised);
  const layout = useMemo(() => size && layoutScene(DEMO_NODES, size.width, size.height), [size]);
  const textures = useMemo(() => atlasTextures(atlas), [atlas]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, []);

  // Destroying the app on unmount loses its context on purpose: stop listening first.
  const [listening] = useState(() => new AbortController());
  useEffect(() => () => listening.abort(), [listening]);
  useEffect(() => releaseTextMeasurements, []);

  const handleInit = useCallback(
    (app: PixiApplication) => {
      app.ticker.stop();
      // A CPU runs every branch of the batch shader's texture switch for every pixel: one texture
      // per batch costs more draw calls but about a third less time per frame there.
      if (cpuRasterised && app.renderer.name === 'webgl')
        (app.renderer as WebGLRenderer).limits.maxBatchableTextures = 1;
      const canvas = app.canvas;
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', CANVAS_LABEL);
      const { signal } = listening;
      canvas.addEventListener(
        'webglcontextlost',
        () => {
          timeline.setSuspended('lost', true);
          setDemoFallback('lost');
        },
        { signal },
      );
      canvas.addEventListener(
        'webglcontextrestored',
        () => {
          setDemoFallback(null);
          timeline.setSuspended('lost', false);
          timeline.refresh();
        },
        { signal },
      );
    },
    [timeline, listening, cpuRasterised],
  );
  const handleSceneError = useCallback((error: unknown) => {
    console.warn('The demo scene failed; showing the static view instead.', error);
    setDemoFallback('unsupported');
  }, []);

  return (
    <div ref={hostRef} className={styles.host} data-hidden={hidden || undefined}>
      {layout && (
        <Application
          width={layout.width}
          height={layout.height}
          resolution={resolution}
          autoDensity
          antialias={!cpuRasterised}
          backgroundAlpha={0}
          autoStart={false}
          sharedTicker={false}
          preference="webgl"
          onInit={handleInit}
        >
          <SceneErrorBoundary onError={handleSceneError}>
            <NetworkScene layout={layout} textures={textures} timeline={timeline} />
          </SceneErrorBoundary>
        </Application>
      )}
    </div>
  );
}
