interface ChartDataTableProps {
  caption: string;
  columns: readonly string[];
  /** One row per data point; the first cell names the row. */
  rows: readonly (readonly string[])[];
}

/** The text alternative of a chart: its data as a visually hidden table. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  // The wrapper hides it: a table cannot shrink to a 1 px box itself and would widen the page on phones.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
