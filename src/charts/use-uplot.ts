// The one uPlot adapter: fetch uPlot and create the chart as it nears the screen, setData on change,
// setSize from a ResizeObserver, destroy on unmount.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type uPlot from 'uplot';
import { afterNextFrame } from '../lib/after-next-frame';
import { retryingImport } from '../lib/retrying-import';
import { importFailure, type LoadFailure } from '../ui/load-error-cause';
import { missingChartFeature } from './chart-support';

/** Builds the chart's options for a width and height; keep it stable (useCallback) or the chart is recreated. */
export type UPlotOptionsFactory = (size: { width: number; height: number }) => uPlot.Options;

// uPlot comes with the first chart that nears the screen, not with the page: evaluating it makes a
// number formatter, whose locale data cost the page's start 150-200 ms on a phone (4x CPU slowdown).
const uPlotModule = retryingImport(
  () => import('uplot'),
  (module: { default: typeof uPlot }) => module.default,
);

// How far ahead of the screen a chart is drawn: a screen's height, so a reader scrolling down meets it drawn.
const DRAW_AHEAD = '100% 0px';

const sizeOf = ({ width, height }: DOMRectReadOnly) => ({
  width: Math.max(1, Math.floor(width)),
  height: Math.max(1, Math.floor(height)),
});

/**
 * Draws a uPlot chart that fills `containerRef` (which must have a CSS height) and follows its size.
 * `failure` says why there is no chart: uPlot's download failed (`retry` tries again), or this browser
 * could not run it or draw with it (the console has the error).
 */
export function useUPlot(
  containerRef: RefObject<HTMLElement | null>,
  makeOptions: UPlotOptionsFactory,
  data: uPlot.AlignedData,
): { failure: LoadFailure | null; retry: () => void } {
  const plotRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const [attempt, setAttempt] = useState(0);

  // New data is drawn in a task of its own: React runs this effect at the start of the next input
  // event when one comes first (a slider drag), and drawing there (with the layout uPlot's commit
  // forces) made that event's task long on a phone. Data that changes again before it is drawn is
  // drawn once.
  useEffect(() => {
    dataRef.current = data;
    const draw = setTimeout(() => plotRef.current?.setData(data));
    return () => clearTimeout(draw);
  }, [data]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fail = (found: LoadFailure) => {
      if (found.kind === 'unsupported') console.error(found.error);
      setFailure(found);
    };
    let alive = true;
    let UPlot = uPlotModule.loaded();
    let plot: uPlot | null = null;
    let size: { width: number; height: number } | null = null;
    const missing = missingChartFeature();
    if (missing) return fail({ kind: 'unsupported', error: missing });
    const build = () => {
      if (!alive || plot || !UPlot || !size) return;
      try {
        plot = new UPlot(makeOptions(size), dataRef.current, container);
      } catch (error) {
        container.replaceChildren();
        return fail({ kind: 'unsupported', error });
      }
      plotRef.current = plot;
    };
    // Built in a task after the next frame: uPlot's evaluation (or the size's observer, which runs
    // as a frame is drawn) and the build in one frame took 100-115 ms of script on a phone (4x CPU
    // slowdown).
    let cancelBuild: (() => void) | null = null;
    const buildAfterFrame = () => {
      cancelBuild ??= afterNextFrame(() => {
        cancelBuild = null;
        build();
      });
    };
    // Sizes come from the observer, which runs after layout: reading the box during the page's first
    // commit forced a layout of the whole page (40 ms on a phone).
    const resizes = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = sizeOf(entry.contentRect);
      if (size && next.width === size.width && next.height === size.height) return;
      size = next;
      if (plot) plot.setSize(next);
      // Before uPlot has loaded, its arrival builds the chart.
      else if (UPlot) buildAfterFrame();
    });
    // Built only as it nears the screen: building it was the longest task of the page's start on a
    // phone (180 ms at 4x CPU slowdown), for a chart further down than a first screen.
    const approach = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        approach.disconnect();
        resizes.observe(container);
        if (UPlot) return;
        void uPlotModule.load().then((loaded) => {
          if (!alive) return;
          if (!loaded) return fail(importFailure(uPlotModule.failure()));
          UPlot = loaded;
          buildAfterFrame();
        });
      },
      { rootMargin: DRAW_AHEAD },
    );
    approach.observe(container);
    // Axis labels are drawn on the canvas: draw them again once the web font has arrived.
    void document.fonts?.ready.then(() => {
      if (alive) plot?.redraw(false, true);
    });
    return () => {
      alive = false;
      cancelBuild?.();
      approach.disconnect();
      resizes.disconnect();
      plot?.destroy();
      plotRef.current = null;
    };
  }, [containerRef, makeOptions, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);
  return { failure, retry };
}
