// The local AI engine with a provider that fails on negotiation, as OpenAI does when it is down or slow.
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import { AiEngineError, type AiEngine, type AiFailure } from '@careerkit/ai/port';

export function failingEngine(failure: AiFailure): AiEngine {
  return {
    ...createAiEngine({}),
    negotiate: () => Promise.reject(new AiEngineError(failure, `provider ${failure}`)),
  };
}
