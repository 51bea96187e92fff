// salary: createSalary() starts the service; tests run it in-process on port 0.
import type { AiEngine } from '@careerkit/ai/port';
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import { createTokenVerifier } from '@careerkit/service-kit/jwt';
import { BenchmarkRequest, NegotiateRequest } from '@careerkit/contracts/salary';
import { handleInternal } from '@careerkit/service-kit/http';
import { internalClient, requireInternalKey } from '@careerkit/service-kit/internal';
import Router from '@koa/router';
import { runHistoryAdminRoutes } from '@careerkit/service-kit/run-history-admin';
import { startService, type RunningService } from '@careerkit/service-kit/service';
import { userDataRoutes } from '@careerkit/service-kit/user-data';
import { salaryRoutes } from './api/salary-routes';
import type { SalaryConfig } from './config';
import { billingUsage, type BillingUsage } from './data/billing';
import { loadReferenceData } from './data/reference-data';
import { runRepository } from './data/runs';
import { createBenchmarker } from './domain/benchmark';
import type { ReferenceData } from './domain/reference';
import { salaryRuns } from './domain/salary-runs';
import { userData } from './domain/user-data';

export interface SalaryOptions {
  /** Another AI engine than the one the env picks (tests: a failing provider). */
  ai?: AiEngine;
  /** Reference data already loaded (tests share one copy). */
  referenceData?: ReferenceData;
}

/** The test agent's account: its runs are never reserved in billing, so never charged. */
const TEST_AGENT_ACCOUNT = 'test-agent';
const UNCHARGED: BillingUsage = {
  reserve: async () => ({ reservationId: 'test-agent', isPreview: false }),
  commit: async () => undefined,
  refund: async () => undefined,
};

export async function createSalary(config: SalaryConfig, options: SalaryOptions = {}): Promise<RunningService> {
  // Read and checked before anything listens: malformed data stops the start with the file's name.
  const referenceData = options.referenceData ?? loadReferenceData(config.SALARY_DATA_DIR);
  const benchmarker = createBenchmarker(referenceData);
  return startService({
    name: 'salary',
    port: config.PORT,
    host: config.HOST,
    internalKey: config.INTERNAL_KEY,
    logLevel: config.LOG_LEVEL,
    mongo: { uri: config.MONGODB_URI, dbName: config.MONGODB_DB },
    setup: async (router, { db, logger }) => {
      const ai = options.ai ?? createAiEngine(config, logger);
      logger.info({ engine: ai.name, occupations: referenceData.wages.occupations.length, release: referenceData.wages.source.release }, 'salary reference data loaded');
      const runs = runRepository(db);
      const usage = billingUsage(internalClient(config.BILLING_URL, config.INTERNAL_KEY));
      salaryRoutes(router, salaryRuns({ usage, runs, benchmarker, ai, logger }), createTokenVerifier(config.IDENTITY_URL));
      userDataRoutes(router, userData({ runs }), config.INTERNAL_KEY);
      runHistoryAdminRoutes(router, db, config.INTERNAL_KEY);
      // The test agent's synthetic runs: the real benchmark and negotiation paths as a service account that billing
      // never charges and whose runs are not kept in anyone's history.
      const serviceAccount = salaryRuns({ usage: UNCHARGED, runs: { ...runs, record: async () => undefined }, benchmarker, ai, logger });
      const synthetic = new Router({ prefix: '/internal/synthetic' });
      synthetic.use(requireInternalKey(config.INTERNAL_KEY));
      handleInternal(synthetic, 'post', '/salary-benchmark', BenchmarkRequest, ({ input }) => serviceAccount.benchmark(TEST_AGENT_ACCOUNT, input));
      handleInternal(synthetic, 'post', '/salary-negotiation', NegotiateRequest, ({ input }) => serviceAccount.negotiate(TEST_AGENT_ACCOUNT, input));
      router.use(synthetic.routes());
      await runs.ensureIndexes();
    },
  });
}
