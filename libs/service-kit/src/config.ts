// Every process reads its env through a zod schema and fails fast with the whole list of what is wrong.
import { z } from 'zod';

export class ConfigError extends Error {}

export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`).join('\n');
  throw new ConfigError(`Invalid configuration:\n${problems}`);
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const url = z.url({ error: 'must be a URL' });
export const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** What every service reads. */
export const serviceEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Services answer only the gateway and each other: loopback unless a deployment sets e.g. 0.0.0.0 (Kubernetes). */
  HOST: z.string().default('127.0.0.1'),
  MONGODB_URI: z.string({ error: 'is required (e.g. mongodb://127.0.0.1:27027/?directConnection=true)' }).regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI'),
  /** Shared secret for /internal/* calls between services; never reachable through the gateway. */
  INTERNAL_KEY: z.string({ error: 'is required: the shared key for /internal/* calls' }).min(16, 'must be at least 16 characters'),
  /** identity's base URL, for its JWKS and internal user routes (the account's state, asked on every write). */
  IDENTITY_URL: url,
});
export type ServiceEnv = z.infer<typeof serviceEnv>;
