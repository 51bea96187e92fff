// identity's environment. Locally the launcher fills it; in production every secret comes from env.
import { flag, port, serviceEnv, url } from '@careerkit/service-kit/config';
import { mailEnv } from '@careerkit/service-kit/mail';
import { z } from 'zod';

export const identityEnv = serviceEnv
  .omit({ IDENTITY_URL: true })
  .extend({
    PORT: port(4001),
    MONGODB_DB: z.string().default('identity'),
    /** Ed25519 private key (PKCS#8 PEM). Required in production; locally generated once into JWT_KEY_FILE. */
    JWT_PRIVATE_KEY: z.string().optional(),
    JWT_KEY_FILE: z.string().optional(),
    /** Token lifetime (jose time span): the spec signs users out after 30 days. */
    JWT_TTL: z.string().default('30d'),
    /** The first operator: created (or promoted and given this password) at start-up. Sign-ups never grant the role. */
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).trim().toLowerCase().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Where reset links point. */
    PUBLIC_URL: url.default('http://localhost:8080'),
    ...mailEnv,
    /** platform's base URL, for allowRegistrations (open while it is not set) and its part of "Your data". */
    PLATFORM_URL: url.optional(),
    /** How long platform's system config is kept before it is read again (the spec reads it as 60 s). */
    SYSTEM_CONFIG_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
    REDIS_URL: z.string().optional(),
    /** Sign-in guessing limits: attempts per client IP, and wrong passwords per email, in each window. */
    LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(50),
    LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    // Whole seconds: the Redis limiter rounds the window down to seconds.
    LOGIN_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).multipleOf(1000, 'must be whole seconds (a multiple of 1000)').default(15 * 60 * 1000),
    /**
     * The services that hold a user's data (libs/contracts' USER_DATA_OWNERS, with PLATFORM_URL above), for "Your data"
     * (export and account deletion); each one left unset is skipped outside production.
     */
    BILLING_URL: url.optional(),
    TOOLS_URL: url.optional(),
    SALARY_URL: url.optional(),
    /** Local mode only: create the demo and admin accounts. */
    SEED_DEMO_ACCOUNTS: flag,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_PRIVATE_KEY, {
    message: 'JWT_PRIVATE_KEY is required in production',
    path: ['JWT_PRIVATE_KEY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || (env.BILLING_URL && env.TOOLS_URL && env.SALARY_URL && env.PLATFORM_URL), {
    message: 'BILLING_URL, TOOLS_URL, SALARY_URL and PLATFORM_URL are required in production: each holds part of a user’s data, which account deletion must reach',
    path: ['PLATFORM_URL'],
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: the operator is created with that password',
    path: ['ADMIN_PASSWORD'],
  });
export type IdentityConfig = z.infer<typeof identityEnv>;
