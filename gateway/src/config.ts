// The gateway's environment: where each service lives, limits, caches, and the built front-end.
import { flag, port, url } from '@careerkit/service-kit/config';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const ms = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const gatewayEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  PORT: port(8080),
  /** The gateway is the public edge: every interface unless told otherwise (services bind to loopback). */
  HOST: z.string().optional(),
  INTERNAL_KEY: z.string({ error: 'is required: the shared key for /internal/* calls' }).min(16, 'must be at least 16 characters'),
  IDENTITY_URL: url,
  /** A service whose URL is not set answers 503 until it is deployed. */
  BILLING_URL: url.optional(),
  TOOLS_URL: url.optional(),
  SALARY_URL: url.optional(),
  PLATFORM_URL: url.optional(),
  REDIS_URL: z.string().optional(),
  /** Only behind a load balancer that sets X-Forwarded-For: otherwise clients could choose their own IP. */
  TRUST_PROXY: flag,
  /** The built shell and remotes; when set, the gateway serves them with an SPA fallback. */
  WEB_ROOT: z.string().optional(),
  /** Origins besides the site's own that serve front-end code (remotes on a CDN), comma-separated: the CSP allows them, as it allows the origins /remotes.json names. */
  CSP_ASSET_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter(Boolean).map((origin) => (URL.canParse(origin) ? new URL(origin).origin : origin)))
    .pipe(z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be comma-separated http(s) origins, e.g. https://cdn.example.com'))),
  /** Requests per minute per client IP on all /api routes, on sign-in routes, and per user on AI runs and on uploads. */
  RATE_LIMIT_PER_MINUTE: count(300),
  AUTH_RATE_LIMIT_PER_MINUTE: count(30),
  AI_RATE_LIMIT_PER_MINUTE: count(20),
  /** Each upload costs a text extraction: 30 a minute is far more than a person picking files needs. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: count(30),
  /** Payment-provider webhook deliveries per source address (Stripe sends from a few addresses). */
  WEBHOOK_RATE_LIMIT_PER_MINUTE: count(120),
  ACCOUNT_STATE_CACHE_MS: ms(30_000),
  SYSTEM_CONFIG_CACHE_MS: ms(60_000),
  UPSTREAM_TIMEOUT_MS: ms(120_000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
