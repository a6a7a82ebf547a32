import { useMemo } from 'react';
import type uPlot from 'uplot';
import { LineChart, type LineSeries } from '../../../charts/line-chart';
import { SCORING } from '../../../config/constants';
import { formatFixed } from '../../../lib/format';
import styles from './example-editor.module.css';

const SERIES: readonly LineSeries[] = [{ label: 'Running score', color: 'var(--chart-3)' }];
const Y_RANGE = [0, 1] as const;
const roundTick = (round: number) => `${round}`;
const scoreTick = (value: number) => formatFixed(value, 2);
const roundTitle = (round: number) =>
  round === 0 ? 'Now (previous score)' : `After round ${round} (${round * SCORING.scoreRecalcHours} h)`;

/** The running score now and after each coming round, should every round score S: a uPlot line. */
export function RunningScoreChart({ scores }: { scores: readonly number[] }) {
  const columns = useMemo((): uPlot.AlignedData => [scores.map((_, round) => round), [...scores]], [scores]);
  const rounds = scores.length - 1;
  const label = `Line chart of the running score over the next ${rounds} rounds of ${SCORING.scoreRecalcHours} hours, should each score S: from ${formatFixed(scores[0] ?? 0, 3)} now to ${formatFixed(scores.at(-1) ?? 0, 3)} after ${(rounds * SCORING.scoreRecalcHours) / 24} days.`;
  return (
    <figure className={`${styles.chart} ${styles.isolated}`}>
      <figcaption>
        Running score over the next {rounds} rounds ({(rounds * SCORING.scoreRecalcHours) / 24} days), α ={' '}
        {SCORING.movingAverageAlpha}
      </figcaption>
      <LineChart
        columns={columns}
        series={SERIES}
        label={label}
        formatX={roundTick}
        formatY={scoreTick}
        tooltipTitle={roundTitle}
        yRange={Y_RANGE}
      />
      <p className={styles.axisNote} aria-hidden="true">
        Round
      </p>
    </figure>
  );
}
