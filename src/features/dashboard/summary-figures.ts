// Display figures of the dashboard summary. Pure: no React.
import { TAO_SYMBOL } from '../../config/product';
import type { DashboardSummary } from '../../data/types';
import { formatAmount, formatFixed, formatPercent } from '../../lib/format';

export interface SummaryFigures {
  totalEarned: string;
  thisMonth: string;
  /** This month's share of everything earned, e.g. "24.3% of all earnings". */
  thisMonthShare: string;
  influencersReached: string;
  successRate: string;
}

export function summaryFigures(summary: DashboardSummary): SummaryFigures {
  const share = summary.totalEarned > 0 ? summary.thisMonth / summary.totalEarned : 0;
  return {
    totalEarned: formatAmount(summary.totalEarned, 2, TAO_SYMBOL),
    thisMonth: formatAmount(summary.thisMonth, 2, TAO_SYMBOL),
    thisMonthShare: `${formatPercent(share)} of all earnings`,
    influencersReached: formatFixed(summary.influencersReached, 0),
    successRate: formatPercent(summary.successRate),
  };
}
