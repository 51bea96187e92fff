// The system config (spec part 2 §3): stored setting by setting, read whole with the defaults filling any gap.
import { SYSTEM_CONFIG_DEFAULTS, type SystemConfig, type SystemConfigUpdate } from '@careerkit/contracts/platform';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import type { SiteConfigRepository } from '../data/site-config';
import type { Operator } from './operator';

type Config = z.infer<typeof SystemConfig>;
type Key = keyof Config;

const DESCRIPTIONS: Record<Key, string> = {
  siteName: 'The name the site shows',
  maintenanceMode: 'Everyone but operators sees the maintenance page; sign-in stays open',
  allowRegistrations: 'Whether new accounts can be created',
  emailNotifications: 'Whether contact messages are mailed to support',
  announcementActive: 'Whether the announcement banner shows',
  announcementText: 'The announcement banner text',
};

const KEYS = Object.keys(SYSTEM_CONFIG_DEFAULTS) as Key[];

/** A stored value of the wrong type (a hand edit) is ignored in favour of the default. */
function pick(stored: Map<string, unknown>): Config {
  const config = { ...SYSTEM_CONFIG_DEFAULTS } as Record<Key, unknown>;
  for (const key of KEYS) {
    const value = stored.get(key);
    if (typeof value === typeof SYSTEM_CONFIG_DEFAULTS[key]) config[key] = value;
  }
  return config as Config;
}

export function siteConfig(deps: { repo: SiteConfigRepository; audit: AuditLog }) {
  async function read(): Promise<Config> {
    const rows = await deps.repo.all();
    return pick(new Map(rows.map((row) => [row.key, row.value])));
  }
  return {
    read,
    /** Applies the fields given; the audit log keeps each changed field's value before and after. */
    async update(operator: Operator, patch: z.infer<typeof SystemConfigUpdate>): Promise<Config> {
      const before = await read();
      const changed = Object.fromEntries(Object.entries(patch).filter(([key, value]) => value !== undefined && before[key as Key] !== value));
      if (!Object.keys(changed).length) return before;
      await deps.repo.save(changed, DESCRIPTIONS);
      // The patch passed the contract's schema, so what was saved is what a fresh read would give.
      const after = { ...before, ...changed } as Config;
      await deps.audit.record({
        actorId: operator.userId,
        actorEmail: operator.email,
        action: 'config.update',
        target: 'site_config',
        before: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as Key]])),
        after: changed,
      });
      return after;
    },
  };
}
export type SiteConfig = ReturnType<typeof siteConfig>;
