// Picks the adapter: OpenAI when a key is set, else the deterministic local engine.
import { createPooledLocalEngine } from './engine-pool';
import type { WarmUpTool } from './local-engine-task';
import type { Grounding } from './openai/grounding';
import type { AiEngine, AiLogger } from './port';
import { createLocalEngine } from './local/local-engine';
import { createOpenAiEngine } from './openai/openai-engine';

export interface AiEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** Milliseconds per request; a string straight from process.env is accepted. */
  OPENAI_TIMEOUT_MS?: number | string;
}

export interface ServiceAiEnv extends AiEnv {
  /** The local engine's time box per run, queue included (default 20000). */
  ENGINE_RUN_TIMEOUT_MS?: number;
  /** The local engine's worker threads (default: one per core). */
  ENGINE_THREADS?: number;
}

/** The engine in this process (benches, tests that compare a service's answer with the engine's). */
export function createAiEngine(env: AiEnv, logger?: AiLogger): AiEngine {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return createLocalEngine();
  return openAi(env, apiKey, logger);
}

function openAi(env: AiEnv, apiKey: string, logger?: AiLogger, grounding?: Grounding): AiEngine {
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? '') || undefined;
  return createOpenAiEngine({ apiKey, baseURL: env.OPENAI_BASE_URL?.trim() || undefined, model: env.OPENAI_MODEL?.trim() || undefined, timeoutMs, grounding }, logger);
}

export interface ServiceAiEngine extends AiEngine {
  /** The local engine's worker threads; undefined for OpenAI (its runs wait on the network, not on a core). */
  readonly threads?: number;
  /** Resolves once the engine can answer at once (the local engine's workers loaded); warming starts on creation. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The engine a service answers with: the local engine in a pool of worker threads, so a long run never holds up the
 * service's event loop; or, when a key is set, OpenAI, whose local analysis before the call (the findings and scores
 * it is grounded in) runs in that pool too, and which then waits on the network. ready() when warm, close()
 * on stop. `serves`: the tools the service answers with, which its workers warm up (default: every tool).
 */
export function createServiceAiEngine(env: ServiceAiEnv, logger?: AiLogger, serves?: readonly WarmUpTool[]): ServiceAiEngine {
  const pool = createPooledLocalEngine({ runTimeoutMs: env.ENGINE_RUN_TIMEOUT_MS, threads: env.ENGINE_THREADS, warmUp: serves });
  logger?.info({ threads: pool.threads, runTimeoutMs: env.ENGINE_RUN_TIMEOUT_MS }, 'local engine pool started');
  // Warmed at once, while the service already listens: start-up does not wait, an early run waits for the warm-up
  // and then has its whole time box. ready() is this one warm-up.
  const warm = pool.ready();
  warm.then(
    () => logger?.info({ threads: pool.threads }, 'engine workers ready'),
    (error: Error) => logger?.warn({ err: error }, 'engine warm-up did not finish'),
  );
  const ready = () => warm;
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return Object.assign(pool, { ready });
  // threads stays undefined: an OpenAI run mostly waits on the network, so it is not held to the workers' lanes
  return Object.assign(openAi(env, apiKey, logger, pool.grounding), { ready, close: () => pool.close() });
}
