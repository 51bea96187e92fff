// tools: createTools() starts the service; tests run it in-process on port 0 and may hand it an AI engine.
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import type { AiEngine } from '@careerkit/ai/port';
import { createTokenVerifier } from '@careerkit/service-kit/jwt';
import { runHistoryAdminRoutes } from '@careerkit/service-kit/run-history-admin';
import { startService, type RunningService } from '@careerkit/service-kit/service';
import { toolRoutes } from './api/tool-routes';
import { UPLOAD_PATHS, uploadRoutes } from './api/upload-routes';
import type { ToolsConfig } from './config';
import { billingUseMeter } from './data/billing';
import { textExtractor } from './data/text-extraction';
import { toolRunRepository } from './data/tool-runs';
import { uploadRepository } from './data/uploads';
import { MAX_RESUME_CHARS, resumeUploads } from './domain/resume-upload';
import { toolRuns } from './domain/tool-runs';

export interface ToolsOptions {
  /** The AI engine; by default OpenAI when OPENAI_API_KEY is set, else the local engine. */
  ai?: AiEngine;
}

export async function createTools(config: ToolsConfig, options: ToolsOptions = {}): Promise<RunningService> {
  return startService({
    name: 'tools',
    port: config.PORT,
    host: config.HOST,
    internalKey: config.INTERNAL_KEY,
    logLevel: config.LOG_LEVEL,
    mongo: { uri: config.MONGODB_URI, dbName: config.MONGODB_DB },
    rawBodyPaths: UPLOAD_PATHS,
    setup: async (router, { db, logger }) => {
      const ai = options.ai ?? createAiEngine(config, logger);
      logger.info({ engine: ai.name }, 'AI engine ready');
      const runs = toolRunRepository(db);
      const uploads = uploadRepository(db);
      const verify = createTokenVerifier(config.IDENTITY_URL);

      toolRoutes(router, toolRuns({ meter: billingUseMeter(config.BILLING_URL, config.INTERNAL_KEY), ai, runs, logger }), verify);
      uploadRoutes(
        router,
        resumeUploads({ uploads, extractor: textExtractor({ timeoutMs: config.EXTRACTION_TIMEOUT_MS, maxChars: MAX_RESUME_CHARS }), logger }),
        verify,
      );

      runHistoryAdminRoutes(router, db, config.INTERNAL_KEY);

      await Promise.all([runs.ensureIndexes(), uploads.ensureIndexes()]);
    },
  });
}
