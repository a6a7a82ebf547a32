import { describe, expect, it } from 'vitest';
import { engagementCounts, influencersEngaged } from './engagement-counts';

describe('engagementCounts', () => {
  it('shows compact counts and reads out exact ones, in X’s order: replies, retweets, likes, shares', () => {
    expect(engagementCounts({ replies: 386, retweets: 1204, likes: 4821, shares: 1312 })).toEqual([
      { kind: 'replies', display: '386', label: '386 replies' },
      { kind: 'retweets', display: '1.2K', label: '1,204 retweets' },
      { kind: 'likes', display: '4.8K', label: '4,821 likes' },
      { kind: 'shares', display: '1.3K', label: '1,312 shares' },
    ]);
  });

  it('uses the singular for one, and counts zero', () => {
    expect(engagementCounts({ replies: 1, retweets: 1, likes: 1, shares: 1 }).map((c) => c.label)).toEqual([
      '1 reply',
      '1 retweet',
      '1 like',
      '1 share',
    ]);
    expect(engagementCounts({ replies: 0, retweets: 0, likes: 0, shares: 0 }).at(-1)).toEqual({
      kind: 'shares',
      display: '0',
      label: '0 shares',
    });
  });
});

describe('influencersEngaged', () => {
  it('counts influencers with the right noun', () => {
    expect(influencersEngaged(23)).toBe('23 influencers engaged');
    expect(influencersEngaged(1)).toBe('1 influencer engaged');
  });
});
