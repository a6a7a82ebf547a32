// Runs the scene on a canvas: one Pixi application with its own ticker stopped, the scene's React
// root (@pixi/react), and the layout and images for the stage's size. It runs where the scene's
// service does (scene-service.ts): in the worker or on the page. Either way the page's engine
// sends it moments to draw.
import './pixi-extend';
import { createRoot } from '@pixi/react';
import { Ticker, type Application, type WebGLRenderer } from 'pixi.js';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import type { SceneGeometry } from '../layout/scene-geometry';
import { ReportingErrorBoundary } from '../../../ui/reporting-error-boundary';
import { MountInSlices } from './mount-in-slices';
import { NetworkScene, type SceneEvents } from './network-scene';
import { PAGE } from './palette';
import { buildSheetTextures } from './sheet-textures';
import { createSceneFeed } from './scene-feed';
import { PARTIAL_REDRAW_OPTIONS } from './cpu/partial-redraws';
import type { SceneSettings } from './scene-protocol';
import type { PreparedScene } from './scene-sheet';
import type { SceneSnapshotter } from './scene-snapshotter';
import { onRendererFailure } from './webgl-renderer-only';

export interface SceneHostOptions extends SceneSettings {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** WebGL here is drawn by the CPU: redraw only what changes (cpu/partial-redraws.ts). */
  cpuRasterised: boolean;
  /** Lays out and paints the scene for a stage size, where the host runs. */
  prepare: (width: number, height: number, resolution: number) => Promise<PreparedScene>;
}

/** What the host tells whoever started it. */
export interface SceneHostEvents {
  /** The canvas draws this layout from here on; `snapshotter` draws moments off the clock. */
  ready(geometry: SceneGeometry, snapshotter: SceneSnapshotter): void;
  /** That layout is gone (a new one is being prepared, or the host stopped). */
  gone(): void;
  /** The renderer's resolution changed while frames were slow. */
  resolution(resolution: number): void;
  /** The canvas shows its first frame. Once. */
  firstFrame(): void;
  /** The renderer could not start, or the scene failed: the page shows its static view. */
  failed(error: unknown): void;
  contextLost(): void;
  contextRestored(): void;
}

export interface SceneHost {
  /** Lays the scene out for a `width` × `height` stage and draws it there. */
  show(width: number, height: number): void;
  /** A moment of the clock that changes the picture; `paced`: drawn as the clock plays. */
  draw(t: number, paced: boolean): void;
  /** The node whose path is emphasised (its card is open), or null. */
  emphasise(id: string | null): void;
  /** Resolves once the canvas shows everything asked of it until now, a layout being prepared included. */
  settled(): Promise<void>;
  destroy(): void;
}

const CANVAS_OPTIONS = {
  autoDensity: true,
  // Opaque: the scene paints the stage's background itself, so the compositor draws nothing under
  // the canvas and copies it without blending (on a CPU compositor, a large saving).
  background: PAGE,
  backgroundAlpha: 1,
  autoStart: false,
  sharedTicker: false,
  preference: 'webgl',
  // Pixi would otherwise fetch its whole browser bundle at init (events, accessibility, DOM
  // overlays, filters), none of which the scene uses: pointers are handled in the page's DOM, and
  // nothing is filtered or masked. What it does use is imported in pixi-extend.ts.
  manageImports: false,
} as const;

// On a GPU: multisampled, and a drawing buffer that is not kept (keeping it costs a copy of the
// canvas every frame, a tile-based GPU's above all).
const WHOLE_FRAME_OPTIONS = { antialias: true, preserveDrawingBuffer: false } as const;

/**
 * @pixi/react's root on `canvas`. It draws on the target it is given only if that is an
 * HTMLCanvasElement, which a worker has none of: there, for the one check, the class that
 * `canvas` is taken for is OffscreenCanvas.
 */
function createRootOn(canvas: HTMLCanvasElement | OffscreenCanvas, options: Parameters<typeof createRoot>[1]) {
  const scope = globalThis as { HTMLCanvasElement?: unknown };
  if (scope.HTMLCanvasElement) return createRoot(canvas as HTMLCanvasElement, options);
  scope.HTMLCanvasElement = OffscreenCanvas;
  try {
    return createRoot(canvas as HTMLCanvasElement, options);
  } finally {
    delete scope.HTMLCanvasElement;
  }
}

export function startSceneHost(
  { canvas, resolution, cpuRasterised, adaptiveQuality, prepare }: SceneHostOptions,
  events: SceneHostEvents,
): SceneHost {
  const feed = createSceneFeed(DEMO_SCHEDULE);
  // The layout last asked for has drawn (its scene draws at once on being ready).
  let laidOut = Promise.resolve();
  let onLaidOut = () => {};
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    // Nothing more will be drawn: whoever waits for a layout waits no longer.
    onLaidOut();
    events.failed(error);
  };
  const stopFailures = onRendererFailure(fail);
  const onLost = () => events.contextLost();
  const onRestored = () => events.contextRestored();
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);

  // The one place that knows whether a frame has been drawn yet: the scene reports every frame.
  let drewFirst = false;
  const onDrawn = () => {
    if (drewFirst) return;
    drewFirst = true;
    events.firstFrame();
  };
  let current: SceneSnapshotter | null = null;
  const onReady = (geometry: SceneGeometry, snapshotter: SceneSnapshotter) => {
    current = snapshotter;
    events.ready(geometry, snapshotter);
    onLaidOut();
  };
  const onGone = (snapshotter: SceneSnapshotter) => {
    if (current !== snapshotter) return;
    current = null;
    events.gone();
  };

  const sceneEvents: SceneEvents = {
    ready: onReady,
    gone: onGone,
    resolution: events.resolution,
    drawn: onDrawn,
  };

  const root = createRootOn(canvas, {
    onInit(app: Application) {
      app.ticker.stop();
      // Pixi's system ticker asks for every animation frame for as long as the page lives, only to
      // time its garbage collector. Stopped, the collector never runs: the scene makes its textures
      // once and destroys them itself.
      Ticker.system.autoStart = false;
      Ticker.system.stop();
      // The stage's background covers every pixel opaquely each frame: clearing first is wasted work.
      app.renderer.background.clearBeforeRender = false;
      // A CPU runs every branch of the batch shader's texture switch for every pixel; the scene
      // draws from one texture anyway.
      if (cpuRasterised && app.renderer.name === 'webgl')
        (app.renderer as WebGLRenderer).limits.maxBatchableTextures = 1;
    },
  });

  // Renders one after another: the application starts with the first, and is destroyed after the last.
  let rendered: Promise<unknown> = Promise.resolve();
  let started = false;
  let shown = 0;
  let destroyed = false;
  return {
    show(width, height) {
      const request = ++shown;
      if (!failed) laidOut = new Promise((resolve) => (onLaidOut = resolve));
      const prepared = prepare(width, height, resolution);
      rendered = rendered.then(() =>
        prepared.then((scene) => {
          if (destroyed || request !== shown) {
            if ('close' in scene.source) scene.source.close();
            return;
          }
          started = true;
          // The scene destroys its textures once it has moved on to another, or is unmounted.
          const textures = buildSheetTextures(scene);
          return root.render(
            <ReportingErrorBoundary onError={fail}>
              <MountInSlices>
                <NetworkScene
                  geometry={scene.geometry}
                  textures={textures}
                  feed={feed}
                  resolution={resolution}
                  adaptiveQuality={adaptiveQuality}
                  partialRedraws={cpuRasterised}
                  on={sceneEvents}
                />
              </MountInSlices>
            </ReportingErrorBoundary>,
            {
              ...CANVAS_OPTIONS,
              width: scene.geometry.layout.width,
              height: scene.geometry.layout.height,
              resolution,
              ...(cpuRasterised ? PARTIAL_REDRAW_OPTIONS : WHOLE_FRAME_OPTIONS),
            },
          ) as Promise<Application>;
        }, fail),
      );
    },
    draw: (t, paced) => feed.receive(t, paced),
    emphasise: (id) => feed.emphasise(id),
    // In a task of its own: what earlier tasks drew has gone to the compositor by then.
    settled: () => laidOut.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    destroy() {
      destroyed = true;
      stopFailures();
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      rendered = rendered.then(async () => {
        if (!started) return;
        await root.render(null, {});
        root.applicationState.app?.destroy();
      });
    },
  };
}
