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
          <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
          <span className={styles.label}>{item.label}</span>
          {item.value !== undefined && <span className={styles.value}>{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
