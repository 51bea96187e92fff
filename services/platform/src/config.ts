// platform's environment. Locally the launcher fills it; the other services' URLs say where admin data comes from.
import { port, serviceEnv, url } from '@careerkit/service-kit/config';
import { mailEnv } from '@careerkit/service-kit/mail';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const platformEnv = serviceEnv.extend({
  PORT: port(4005),
  MONGODB_DB: z.string().default('platform'),
  /** The services the operator's figures and actions come from; one not set answers 503 on the calls that need it. */
  BILLING_URL: url.optional(),
  TOOLS_URL: url.optional(),
  SALARY_URL: url.optional(),
  /** Where contact messages are mailed when emailNotifications is on. */
  SUPPORT_EMAIL: z.email().default('support@careerkit.local'),
  ...mailEnv,
  /** Accounts under this email domain are test accounts: "reset all test data" removes them and only them. */
  TEST_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain, e.g. test.careerkit.local')
    .default('test.careerkit.local'),
  /** Contact messages per client IP per hour. */
  CONTACT_LIMIT_PER_HOUR: count(5),
  /** How often the test agent checks the tools while monitoring. */
  MONITOR_INTERVAL_MS: count(30_000),
  /** How often refunds billing finished outside an operator's request are audited and told to their customer. */
  REFUND_REPORT_INTERVAL_MS: count(30_000),
  REDIS_URL: z.string().optional(),
});
export type PlatformConfig = z.infer<typeof platformEnv>;
