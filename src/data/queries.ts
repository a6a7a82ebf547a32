import { useQuery } from '@tanstack/react-query';
import { fetchJson } from './api-client';
import type { DashboardSummary, InterestedInfluencer, Leaderboard, TweetTask } from './types';

export const useLeaderboard = () =>
  useQuery({ queryKey: ['leaderboard'], queryFn: ({ signal }) => fetchJson<Leaderboard>('leaderboard', signal) });

export const useDashboardSummary = () =>
  useQuery({
    queryKey: ['dashboard-summary'],
    queryFn: ({ signal }) => fetchJson<DashboardSummary>('dashboardSummary', signal),
  });

export const useTweetTasks = () =>
  useQuery({ queryKey: ['tasks'], queryFn: ({ signal }) => fetchJson<TweetTask[]>('tasks', signal) });

export const useInterestedInfluencers = () =>
  useQuery({
    queryKey: ['interested-influencers'],
    queryFn: ({ signal }) => fetchJson<InterestedInfluencer[]>('interestedInfluencers', signal),
  });
