// One scene on one canvas element, on the page's side: it hands the canvas to a side of the scene
// (scene-client.ts), tells it the stage's size as it changes, sends it the engine's moments and the
// open card's path, and offers what the scene offers (its geometry, snapshotter, settling) on the
// scene handle. One canvas per scene: a canvas is handed to a worker once, so another side means
// another canvas. What the scene says of itself goes on to `on` (the runtime's lifecycle).
import type { DemoEngine } from '../playback/engine';
import { SCENE_SETTINGS } from './scene-settings';
import type { SceneMessage, SceneSide } from './scene-client';
import { clearSceneHandle, type SceneHandle } from './scene-handle';
import { CPU_RASTERISED_ATTRIBUTE } from './webgl-support';

/** The open card (the card inspector offers it): the scene emphasises the path to its node. */
interface OpenCard {
  inspection(): { id: string } | null;
  onInspection(listener: (next: { id: string } | null, previous: { id: string } | null) => void): () => void;
}

export interface CanvasSceneOptions {
  canvas: HTMLCanvasElement;
  side: SceneSide;
  /** The avatar atlas file; null when it failed to load (the scene paints initials). */
  atlas: Blob | null;
  engine: DemoEngine;
  inspector: OpenCard;
  /** Where the scene's geometry, snapshotter and settling are offered to the rest of the demo. */
  handle: SceneHandle;
  /** Lower the canvas's resolution while frames are slow (debug mode shows the exact picture instead). */
  adaptiveQuality: boolean;
  on: (message: SceneMessage) => void;
}

/** Starts the scene on `canvas`; returns what stops it (its side, the observer, the subscriptions). */
export function startCanvasScene({
  canvas,
  side,
  atlas,
  engine,
  inspector,
  handle,
  adaptiveQuality,
  on,
}: CanvasSceneOptions) {
  // The page learns it too: a CPU compositor redoes effects such as a backdrop blur on every frame
  // the demo draws, so the site's chrome drops them there (the attribute's one reader is CSS).
  if (side.support.cpuRasterised) document.documentElement.setAttribute(CPU_RASTERISED_ATTRIBUTE, '');
  const resolution = Math.min(window.devicePixelRatio || 1, SCENE_SETTINGS.maxResolution);
  const scene = side.start(canvas, atlas, { resolution, adaptiveQuality }, (message) => {
    if (message.type === 'ready') {
      const { width, height } = message.geometry.layout;
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      handle.setState({ geometry: message.geometry, snapshotter: scene.snapshotter });
    } else if (message.type === 'gone') {
      handle.setState({ geometry: null, snapshotter: null });
    } else if (message.type === 'first-frame') {
      // Lets tests (and anyone inspecting) know a frame is on screen. Set once: an attribute
      // written every frame costs the page a style pass each time.
      canvas.dataset.drawn = 'true';
    }
    on(message);
  });
  handle.setState({ settled: () => scene.settled() });

  let size = { width: 0, height: 0 };
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const width = Math.round(entry.contentRect.width);
    const height = Math.round(entry.contentRect.height);
    if (width === size.width && height === size.height) return;
    size = { width, height };
    scene.show(width, height);
  });
  if (canvas.parentElement) observer.observe(canvas.parentElement);

  // The engine's moments, as they change the picture, and the inspected node; the scene computes the frame itself.
  const stopFrames = engine.onFrame(scene.frame);
  scene.emphasise(inspector.inspection()?.id ?? null);
  const stopWatching = inspector.onInspection((next, previous) => {
    if (next?.id !== previous?.id) scene.emphasise(next?.id ?? null);
  });
  return () => {
    observer.disconnect();
    stopFrames();
    stopWatching();
    side.stop();
    clearSceneHandle(handle);
  };
}
