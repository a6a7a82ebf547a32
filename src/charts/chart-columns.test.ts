import { describe, expect, it } from 'vitest';
import { SUPPLY_PROJECTION } from '../data/tokenomics';
import { toColumns } from './chart-columns';

describe('toColumns', () => {
  it('turns the supply projection into [months, circulating, burned, total]', () => {
    const [months, circulating, burned, total] = toColumns(SUPPLY_PROJECTION, 'month', [
      'circulating',
      'burned',
      'total',
    ]);
    expect(months).toEqual([0, 3, 6, 9, 12, 18, 24]);
    expect(circulating).toEqual([1000, 2500, 5000, 8500, 15000, 25000, 40000]);
    expect(burned).toEqual([0, 8000, 12000, 14000, 15000, 16000, 17000]);
    expect(total).toEqual([1000, 10500, 17000, 22500, 30000, 41000, 57000]);
  });

  it('keeps the order of the y keys and handles no rows', () => {
    expect(toColumns([{ a: 1, b: 2, c: 3 }], 'a', ['c', 'b'])).toEqual([[1], [3], [2]]);
    expect(toColumns([] as { a: number }[], 'a', ['a'])).toEqual([[], []]);
  });
});
