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
