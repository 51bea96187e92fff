// The tools service's environment. Locally the launcher fills it; OPENAI_API_KEY switches the runs from the local
// engine to OpenAI with no code change.
import { DEFAULT_ENGINE_RUN_TIMEOUT_MS } from '@careerkit/ai/engine-pool';
import { port, serviceEnv, url } from '@careerkit/service-kit/config';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const toolsEnv = serviceEnv.extend({
  PORT: port(4003),
  MONGODB_DB: z.string().default('tools'),
  /** billing's base URL: every run reserves, then commits or refunds, one use there. */
  BILLING_URL: url,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: url.optional(),
  OPENAI_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  /** How long text extraction from one uploaded file may take before it is given up. */
  EXTRACTION_TIMEOUT_MS: ms(20_000),
  /** Files parsed at once (a process each; by default one per core), and how many more may wait for a turn (default 4 per slot). */
  EXTRACTION_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  EXTRACTION_QUEUE: z.coerce.number().int().min(0).optional(),
  /** How far one file may grow its parser's process (resident memory, decoded buffers included) before it is stopped. */
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(16).default(64),
  /**
   * The local engine's time box per run, a wait for a free worker included: a run past it fails with the tool's
   * message and its use is refunded. Billing's RESERVATION_TTL_MS must comfortably exceed it plus the commit's retries.
   */
  ENGINE_RUN_TIMEOUT_MS: ms(DEFAULT_ENGINE_RUN_TIMEOUT_MS),
  /** The local engine's worker threads (default: one per core). */
  ENGINE_THREADS: z.coerce.number().int().min(1).optional(),
});
export type ToolsConfig = z.infer<typeof toolsEnv>;
