// salary's environment. Locally the launcher fills it; OPENAI_API_KEY switches negotiation from the local engine to OpenAI.
import { port, serviceEnv, url } from '@careerkit/service-kit/config';
import { z } from 'zod';

export const salaryEnv = serviceEnv.extend({
  PORT: port(4004),
  MONGODB_DB: z.string().default('salary'),
  /** billing's base URL: every run reserves, commits or refunds a use there. */
  BILLING_URL: z.url({ error: 'is required: billing’s base URL (e.g. http://127.0.0.1:4002)' }),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url.optional(),
  OPENAI_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  /** The local engine's time box per negotiation, a wait for a free worker included (default 20 s). */
  ENGINE_RUN_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
  /** The local engine's worker threads (default: one per core). */
  ENGINE_THREADS: z.coerce.number().int().min(1).optional(),
  /** Where the reference data is read from (default: services/salary/data). */
  SALARY_DATA_DIR: z.string().optional(),
});
export type SalaryConfig = z.infer<typeof salaryEnv>;
