import { describe, expect, it } from 'vitest';
import { engagementCounts, influencersEngaged } from './engagement-counts';

describe('engagementCounts', () => {
  it('shows compact counts and reads out exact ones, replies first', () => {
    expect(engagementCounts({ replies: 386, retweets: 1204, likes: 4821 })).toEqual([
      { kind: 'replies', display: '386', label: '386 replies' },
      { kind: 'retweets', display: '1.2K', label: '1,204 retweets' },
      { kind: 'likes', display: '4.8K', label: '4,821 likes' },
    ]);
  });

  it('uses the singular for one', () => {
    expect(engagementCounts({ replies: 1, retweets: 1, likes: 1 }).map((c) => c.label)).toEqual([
      '1 reply',
      '1 retweet',
      '1 like',
    ]);
  });
});

describe('influencersEngaged', () => {
  it('counts influencers with the right noun', () => {
    expect(influencersEngaged(23)).toBe('23 influencers engaged');
    expect(influencersEngaged(1)).toBe('1 influencer engaged');
  });
});
