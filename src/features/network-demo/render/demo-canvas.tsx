import { useEffect, useRef, useState } from 'react';
import type { DemoEngine } from '../playback/engine';
import type { SceneClientEvents, SceneSide } from './scene-client';
import { clearSceneHandle, type SceneHandle } from './scene-handle';
import type { SceneHost } from './scene-host';
import type { SceneSnapshotter } from './scene-snapshotter';
import { MAX_RESOLUTION } from './resolution-governor';
import { CPU_RASTERISED_ATTRIBUTE } from './webgl-support';
import styles from './demo-canvas.module.css';

const CANVAS_LABEL =
  'Animated influence network: a verified account posts, then 24 influencers in three rings reshare it one after another; ' +
  'each shows a tweet that turns into an emotion emoji, and celebrity accounts light up in gold.';

/** The open card (the card inspector offers it): the scene emphasises the path to its node. */
interface OpenCard {
  inspection(): { id: string } | null;
  onInspection(listener: (next: { id: string } | null, previous: { id: string } | null) => void): () => void;
}

interface Props {
  engine: DemoEngine;
  /** Where the scene draws: its worker, or the page. */
  side: SceneSide;
  /** The avatar atlas file; null when it failed to load (the scene paints initials). */
  avatars: Blob | null;
  /** The open card, whose path the scene emphasises. */
  inspector: OpenCard;
  /** Where the scene's snapshotter and its settling are offered to the rest of the demo. */
  handle: SceneHandle;
  hidden: boolean;
  /** Lower the canvas's resolution while frames are slow (debug mode shows the exact picture instead). */
  adaptiveQuality: boolean;
  /** The canvas element: cards point at places on it. */
  onCanvas: (canvas: HTMLCanvasElement) => void;
  /** What the scene says of itself; one object for the canvas's life. */
  on: SceneClientEvents;
}

/**
 * The WebGL canvas. The scene runs on its side (scene-client.ts): this element only reserves its
 * place, tells the scene the stage's size, and sends it the engine's moments and the inspected node.
 * One scene per canvas: a canvas is handed to a worker once, so another side means another canvas.
 */
export default function DemoCanvas({
  engine,
  side,
  avatars,
  inspector,
  handle,
  hidden,
  adaptiveQuality,
  onCanvas,
  on,
}: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [scene, setScene] = useState<SceneHost | null>(null);
  const { store } = engine;

  useEffect(() => {
    const canvas = canvasRef.current!;
    onCanvas(canvas);
    // The page learns it too: a CPU compositor redoes effects such as a backdrop blur on every frame
    // the demo draws, so the site's chrome drops them there (the attribute's one reader is CSS).
    if (side.support.cpuRasterised) document.documentElement.setAttribute(CPU_RASTERISED_ATTRIBUTE, '');
    let mine: SceneSnapshotter | null = null;
    const forget = () => {
      if (mine && handle.getState().snapshotter === mine) handle.setState({ geometry: null, snapshotter: null });
      mine = null;
    };
    const resolution = Math.min(window.devicePixelRatio || 1, MAX_RESOLUTION);
    const host = side.start(
      canvas,
      avatars,
      { resolution, adaptiveQuality },
      {
        ready(geometry, snapshotter) {
          canvas.style.width = `${geometry.layout.width}px`;
          canvas.style.height = `${geometry.layout.height}px`;
          mine = snapshotter;
          handle.setState({ geometry, snapshotter });
        },
        gone: forget,
        resolution: () => {},
        firstFrame() {
          // Lets tests (and anyone inspecting) know a frame is on screen. Set once: an attribute
          // written every frame costs the page a style pass each time.
          canvas.dataset.drawn = 'true';
          on.firstFrame();
        },
        failed: on.failed,
        contextLost: on.contextLost,
        contextRestored: on.contextRestored,
      },
    );
    handle.setState({ settled: () => host.settled() });
    setScene(host);
    return () => {
      host.destroy();
      forget();
      clearSceneHandle(handle);
    };
    // The canvas is handed over once: a change of the others is a new canvas (the parent's key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    scene.emphasise(inspector.inspection()?.id ?? null);
    const stopWatching = inspector.onInspection((next, previous) => {
      if (next?.id !== previous?.id) scene.emphasise(next?.id ?? null);
    });
    return () => {
      stopFrames();
      stopWatching();
    };
  }, [scene, engine, store, inspector]);

  return (
    <div ref={hostRef} className={styles.host} data-hidden={hidden || undefined}>
      <canvas ref={canvasRef} role="img" aria-label={CANVAS_LABEL} />
    </div>
  );
}
