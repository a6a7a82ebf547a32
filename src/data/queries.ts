import { fetchJson, type Endpoint } from './api-client';
import type { Query } from './data-client';
import type { DashboardSummary, InterestedInfluencer, Leaderboard, TweetTask } from './types';
import { useQuery } from './use-query';

const query = <T>(endpoint: Endpoint): Query<T> => ({
  key: endpoint,
  fetch: (signal) => fetchJson<T>(endpoint, signal),
});

// Defined once so every component reading a resource shares its cache entry and its request.
export const QUERIES = {
  leaderboard: query<Leaderboard>('leaderboard'),
  dashboardSummary: query<DashboardSummary>('dashboardSummary'),
  tasks: query<TweetTask[]>('tasks'),
  interestedInfluencers: query<InterestedInfluencer[]>('interestedInfluencers'),
} satisfies Record<Endpoint, Query<unknown>>;

export const useLeaderboard = () => useQuery(QUERIES.leaderboard);
export const useDashboardSummary = () => useQuery(QUERIES.dashboardSummary);
export const useTweetTasks = () => useQuery(QUERIES.tasks);
export const useInterestedInfluencers = () => useQuery(QUERIES.interestedInfluencers);
