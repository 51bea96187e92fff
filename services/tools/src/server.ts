// tools: createTools() starts the service; tests run it in-process on port 0 and may hand it an AI engine.
import { createServiceAiEngine } from '@careerkit/ai/create-ai-engine';
import type { AiEngine } from '@careerkit/ai/port';
import { deletedUsers } from '@careerkit/service-kit/deleted-users';
import { handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import { runHistoryAdminRoutes } from '@careerkit/service-kit/run-history-admin';
import { fromEnv, startService, type RunningService } from '@careerkit/service-kit/service';
import { identitySessions } from '@careerkit/service-kit/signed-in';
import { userDataRoutes } from '@careerkit/service-kit/user-data';
import { ResumeAnalysisRequest, ResumeScannerRequest } from '@careerkit/contracts/tools';
import { CoverLetterInput, GhostJobInput, LinkedInInput } from './api/tool-requests';
import { toolRoutes } from './api/tool-routes';
import { UPLOAD_PATHS, uploadRoutes } from './api/upload-routes';
import type { ToolsConfig } from './config';
import { billingUseMeter, type UseMeter } from './data/billing';
import { textExtractor } from './data/text-extraction';
import { toolRunRepository } from './data/tool-runs';
import { uploadRepository } from './data/uploads';
import { MAX_INFLATED_BYTES } from './domain/file-types';
import { MAX_RESUME_CHARS, resumeUploads } from './domain/resume-upload';
import { engineLanes, NO_LANES, type EngineLanes } from './domain/engine-lanes';
import { toolRuns } from './domain/tool-runs';
import { checkedUploads, userData } from './domain/user-data';
import { TOOLS } from './domain/tools';

export interface ToolsOptions {
  /** The AI engine; by default OpenAI when OPENAI_API_KEY is set, else the local engine in a worker pool. */
  ai?: AiEngine;
}

/** The test agent's runs are never reserved in billing, so never charged. */
const UNCHARGED: UseMeter = {
  reserve: async () => ({
    reservationId: 'test-agent',
    isPreview: false,
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    usage: { used: 0, limit: 'unlimited', hasPayment: true, source: 'paid' },
  }),
  commit: async () => undefined,
  refund: async () => undefined,
  paidLimit: async () => undefined,
};

export async function createTools(config: ToolsConfig, options: ToolsOptions = {}): Promise<RunningService> {
  let closeEngine = async () => undefined as void;
  let closeExtractor = async () => undefined as void;
  const service = await startService({
    name: 'tools',
    ...fromEnv(config),
    rawBodyPaths: UPLOAD_PATHS,
    setup: async (router, { db, logger }) => {
      let ai = options.ai;
      let lanes: EngineLanes = NO_LANES;
      if (!ai) {
        const own = createServiceAiEngine(config, logger);
        closeEngine = () => own.close();
        ai = own;
        // A worker is always left for other users while one user's runs work (when there are two or more).
        if (own.threads) lanes = engineLanes({ perUser: Math.max(1, own.threads - 1), waitLimitMs: config.ENGINE_RUN_TIMEOUT_MS });
      }
      logger.info({ engine: ai.name }, 'AI engine ready');
      const runs = toolRunRepository(db);
      const uploads = uploadRepository(db);
      const sessions = identitySessions(config.IDENTITY_URL, config.INTERNAL_KEY);
      const deleted = deletedUsers(db, userData({ runs, uploads }));

      toolRoutes(router, toolRuns({ meter: billingUseMeter(config.BILLING_URL, config.INTERNAL_KEY), ai, lanes, runs, deleted, logger }), sessions);
      const extractor = textExtractor({
        timeoutMs: config.EXTRACTION_TIMEOUT_MS,
        maxChars: MAX_RESUME_CHARS,
        maxInflatedBytes: MAX_INFLATED_BYTES,
        concurrency: config.EXTRACTION_CONCURRENCY,
        queue: config.EXTRACTION_QUEUE,
        memoryMb: config.EXTRACTION_MEMORY_MB,
      });
      closeExtractor = () => extractor.close();
      uploadRoutes(router, resumeUploads({ uploads: checkedUploads(uploads, deleted), extractor, logger }), sessions);

      userDataRoutes(router, deleted.owner, config.INTERNAL_KEY);
      runHistoryAdminRoutes(router, db, config.INTERNAL_KEY);
      // The test agent's synthetic runs: each tool's real path as a service account that billing never charges and
      // whose runs are not kept in anyone's history.
      const serviceAccount = toolRuns({
        meter: UNCHARGED,
        ai,
        runs: { ...runs, started: async () => 'test-agent', completed: async () => undefined, failed: async () => undefined },
        deleted: { refuseIfDeleted: async () => undefined },
        logger,
      });
      mountInternal(router, '/internal/synthetic', config.INTERNAL_KEY, (synthetic) => {
        handleInternal(synthetic, 'post', '/cover-letter-writer', CoverLetterInput, ({ input }) => serviceAccount.run(TOOLS.coverLetter, 'test-agent', input));
        handleInternal(synthetic, 'post', '/linkedin-optimizer', LinkedInInput, ({ input }) => serviceAccount.run(TOOLS.linkedin, 'test-agent', input));
        handleInternal(synthetic, 'post', '/resume-scanner', ResumeScannerRequest, ({ input }) => serviceAccount.run(TOOLS.resumeScanner, 'test-agent', input));
        handleInternal(synthetic, 'post', '/resume-analysis', ResumeAnalysisRequest, ({ input }) => serviceAccount.run(TOOLS.resumeAnalysis, 'test-agent', input));
        handleInternal(synthetic, 'post', '/ghost-job-detector', GhostJobInput, ({ input }) => serviceAccount.run(TOOLS.ghostJob, 'test-agent', input));
      });

      await Promise.all([runs.ensureIndexes(), uploads.ensureIndexes(), deleted.ensureIndexes()]);
    },
  });
  return {
    ...service,
    async stop() {
      await service.stop();
      await Promise.all([closeEngine(), closeExtractor()]);
    },
  };
}
