// A tweet task's reply, retweet, like and share counts as short display text plus a full spoken label. Pure: no React.
import type { TweetTask } from '../../data/types';
import { formatCompact, formatFixed } from '../../lib/format';

export type CountKind = 'replies' | 'retweets' | 'likes' | 'shares';

export interface EngagementCount {
  kind: CountKind;
  /** Compact, as shown: "4.8K". */
  display: string;
  /** Exact, as read out: "4,821 likes". */
  label: string;
}

const NOUNS: Record<CountKind, [singular: string, plural: string]> = {
  replies: ['reply', 'replies'],
  retweets: ['retweet', 'retweets'],
  likes: ['like', 'likes'],
  shares: ['share', 'shares'],
};

/** Counts in the order X shows them: replies, retweets, likes, shares. */
export function engagementCounts(task: Pick<TweetTask, CountKind>): EngagementCount[] {
  return (['replies', 'retweets', 'likes', 'shares'] as const).map((kind) => {
    const count = task[kind];
    const [singular, plural] = NOUNS[kind];
    return {
      kind,
      display: formatCompact(count),
      label: `${formatFixed(count, 0)} ${count === 1 ? singular : plural}`,
    };
  });
}

/** "23 influencers engaged", "1 influencer engaged". */
export function influencersEngaged(count: number): string {
  return `${formatFixed(count, 0)} ${count === 1 ? 'influencer' : 'influencers'} engaged`;
}
