// The query cache rules of spec part 1 §9: never stale unless a query says so, no refetch on focus, no retries,
// unused entries dropped after 5 minutes.
import { QueryClient } from '@tanstack/react-query';
import { fetchByKey } from '@careerkit/web/api/client';

export const CACHE = {
  systemConfig: 60_000,
  toolConfigs: 5 * 60_000,
  usage: 5_000,
  ghostJobPoll: 3_000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => fetchByKey(queryKey),
        staleTime: Infinity,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
