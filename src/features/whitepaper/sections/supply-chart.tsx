import { toColumns } from '../../../charts/chart-columns';
import { ChartDataTable } from '../../../charts/chart-data-table';
import { ChartLegend } from '../../../charts/chart-legend';
import { LineChart, type LineSeries } from '../../../charts/line-chart';
import { SUPPLY_PROJECTION } from '../../../data/tokenomics';
import { formatFixed } from '../../../lib/format';
import styles from './tokenomics-charts.module.css';

const SERIES: readonly (LineSeries & { key: 'circulating' | 'burned' | 'total' })[] = [
  { key: 'circulating', label: 'Circulating', color: 'var(--chart-3)' },
  { key: 'burned', label: 'Burned', color: 'var(--chart-1)' },
  { key: 'total', label: 'Total', color: 'var(--chart-2)' },
];

const COLUMNS = toColumns(
  SUPPLY_PROJECTION,
  'month',
  SERIES.map((s) => s.key),
);
const thousands = (value: number) => formatFixed(value, 0);
const monthTick = (month: number) => `${month}`;
const monthTitle = (month: number) => `Month ${month}`;

/** Projected supply by month: a uPlot line chart, a legend and a hidden table. */
export function SupplyChart() {
  return (
    <figure className={styles.card}>
      <figcaption className={styles.caption}>
        <h3>Projected supply of the planned utility token</h3>
        <p>Thousands of tokens, by month after launch</p>
      </figcaption>
      <LineChart
        columns={COLUMNS}
        series={SERIES}
        label="Line chart of the planned utility token's projected circulating, burned and total supply by month; the data is in the table that follows."
        formatX={monthTick}
        formatY={thousands}
        tooltipTitle={monthTitle}
        ticksAtData
      />
      <p className={styles.axisNote} aria-hidden="true">
        Month
      </p>
      <ChartLegend label="Supply chart legend" items={SERIES} />
      <ChartDataTable
        caption="Projected supply of the planned utility token by month, in thousands of tokens"
        columns={['Month', ...SERIES.map((s) => s.label)]}
        rows={SUPPLY_PROJECTION.map((point) => [String(point.month), ...SERIES.map((s) => thousands(point[s.key]))])}
      />
    </figure>
  );
}
