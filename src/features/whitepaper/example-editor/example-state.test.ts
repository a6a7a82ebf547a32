import { describe, expect, it } from 'vitest';
import { HANDLES_BY_INFLUENCE } from '../scoring/worked-example.test-support';
import { EXAMPLE_PRESETS } from './example-presets';
import { applyExampleAction, clampField, DEFAULT_ROWS, EXAMPLE_LIMITS, inRankingOrder } from './example-state';

describe('clampField', () => {
  it('keeps every value within its control and on its grid', () => {
    expect(clampField('followers', 600_000_000)).toBe(500_000_000);
    expect(clampField('followers', -5)).toBe(0);
    expect(clampField('followers', 12.6)).toBe(13);
    expect(clampField('engagementRate', 0.031234)).toBe(0.0312);
    expect(clampField('engagementRate', 2)).toBe(1);
    expect(clampField('authenticity', 0.456)).toBe(0.46);
    expect(clampField('spamPenalty', Number.NaN)).toBe(0);
    expect(clampField('followerQuality', Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('applyExampleAction', () => {
  it('sets one field of one row, clamped, and leaves the rest as they were', () => {
    const rows = applyExampleAction(DEFAULT_ROWS, { type: 'set-number', index: 0, field: 'spamPenalty', value: 7 });
    expect(rows[0]?.spamPenalty).toBe(1);
    expect(rows.slice(1)).toEqual(DEFAULT_ROWS.slice(1));
    expect(applyExampleAction(DEFAULT_ROWS, { type: 'set-number', index: 9, field: 'followers', value: 1 })).toBe(
      DEFAULT_ROWS,
    );
  });

  it('adds rows up to the limit with fresh handles, and removes all but one', () => {
    let rows = DEFAULT_ROWS;
    for (let i = 0; i < 50; i++) rows = applyExampleAction(rows, { type: 'add' });
    expect(rows).toHaveLength(EXAMPLE_LIMITS.maxRows);
    expect(rows[6]?.handle).toBe('follower_7');
    expect(new Set(rows.map((r) => r.handle)).size).toBe(EXAMPLE_LIMITS.maxRows);
    for (let i = 0; i < 50; i++) rows = applyExampleAction(rows, { type: 'remove', index: 0 });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.handle).toBe('follower_40');
  });
});

describe('the rows an example opens with', () => {
  const handles = (rows: readonly { handle: string }[]) => rows.map((row) => row.handle);

  it('lists the worked example as the ranking does', () => {
    expect(handles(DEFAULT_ROWS)).toEqual(HANDLES_BY_INFLUENCE);
  });

  it('lists each preset as the ranking does', () => {
    const preset = (name: string) => handles(EXAMPLE_PRESETS.find((p) => p.name === name)!.rows);
    // 2,116, 1,459, 1,283, 1,171, 745, 724, 580, 397.
    expect(preset('Niche and authentic')).toEqual([
      'rust_rita',
      'zk_zane',
      'infra_ian',
      'ml_maya',
      'proof_pia',
      'node_noor',
      'dao_dev',
      'cli_cora',
    ]);
    // 950, 864, 858, 675, 288.
    expect(preset('Bought followers')).toEqual(['mega_mo', 'celeb_max', 'star_sky', 'viral_vic', 'famous_fay']);
    for (const { name, rows } of EXAMPLE_PRESETS) expect(handles(rows), name).toEqual(handles(inRankingOrder(rows)));
  });
});
