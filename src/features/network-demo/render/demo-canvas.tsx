import './pixi-extend';
import { Application } from '@pixi/react';
import { Ticker, type Application as PixiApplication, type WebGLRenderer } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DemoEngine } from '../playback/engine';
import { CPU_RASTERISED_ATTRIBUTE, isCpuRasterised } from './cpu-rasterised';
import { NetworkScene } from './network-scene';
import { MountInSlices } from './mount-in-slices';
import { PAGE } from './palette';
import { buildSceneAtlas } from './scene-atlas';
import { ReportingErrorBoundary } from '../../../ui/reporting-error-boundary';
import { prepareScene, type PreparedScene } from './prepare-scene';
import { onRendererFailure } from './webgl-renderer-only';
import styles from './demo-canvas.module.css';

const CANVAS_LABEL =
  'Animated influence network: a verified account posts, then 24 influencers in three rings reshare it one after another; ' +
  'each shows a tweet that turns into an emotion emoji, and celebrity accounts light up in gold.';

interface Props {
  engine: DemoEngine;
  atlas: HTMLImageElement | null;
  hidden: boolean;
  /** Lower the canvas's resolution while frames are slow (debug mode shows the exact picture instead). */
  adaptiveQuality: boolean;
  /** The canvas element, once Pixi has made it: cards point at places on it, and its context is watched. */
  onCanvas: (canvas: HTMLCanvasElement) => void;
  /** The scene has drawn its first frame: the clock may start. */
  onFirstFrame: () => void;
}

/** The WebGL canvas: one Pixi application, its own ticker stopped, drawn from the demo's engine. */
export default function DemoCanvas({ engine, atlas: avatars, hidden, adaptiveQuality, onCanvas, onFirstFrame }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [resolution] = useState(() => Math.min(window.devicePixelRatio || 1, 2));
  const [cpuRasterised] = useState(isCpuRasterised);
  // The page learns it too: a CPU compositor redoes effects such as a backdrop blur on every frame
  // the demo draws, so the site's chrome drops them there (the attribute's one reader is CSS).
  useEffect(() => {
    if (cpuRasterised) document.documentElement.setAttribute(CPU_RASTERISED_ATTRIBUTE, '');
  }, [cpuRasterised]);
  const handleSceneError = useCallback(
    (error: unknown) => {
      console.warn('The demo scene failed; showing the static view instead.', error);
      engine.store.setState({ fallback: 'unsupported' });
    },
    [engine],
  );
  // A layout effect: the application's own, which starts the renderer, runs first, and a renderer
  // that cannot start says so a microtask later, after this commit's layout effects.
  useLayoutEffect(() => onRendererFailure(handleSceneError), [handleSceneError]);
  // The layout and the painted images for this stage size, prepared off the main thread: measuring
  // the text, placing the bubbles and painting take a phone's main thread a quarter of a second.
  const [scene, setScene] = useState<PreparedScene | null>(null);
  useEffect(() => {
    if (!size) return;
    let live = true;
    prepareScene(size.width, size.height, resolution, avatars).then(
      (prepared) => {
        if (live) setScene(prepared);
        else if ('close' in prepared.source) prepared.source.close();
      },
      (error: unknown) => {
        if (live) handleSceneError(error);
      },
    );
    return () => {
      live = false;
    };
  }, [size, resolution, avatars, handleSceneError]);
  const geometry = scene?.geometry ?? null;
  const atlas = useMemo(() => scene && buildSceneAtlas(scene), [scene]);
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

  const handleInit = useCallback(
    (app: PixiApplication) => {
      app.ticker.stop();
      // Pixi's system ticker asks for every animation frame for as long as the page lives, only to
      // time its garbage collector, and an idle page that asks for frames costs a phone a main-thread
      // and a compositor frame each. Stopped, the collector never runs: the scene makes its textures
      // once and destroys them itself.
      Ticker.system.autoStart = false;
      Ticker.system.stop();
      // The stage's background covers every pixel opaquely each frame: clearing first is wasted work.
      app.renderer.background.clearBeforeRender = false;
      // A CPU runs every branch of the batch shader's texture switch for every pixel; the scene
      // draws from one texture anyway.
      if (cpuRasterised && app.renderer.name === 'webgl')
        (app.renderer as WebGLRenderer).limits.maxBatchableTextures = 1;
      app.canvas.setAttribute('role', 'img');
      app.canvas.setAttribute('aria-label', CANVAS_LABEL);
      onCanvas(app.canvas);
    },
    [cpuRasterised, onCanvas],
  );
  return (
    <div ref={hostRef} className={styles.host} data-hidden={hidden || undefined}>
      {geometry && atlas && (
        <Application
          width={geometry.layout.width}
          height={geometry.layout.height}
          resolution={resolution}
          autoDensity
          antialias={!cpuRasterised}
          // Opaque: the scene paints the stage's background itself, so the compositor draws nothing
          // under the canvas and copies it without blending (on a CPU compositor, a large saving).
          background={PAGE}
          backgroundAlpha={1}
          // On a CPU rasteriser the scene redraws only what each frame changes and keeps the rest; on a
          // GPU keeping the buffer costs a copy of the canvas every frame (a tile-based one above all),
          // so there it draws whole frames.
          preserveDrawingBuffer={cpuRasterised}
          autoStart={false}
          sharedTicker={false}
          preference="webgl"
          // Pixi would otherwise fetch its whole browser bundle at init (events, accessibility, DOM
          // overlays, filters), none of which the scene uses: pointers are handled in the DOM, and
          // nothing is filtered or masked. What it does use is imported in pixi-extend.ts.
          manageImports={false}
          onInit={handleInit}
        >
          <ReportingErrorBoundary onError={handleSceneError}>
            <MountInSlices>
              <NetworkScene
                geometry={geometry}
                atlas={atlas}
                engine={engine}
                resolution={resolution}
                adaptiveQuality={adaptiveQuality}
                partialRedraws={cpuRasterised}
                onFirstFrame={onFirstFrame}
              />
            </MountInSlices>
          </ReportingErrorBoundary>
        </Application>
      )}
    </div>
  );
}
