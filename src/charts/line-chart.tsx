// A dark-themed uPlot line chart with a pointer-following data tooltip. uPlot ships only with the pages that import this.
import { useCallback, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { LoadError } from '../ui/load-error';
import { resolveCssColor } from './css-color';
import styles from './line-chart.module.css';
import { tooltipPlugin } from './uplot-tooltip';
import { useUPlot } from './use-uplot';

export interface LineSeries {
  label: string;
  /** A CSS colour or `var(--token)`. */
  color: string;
}

interface LineChartProps {
  /** [xs, ys of series 0, ys of series 1, ...] */
  columns: uPlot.AlignedData;
  series: readonly LineSeries[];
  /** What the chart shows, for assistive technology (the data itself is in a table beside it). */
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Title of the tooltip for the hovered x, e.g. "Month 12". */
  tooltipTitle: (x: number) => string;
  /** Put the x-axis ticks at the data's x values instead of round steps. */
  ticksAtData?: boolean;
  /** A fixed range for the y axis (else it fits the data). */
  yRange?: readonly [number, number];
}

const AXIS_FONT = '12px "Inter Variable", Inter, system-ui, sans-serif';

export function LineChart({
  columns,
  series,
  label,
  formatX,
  formatY,
  tooltipTitle,
  ticksAtData = false,
  yRange,
}: LineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  const makeOptions = useCallback(
    ({ width, height }: { width: number; height: number }): uPlot.Options => {
      const text = resolveCssColor('var(--color-text-muted)');
      const grid = 'rgba(255, 255, 255, 0.07)';
      const colors = series.map((s) => resolveCssColor(s.color));
      const axis = (values: (u: uPlot, splits: number[]) => string[], size: number): uPlot.Axis => ({
        stroke: text,
        font: AXIS_FONT,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1, size: 4 },
        values,
        size,
      });
      return {
        width,
        height,
        legend: { show: false },
        padding: [12, 16, 0, 0],
        scales: {
          x: { time: false, range: (_u, min, max) => [min, max] },
          ...(yRange && { y: { range: [yRange[0], yRange[1]] as uPlot.Range.MinMax } }),
        },
        cursor: {
          drag: { x: false, y: false },
          points: { size: 9, width: 2, fill: resolveCssColor('var(--color-bg)') },
        },
        axes: [
          {
            ...axis((_u, splits) => splits.map(formatX), 40),
            ...(ticksAtData && { splits: (u: uPlot) => [...u.data[0]] }),
          },
          axis((_u, splits) => splits.map(formatY), 64),
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: colors[i],
            width: 2.5,
            points: { show: true, size: 6, fill: colors[i] },
          })),
        ],
        plugins: [
          tooltipPlugin(
            (u, idx) => ({
              title: tooltipTitle(u.data[0][idx] ?? 0),
              rows: series.map((s, i) => ({
                label: s.label,
                color: colors[i] ?? text,
                value: formatY(u.data[i + 1]?.[idx] ?? 0),
              })),
            }),
            styles.tooltip ?? '',
          ),
        ],
      };
    },
    [series, formatX, formatY, tooltipTitle, ticksAtData, yRange],
  );

  const { failure, retry } = useUPlot(containerRef, makeOptions, columns);

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.chart} role="img" aria-label={label} data-testid="line-chart" />
      {failure && (
        <div className={styles.failed}>
          <LoadError what="the chart" error={failure.error} kind={failure.kind} onRetry={retry} />
        </div>
      )}
    </div>
  );
}
