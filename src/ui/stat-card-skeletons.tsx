import { Card } from './card';
import { Skeleton } from './skeleton';

interface StatCardSkeletonsProps {
  count: number;
  /** The widths of the label's, the value's and the hint's bars. */
  widths: readonly [label: string, value: string, hint: string];
}

/** Stat cards in outline while their figures load: a bar each for the label, the value and the hint. */
export function StatCardSkeletons({ count, widths: [label, value, hint] }: StatCardSkeletonsProps) {
  return Array.from({ length: count }, (_, i) => (
    <Card key={i}>
      <Skeleton width={label} height={14} />
      <Skeleton width={value} height={30} style={{ marginTop: 12 }} />
      <Skeleton width={hint} height={12} style={{ marginTop: 10 }} />
    </Card>
  ));
}
