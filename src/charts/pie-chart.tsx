// An SVG donut whose slices are focusable; a data tooltip follows the pointer, or sits on a slice focused by keyboard.
import { useState, type FocusEvent, type PointerEvent } from 'react';
import type { DistributionSlice } from '../data/types';
import { arcPath, pieAngles, polar } from './pie-geometry';
import styles from './pie-chart.module.css';

interface PieChartProps {
  slices: readonly DistributionSlice[];
  /** Name of the whole chart, e.g. "Distribution of emissions". */
  label: string;
  /** Text in the hole when no slice is active. */
  centerLabel: string;
  /** "Validators: 41%": the slice's accessible name and tooltip. */
  describe: (slice: DistributionSlice) => string;
}

const SIZE = 200;
const CENTER = SIZE / 2;
const OUTER = 92;
const INNER = 56;
const LIFT = 5;

interface ActiveSlice {
  index: number;
  /** Tooltip anchor in px from the chart's top left. */
  x: number;
  y: number;
}

export function PieChart({ slices, label, centerLabel, describe }: PieChartProps) {
  const [active, setActive] = useState<ActiveSlice | null>(null);
  const angles = pieAngles(slices.map((slice) => slice.value));

  const fromPointer = (index: number) => (event: PointerEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    setActive({ index, x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const fromFocus = (index: number) => (event: FocusEvent<SVGPathElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    const mid = angles[index]?.mid ?? 0;
    if (!box) return;
    const point = polar(CENTER, CENTER, (INNER + OUTER) / 2, mid);
    setActive({ index, x: (point.x / SIZE) * box.width, y: (point.y / SIZE) * box.height });
  };

  const activeSlice = active ? slices[active.index] : undefined;

  return (
    <div className={styles.pie} data-testid="pie-chart">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="group" aria-label={label} className={styles.svg}>
        {slices.map((slice, index) => {
          const angle = angles[index];
          if (!angle || angle.fraction === 0) return null;
          const lift = active?.index === index ? polar(0, 0, LIFT, angle.mid) : { x: 0, y: 0 };
          return (
            <path
              key={slice.name}
              d={arcPath(CENTER, CENTER, INNER, OUTER, angle.start, angle.end)}
              fill={slice.color}
              className={styles.slice}
              // Only the lifted slice has a style: pre-rendered, none has, as the Content Security Policy requires.
              style={active?.index === index ? { transform: `translate(${lift.x}px, ${lift.y}px)` } : undefined}
              tabIndex={0}
              role="img"
              aria-label={describe(slice)}
              data-active={active?.index === index || undefined}
              onPointerEnter={fromPointer(index)}
              onPointerMove={fromPointer(index)}
              // A tap also focuses the slice: keep its tooltip until focus moves on, rather than flashing it.
              onPointerLeave={(event) => event.pointerType !== 'touch' && setActive(null)}
              onFocus={fromFocus(index)}
              onBlur={() => setActive(null)}
            />
          );
        })}
        <text x={CENTER} y={CENTER - 4} textAnchor="middle" className={styles.centerValue} aria-hidden="true">
          {activeSlice ? `${activeSlice.value}%` : '100%'}
        </text>
        <text x={CENTER} y={CENTER + 16} textAnchor="middle" className={styles.centerLabel} aria-hidden="true">
          {activeSlice ? activeSlice.name : centerLabel}
        </text>
      </svg>
      {active && activeSlice && (
        <div role="tooltip" className={styles.tooltip} style={{ left: active.x, top: active.y }}>
          {describe(activeSlice)}
        </div>
      )}
    </div>
  );
}
