import styles from './chart-legend.module.css';

export interface LegendItem {
  label: string;
  /** A CSS colour or `var(--token)`. */
  color: string;
  value?: string;
}

/** A static key for a chart: a swatch, a name and optionally a value per series or slice. */
export function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          {/* An SVG fill, not a style attribute: the Content Security Policy allows no inline styles. */}
          <svg className={styles.swatch} aria-hidden="true">
            <rect width="100%" height="100%" fill={item.color} />
          </svg>
          <span className={styles.label}>{item.label}</span>
          {item.value !== undefined && <span className={styles.value}>{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
