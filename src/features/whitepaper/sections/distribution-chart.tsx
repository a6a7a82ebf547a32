import { ChartDataTable } from '../../../charts/chart-data-table';
import { ChartLegend } from '../../../charts/chart-legend';
import { PieChart } from '../../../charts/pie-chart';
import { DISTRIBUTION } from '../../../data/tokenomics';
import type { DistributionSlice } from '../../../data/types';
import styles from './tokenomics-charts.module.css';

const describe = (slice: DistributionSlice) => `${slice.name}: ${slice.value}%`;

/** The emission split as a donut, a legend and a hidden table. */
export function DistributionChart() {
  return (
    <figure className={styles.card}>
      <figcaption className={styles.caption}>
        <h3>Distribution model</h3>
        <p>Share of each emission</p>
      </figcaption>
      <div className={styles.pieLayout}>
        <PieChart
          slices={DISTRIBUTION}
          label="Distribution of emissions"
          centerLabel="of emissions"
          describe={describe}
        />
        <ChartLegend
          label="Distribution legend"
          items={DISTRIBUTION.map((slice) => ({ label: slice.name, color: slice.color, value: `${slice.value}%` }))}
        />
      </div>
      <ChartDataTable
        caption="Distribution of emissions"
        columns={['Recipient', 'Share']}
        rows={DISTRIBUTION.map((slice) => [slice.name, `${slice.value}%`])}
      />
    </figure>
  );
}
