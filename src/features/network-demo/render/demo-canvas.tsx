import { useCallback, useEffect, useRef, useState } from 'react';
import type { DemoEngine } from '../playback/engine';
import { CPU_RASTERISED_ATTRIBUTE } from './cpu-rasterised';
import type { SceneHost, SceneHostEvents } from './scene-host';
import type { SceneSnapshotter } from './scene-snapshotter';
import { startScene, type SceneSupport } from './start-scene';
import styles from './demo-canvas.module.css';

const CANVAS_LABEL =
  'Animated influence network: a verified account posts, then 24 influencers in three rings reshare it one after another; ' +
  'each shows a tweet that turns into an emotion emoji, and celebrity accounts light up in gold.';

interface Props {
  engine: DemoEngine;
  atlas: Blob | null;
  /** Where the scene can draw (this browser has WebGL there), and whether the CPU draws it. */
  support: SceneSupport;
  hidden: boolean;
  /** Lower the canvas's resolution while frames are slow (debug mode shows the exact picture instead). */
  adaptiveQuality: boolean;
  /** The canvas element: cards point at places on it, and its context is watched. */
  onCanvas: (canvas: HTMLCanvasElement) => void;
  /** The scene has drawn its first frame: the clock may start. */
  onFirstFrame: () => void;
}

/**
 * The WebGL canvas. The scene runs elsewhere (start-scene.ts): this element only reserves its place,
 * tells the scene the stage's size, and sends it the engine's moments and the inspected node.
 */
export default function DemoCanvas({
  engine,
  atlas: avatars,
  support,
  hidden,
  adaptiveQuality,
  onCanvas,
  onFirstFrame,
}: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [scene, setScene] = useState<SceneHost | null>(null);
  // Where a worker could not start the scene after all, the page draws it, on a canvas of its own:
  // the first was handed to the worker for good.
  const [inWorker, setInWorker] = useState(support.inWorker);
  const { store } = engine;
  const handleSceneError = useCallback(
    (error: unknown) => {
      console.warn('The demo scene failed; showing the static view instead.', error);
      engine.store.setState({ fallback: 'unsupported' });
    },
    [engine],
  );

  // One scene per canvas: a canvas is handed to a worker once.
  useEffect(() => {
    const canvas = canvasRef.current!;
    onCanvas(canvas);
    const { cpuRasterised } = support;
    // The page learns it too: a CPU compositor redoes effects such as a backdrop blur on every frame
    // the demo draws, so the site's chrome drops them there (the attribute's one reader is CSS).
    if (cpuRasterised) document.documentElement.setAttribute(CPU_RASTERISED_ATTRIBUTE, '');
    let live = true;
    let mine: SceneSnapshotter | null = null;
    let drewFirst = false;
    const forget = () => {
      if (mine && store.getState().snapshotter === mine) store.setState({ geometry: null, snapshotter: null });
      mine = null;
    };
    const events: SceneHostEvents = {
      ready(geometry, snapshotter) {
        canvas.style.width = `${geometry.layout.width}px`;
        canvas.style.height = `${geometry.layout.height}px`;
        mine = snapshotter;
        store.setState({ geometry, snapshotter });
      },
      gone: forget,
      resolution: () => {},
      firstFrame() {
        // Lets tests (and anyone inspecting) know a frame is on screen. Set once: an attribute
        // written every frame costs the page a style pass each time.
        canvas.dataset.drawn = 'true';
        drewFirst = true;
        onFirstFrame();
      },
      failed(error) {
        if (!live) return;
        if (!inWorker || drewFirst) return handleSceneError(error);
        console.warn('The demo scene could not start in a worker; drawing it on the page instead.', error);
        setScene(null);
        setInWorker(false);
      },
      // The engine watches the canvas element, wherever its context lives.
      contextLost: () => canvas.dispatchEvent(new Event('webglcontextlost')),
      contextRestored: () => canvas.dispatchEvent(new Event('webglcontextrestored')),
    };
    let started: SceneHost | null = null;
    const resolution = Math.min(window.devicePixelRatio || 1, 2);
    const sceneDrawn = () => (started ? started.settled() : Promise.resolve());
    store.setState({ sceneDrawn });
    startScene(canvas, { resolution, cpuRasterised, adaptiveQuality, avatars }, events, inWorker).then((host) => {
      if (!live) return host.destroy();
      started = host;
      setScene(host);
    }, handleSceneError);
    return () => {
      live = false;
      started?.destroy();
      forget();
      if (store.getState().sceneDrawn === sceneDrawn) store.setState({ sceneDrawn: () => Promise.resolve() });
    };
    // The canvas is handed over once: a change of the others is a new canvas (the parent's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inWorker]);

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

  useEffect(() => {
    if (scene && size) scene.show(size.width, size.height);
  }, [scene, size]);

  // The engine's moments, as they change the picture, and the inspected node (whose path the scene
  // emphasises); the scene computes the frame itself.
  useEffect(() => {
    if (!scene) return;
    const stopFrames = engine.onFrame((t, changed) => {
      if (changed) scene.draw(t, store.getState().playing);
    });
    scene.emphasise(store.getState().inspection?.id ?? null);
    const stopWatching = store.subscribe((state, previous) => {
      if (state.inspection?.id !== previous.inspection?.id) scene.emphasise(state.inspection?.id ?? null);
    });
    return () => {
      stopFrames();
      stopWatching();
    };
  }, [scene, engine, store]);

  return (
    <div ref={hostRef} className={styles.host} data-hidden={hidden || undefined}>
      <canvas key={inWorker ? 'worker' : 'page'} ref={canvasRef} role="img" aria-label={CANVAS_LABEL} />
    </div>
  );
}
