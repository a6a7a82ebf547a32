// The one uPlot adapter: create as it nears the screen, setData on change, setSize from a
// ResizeObserver, destroy on unmount.
import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';

/** Builds the chart's options for a width and height; keep it stable (useCallback) or the chart is recreated. */
export type UPlotOptionsFactory = (size: { width: number; height: number }) => uPlot.Options;

// How far ahead of the screen a chart is drawn: a screen's height, so a reader scrolling down meets it drawn.
const DRAW_AHEAD = '100% 0px';

const sizeOf = ({ width, height }: DOMRectReadOnly) => ({
  width: Math.max(1, Math.floor(width)),
  height: Math.max(1, Math.floor(height)),
});

/** Draws a uPlot chart that fills `containerRef` (which must have a CSS height) and follows its size. */
export function useUPlot(
  containerRef: RefObject<HTMLElement | null>,
  makeOptions: UPlotOptionsFactory,
  data: uPlot.AlignedData,
) {
  const plotRef = useRef<uPlot | null>(null);
  const dataRef = useRef(data);

  useEffect(() => {
    dataRef.current = data;
    plotRef.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let plot: uPlot | null = null;
    let size = { width: 0, height: 0 };
    // Sizes come from the observers, which run after layout: reading the box here, during the
    // page's first commit, forced a layout of the whole page (40 ms on a phone).
    const resizes = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = sizeOf(entry.contentRect);
      if (!plot) {
        size = next;
        plot = new uPlot(makeOptions(size), dataRef.current, container);
        plotRef.current = plot;
        return;
      }
      if (next.width === size.width && next.height === size.height) return;
      size = next;
      plot.setSize(next);
    });
    // Built only as it nears the screen: building it is the longest task of the page's start on a
    // phone (150 ms at 4x CPU slowdown), and the chart is further down than a first screen.
    const approach = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        approach.disconnect();
        resizes.observe(container);
      },
      { rootMargin: DRAW_AHEAD },
    );
    approach.observe(container);
    // Axis labels are drawn on the canvas: draw them again once the web font has arrived.
    let alive = true;
    void document.fonts?.ready.then(() => {
      if (alive) plot?.redraw(false, true);
    });
    return () => {
      alive = false;
      approach.disconnect();
      resizes.disconnect();
      plot?.destroy();
      plotRef.current = null;
    };
  }, [containerRef, makeOptions]);
}
