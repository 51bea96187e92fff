// Maintenance mode from platform's system config (cached); off while platform is not deployed or unreachable.
import type { Logger } from '@careerkit/service-kit/logger';

/** Routes that stay open in maintenance, so people can sign in and the shell can learn the mode. */
export const MAINTENANCE_EXEMPT = [/^\/api\/auth\//, /^\/api\/system-config\/?$/];

export function maintenanceSwitch(platformUrl: string | undefined, cacheMs: number, logger: Logger): () => Promise<boolean> {
  if (!platformUrl) return async () => false;
  let cached: { on: boolean; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < cacheMs) return cached.on;
    try {
      const response = await fetch(new URL('/api/system-config', platformUrl), { signal: AbortSignal.timeout(3_000) });
      const config = (await response.json()) as { maintenanceMode?: boolean };
      cached = { on: config.maintenanceMode === true, at: Date.now() };
    } catch (error) {
      logger.warn({ err: error }, 'system config unavailable; keeping the last known maintenance mode');
      cached = { on: cached?.on ?? false, at: Date.now() };
    }
    return cached.on;
  };
}
