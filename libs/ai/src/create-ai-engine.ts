// Picks the adapter: OpenAI when a key is set, else the deterministic local engine.
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

export function createAiEngine(env: AiEnv, logger?: AiLogger): AiEngine {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return createLocalEngine();
  const timeoutMs = Number(env.OPENAI_TIMEOUT_MS ?? '') || undefined;
  return createOpenAiEngine({ apiKey, baseURL: env.OPENAI_BASE_URL?.trim() || undefined, model: env.OPENAI_MODEL?.trim() || undefined, timeoutMs }, logger);
}
