// Whether sign-ups are open: platform's allowRegistrations (cached a minute), open while platform is not deployed.
import type { Logger } from '@careerkit/service-kit/logger';

const CACHE_MS = 60_000;

export function registrationPolicy(platformUrl: string | undefined, logger: Logger): () => Promise<boolean> {
  if (!platformUrl) return async () => true;
  let cached: { open: boolean; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.open;
    try {
      const response = await fetch(new URL('/api/system-config', platformUrl), { signal: AbortSignal.timeout(3_000) });
      const config = (await response.json()) as { allowRegistrations?: boolean };
      cached = { open: config.allowRegistrations !== false, at: Date.now() };
    } catch (error) {
      // Keep the last known answer; with none, stay open (the spec treats the flag as true unless it is false).
      logger.warn({ err: error }, 'system config unavailable; using the last known registration setting');
      return cached?.open ?? true;
    }
    return cached.open;
  };
}
