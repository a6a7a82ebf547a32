import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../data/types';
import { summaryFigures } from './summary-figures';

const sample = JSON.parse(
  readFileSync(new URL('../../../assets/data/dashboard-summary.json', import.meta.url), 'utf8'),
) as DashboardSummary;

describe('summaryFigures', () => {
  it('reads the sample summary as τ amounts, a count and a percentage', () => {
    expect(summaryFigures(sample)).toEqual({
      totalEarned: 'τ\u00a01,284.60',
      thisMonth: 'τ\u00a0312.40',
      thisMonthShare: '24.3% of all earnings',
      influencersReached: '47',
      successRate: '94.2%',
    });
  });

  it('does not divide by zero for a new channel', () => {
    const figures = summaryFigures({ totalEarned: 0, thisMonth: 0, influencersReached: 0, successRate: 0 });
    expect(figures.thisMonthShare).toBe('0.0% of all earnings');
    expect(figures.successRate).toBe('0.0%');
  });
});
