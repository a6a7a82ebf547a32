// The shapes of the data the site loads (leaderboard, dashboard, tasks, influencers). Types only: imports nothing.

export type Engagement = 'high' | 'medium';

export interface LeaderboardEntry {
  rank: number;
  name: string;
  /** SS58 address of the miner's hotkey. */
  hotkey: string;
  dailyTaoRewards: number;
  /** 0 to 10. */
  influencingScore: number;
  /** An emoji. */
  avatar: string;
}

/** The leaderboard as the API serves it: today's entries and yesterday's total for the change. */
export interface Leaderboard {
  date: string;
  previousDayTotalTao: number;
  entries: LeaderboardEntry[];
}

export interface TweetTask {
  id: string;
  tweet: string;
  /** Display text such as '1,500 TAO'. */
  reward: string;
  /** Number of influencers engaged so far. */
  influencers: number;
  /** Display text such as '1 day left'. */
  deadline: string;
  engagement: Engagement;
  author: string;
  handle: string;
  time: string;
  likes: number;
  retweets: number;
  replies: number;
  /** Times the tweet was shared (sent or linked elsewhere), as X counts them. */
  shares: number;
}

export interface InterestedInfluencer {
  id: string;
  name: string;
  handle: string;
  /** Display text such as '2.1M'. */
  followers: string;
  engagement: Engagement;
  lastActivity: string;
  bio: string;
  avatar: string;
  recentTweet: string;
  verified: boolean;
}

export interface DashboardSummary {
  /** TAO. */
  totalEarned: number;
  /** TAO. */
  thisMonth: number;
  influencersReached: number;
  /** A fraction from 0 to 1. */
  successRate: number;
}

export interface DistributionSlice {
  name: string;
  /** Percent. */
  value: number;
  /** A CSS colour. */
  color: string;
}

/** Projected supply at a month, in thousands of tokens. */
export interface SupplyPoint {
  month: number;
  circulating: number;
  burned: number;
  total: number;
}
