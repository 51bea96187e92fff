// platform's system config as other processes read it: cached, and on failure the last known value (or none).
import type { SystemConfig } from '@careerkit/contracts/platform';
import type { z } from 'zod';
import type { Logger } from './logger';

export type SystemConfigReader = () => Promise<Partial<z.infer<typeof SystemConfig>> | null>;

/** Without a platform URL (platform not deployed) there is no config: callers fall back to their defaults. */
export function systemConfigReader(platformUrl: string | undefined, cacheMs: number, logger: Logger): SystemConfigReader {
  if (!platformUrl) return async () => null;
  let cached: { config: Partial<z.infer<typeof SystemConfig>> | null; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.config;
    try {
      const response = await fetch(new URL('/api/system-config', platformUrl), { signal: AbortSignal.timeout(3_000) });
      if (!response.ok) throw new Error(`system-config answered ${response.status}`);
      cached = { config: (await response.json()) as Partial<z.infer<typeof SystemConfig>>, at: Date.now() };
    } catch (error) {
      logger.warn({ err: error }, 'system config unavailable; keeping the last known one');
      cached = { config: cached?.config ?? null, at: Date.now() };
    }
    return cached.config;
  };
}
