import { fetchJson } from './api-client';
import type { Query } from './data-client';
import type { DashboardSummary, InterestedInfluencer, Leaderboard, TweetTask } from './types';
import { useQuery } from './use-query';

// Defined once so every component reading a resource shares its cache entry and its request.
const leaderboard: Query<Leaderboard> = { key: 'leaderboard', fetch: (signal) => fetchJson('leaderboard', signal) };
const dashboardSummary: Query<DashboardSummary> = {
  key: 'dashboard-summary',
  fetch: (signal) => fetchJson('dashboardSummary', signal),
};
const tweetTasks: Query<TweetTask[]> = { key: 'tasks', fetch: (signal) => fetchJson('tasks', signal) };
const interestedInfluencers: Query<InterestedInfluencer[]> = {
  key: 'interested-influencers',
  fetch: (signal) => fetchJson('interestedInfluencers', signal),
};

export const useLeaderboard = () => useQuery(leaderboard);
export const useDashboardSummary = () => useQuery(dashboardSummary);
export const useTweetTasks = () => useQuery(tweetTasks);
export const useInterestedInfluencers = () => useQuery(interestedInfluencers);
