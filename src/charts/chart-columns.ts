// Data -> chart columns. Pure: imports nothing of the app, no React, no uPlot.

/** Rows of records -> uPlot's aligned columns: [xs, ys of the first key, ys of the second key, ...]. */
export function toColumns<Row, K extends keyof Row>(
  rows: readonly Row[],
  xKey: K,
  yKeys: readonly K[],
): [number[], ...number[][]] {
  const column = (key: K) => rows.map((row) => Number(row[key]));
  return [column(xKey), ...yKeys.map(column)];
}

/** Each value as a percentage of their total (0 for an empty or all-zero list). */
export function toPercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total > 0 ? (value / total) * 100 : 0));
}
