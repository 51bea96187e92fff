// identity: createIdentity() starts the service; tests run it in-process on port 0.
import { fromEnv, startService, type RunningService } from '@careerkit/service-kit/service';
import { systemConfigReader } from '@careerkit/service-kit/system-config';
import { accountRoutes } from './api/account-routes';
import { authRoutes } from './api/auth-routes';
import { internalRoutes } from './api/internal-routes';
import { loginLimitSettings, loginLimits, type LoginLimitSettings } from './api/login-limits';
import type { IdentityConfig } from './config';
import { dataOwners } from './data/data-owners';
import { revokedTokenRepository } from './data/revoked-tokens';
import { userRepository } from './data/users';
import { accountData } from './domain/account-data';
import { accounts } from './domain/accounts';
import { createMailer } from '@careerkit/service-kit/mail';
import { registrationPolicy } from './domain/registration-policy';
import { loadSigningKeys } from './domain/signing-keys';

/** The local demo user; the local demo operator comes from the launcher's ADMIN_EMAIL / ADMIN_PASSWORD. */
export const DEMO_ACCOUNTS = [{ email: 'demo@careerkit.local', username: 'demo', password: 'demo1234' }];

export async function createIdentity(config: IdentityConfig, options: { loginLimits?: LoginLimitSettings } = {}): Promise<RunningService> {
  const keys = await loadSigningKeys({ pem: config.JWT_PRIVATE_KEY, keyFile: config.JWT_KEY_FILE, ttl: config.JWT_TTL });
  return startService({
    name: 'identity',
    ...fromEnv(config),
    setup: async (router, { db, logger }) => {
      const users = userRepository(db);
      const revokedTokens = revokedTokenRepository(db);
      const useCases = accounts({
        users,
        revokedTokens,
        keys,
        logger,
        publicUrl: config.PUBLIC_URL,
        sendMail: createMailer(config, logger),
        registrationsOpen: registrationPolicy(systemConfigReader(config.PLATFORM_URL, config.SYSTEM_CONFIG_CACHE_MS, logger)),
      });
      const limits = loginLimits(options.loginLimits ?? loginLimitSettings(config), config.REDIS_URL);
      authRoutes(router, useCases, keys, limits);
      const owners = dataOwners({ billing: config.BILLING_URL, tools: config.TOOLS_URL, salary: config.SALARY_URL, platform: config.PLATFORM_URL }, config.INTERNAL_KEY);
      accountRoutes(router, accountData({ users, accounts: useCases, owners, logger }), keys, limits);
      internalRoutes(router, useCases, users, keys, config.INTERNAL_KEY);
      await Promise.all([users.ensureIndexes(), revokedTokens.ensureIndexes()]);
      if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) await useCases.ensureOperator(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      if (config.SEED_DEMO_ACCOUNTS) await useCases.seedDemoAccounts(DEMO_ACCOUNTS);
    },
  });
}
