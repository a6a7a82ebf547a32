// Runs the scene on a canvas: one Pixi application with its own ticker stopped, the scene's React
// root (@pixi/react), and the layout and images for the stage's size. It runs where the scene's
// service does (scene-service.ts): in the worker or on the page. Either way the page's engine
// sends it moments to draw.
import './pixi-extend';
import { createRoot } from '@pixi/react';
import { Ticker, type Application, type WebGLRenderer } from 'pixi.js';
import { DEMO_SCHEDULE } from '../playback/demo-schedule';
import { ReportingErrorBoundary } from '../../../ui/reporting-error-boundary';
import { MountInSlices } from './mount-in-slices';
import { NetworkScene, type LiveLayout, type LiveMoment } from './network-scene';
import { PAGE } from './palette';
import { buildSheetTextures } from './sheet-textures';
import { PARTIAL_REDRAW_OPTIONS } from './cpu/partial-redraws';
import type { FromScene, SceneStartOptions } from './scene-protocol';
import type { PreparedScene } from './scene-sheet';
import type { RendererFailureOption } from './webgl-renderer-only';

export interface SceneHostOptions extends SceneStartOptions {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** WebGL here is drawn by the CPU: redraw only what changes (cpu/partial-redraws.ts). */
  cpuRasterised: boolean;
  /** Lays out and paints the scene for a stage size, where the host runs. */
  prepare: (width: number, height: number, resolution: number) => Promise<PreparedScene>;
  /** The live moment, as the service holds it. */
  live: LiveMoment;
  /** What the scene says of itself, in the protocol's words. */
  post: (message: FromScene) => void;
  /** Offers the service a laid-out scene's drawer and snapshotter. */
  attach: (layout: LiveLayout) => () => void;
  /** The renderer could not start, or the scene failed. */
  fail: (error: unknown) => void;
}

export interface SceneHost {
  /** Lays the scene out for a `width` × `height` stage and draws it there. */
  show(width: number, height: number): void;
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

export function startSceneHost(options: SceneHostOptions): SceneHost {
  const { canvas, resolution, cpuRasterised, adaptiveQuality, prepare, live, post, attach } = options;
  // The layout last asked for has drawn (its scene draws at once on being ready).
  let laidOut = Promise.resolve();
  let onLaidOut = () => {};
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    // Nothing more will be drawn: whoever waits for a layout waits no longer.
    onLaidOut();
    options.fail(error);
  };
  const onLost = () => post({ type: 'context-lost' });
  const onRestored = () => post({ type: 'context-restored' });
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  const attachAndSettle = (layout: LiveLayout) => {
    const detach = attach(layout);
    onLaidOut();
    return detach;
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
          const applicationOptions: Parameters<typeof root.render>[1] & RendererFailureOption = {
            ...CANVAS_OPTIONS,
            width: scene.geometry.layout.width,
            height: scene.geometry.layout.height,
            resolution,
            ...(cpuRasterised ? PARTIAL_REDRAW_OPTIONS : WHOLE_FRAME_OPTIONS),
            onRendererFailure: fail,
          };
          return root.render(
            <ReportingErrorBoundary onError={fail}>
              <MountInSlices>
                <NetworkScene
                  geometry={scene.geometry}
                  textures={textures}
                  schedule={DEMO_SCHEDULE}
                  live={live}
                  resolution={resolution}
                  adaptiveQuality={adaptiveQuality}
                  partialRedraws={cpuRasterised}
                  post={post}
                  attach={attachAndSettle}
                />
              </MountInSlices>
            </ReportingErrorBoundary>,
            applicationOptions,
          ) as Promise<Application>;
        }, fail),
      );
    },
    // In a task of its own: what earlier tasks drew has gone to the compositor by then.
    settled: () => laidOut.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
    destroy() {
      destroyed = true;
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
