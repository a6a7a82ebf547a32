// The one uPlot adapter: create on mount, setData on change, setSize from a ResizeObserver, destroy on unmount.
import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';

/** Builds the chart's options for a width and height; keep it stable (useCallback) or the chart is recreated. */
export type UPlotOptionsFactory = (size: { width: number; height: number }) => uPlot.Options;

function sizeOf(element: HTMLElement) {
  return { width: Math.max(1, Math.floor(element.clientWidth)), height: Math.max(1, Math.floor(element.clientHeight)) };
}

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
    let size = sizeOf(container);
    const plot = new uPlot(makeOptions(size), dataRef.current, container);
    plotRef.current = plot;
    const observer = new ResizeObserver(() => {
      const next = sizeOf(container);
      if (next.width === size.width && next.height === size.height) return;
      size = next;
      plot.setSize(next);
    });
    observer.observe(container);
    // Axis labels are drawn on the canvas: draw them again once the web font has arrived.
    let alive = true;
    void document.fonts?.ready.then(() => {
      if (alive) plot.redraw(false, true);
    });
    return () => {
      alive = false;
      observer.disconnect();
      plot.destroy();
      plotRef.current = null;
    };
  }, [containerRef, makeOptions]);
}
