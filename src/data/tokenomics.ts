// Tokenomics sample data (the distribution split and the projected supply), shipped with the whitepaper.
import type { DistributionSlice, SupplyPoint } from './types';

/** Emission split; colours are design tokens so the pie and its legend agree. */
export const DISTRIBUTION: readonly DistributionSlice[] = [
  { name: 'Subnet Owner', value: 18, color: 'var(--chart-1)' },
  { name: 'Validators', value: 41, color: 'var(--chart-2)' },
  { name: 'Miners', value: 41, color: 'var(--chart-3)' },
];

/** Projected supply by month, in thousands of tokens. */
export const SUPPLY_PROJECTION: readonly SupplyPoint[] = [
  { month: 0, circulating: 1000, burned: 0, total: 1000 },
  { month: 3, circulating: 2500, burned: 8000, total: 10500 },
  { month: 6, circulating: 5000, burned: 12000, total: 17000 },
  { month: 9, circulating: 8500, burned: 14000, total: 22500 },
  { month: 12, circulating: 15000, burned: 15000, total: 30000 },
  { month: 18, circulating: 25000, burned: 16000, total: 41000 },
  { month: 24, circulating: 40000, burned: 17000, total: 57000 },
];
