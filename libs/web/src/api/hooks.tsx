// Queries every area reads: system config (1 min), tool configs (5 min), usage per tool (5 s; ghost job polled).
import { useQuery } from '@tanstack/react-query';
import { readToken } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { fetchToolConfigs, fetchToolUsage } from '@careerkit/web/api/billing';
import { fetchSystemConfig } from '@careerkit/web/api/platform';
import { CACHE } from '@careerkit/web/api/query-client';

export function useSystemConfig() {
  const query = useQuery({
    queryKey: ['/api/system-config'],
    queryFn: fetchSystemConfig,
    staleTime: CACHE.systemConfig,
  });
  // allowRegistrations is true unless the config says false (spec part 1 §3), also while it loads or fails.
  return { ...query, allowRegistrations: query.data?.allowRegistrations !== false };
}

/** The catalog's place in the query cache: the pre-rendered pages carry it there from build time (the shell). */
export const TOOL_CONFIGS_KEY = ['/api/tool-configs'];

export function useToolConfigs() {
  return useQuery({
    queryKey: TOOL_CONFIGS_KEY,
    queryFn: fetchToolConfigs,
    staleTime: CACHE.toolConfigs,
  });
}

export function useUsage(tool: string) {
  const { user } = useAuth();
  const ghost = tool === 'ghost-job-detector';
  return useQuery({
    queryKey: ['/api/usage', tool, user?.id],
    enabled: Boolean(user),
    staleTime: ghost ? 0 : CACHE.usage,
    refetchInterval: ghost ? CACHE.ghostJobPoll : false,
    // A non-OK answer counts as "no usage"; without a token there is none either (§4).
    queryFn: async () => {
      if (!readToken()) return null;
      return fetchToolUsage(tool).catch(() => null);
    },
  });
}
