import { QueryClient } from '@tanstack/react-query';
import { QUERY } from '../config/constants';

/** Delay before retry number `attempt` (0-based): 1 s doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY.retryDelayBaseMs * 2 ** attempt, QUERY.retryDelayMaxMs);
}

/** The data client as SPEC.md §9 configures it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY.retry,
        retryDelay,
        gcTime: QUERY.gcTimeMs,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
