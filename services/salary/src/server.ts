// salary: createSalary() starts the service; tests run it in-process on port 0.
import type { AiEngine } from '@careerkit/ai/port';
import { createServiceAiEngine } from '@careerkit/ai/create-ai-engine';
import { deletedUsers } from '@careerkit/service-kit/deleted-users';
import { internalClient } from '@careerkit/service-kit/internal';
import { runHistoryAdminRoutes } from '@careerkit/service-kit/run-history-admin';
import { fromEnv, startService, type RunningService } from '@careerkit/service-kit/service';
import { identitySessions } from '@careerkit/service-kit/signed-in';
import { userDataRoutes } from '@careerkit/service-kit/user-data';
import { salaryRoutes } from './api/salary-routes';
import { syntheticRoutes } from './api/synthetic-routes';
import type { SalaryConfig } from './config';
import { billingUsage } from './data/billing';
import { loadReferenceData } from './data/reference-data';
import { runRepository } from './data/runs';
import { createBenchmarker } from './domain/benchmark';
import type { ReferenceData } from './domain/reference';
import { salaryRuns } from './domain/salary-runs';
import { testAgentRuns } from './domain/test-agent-runs';
import { userData } from './domain/user-data';

export interface SalaryOptions {
  /** Another AI engine than the one the env picks (OpenAI, else the local engine in a worker pool); tests: a failing provider. */
  ai?: AiEngine;
  /** Reference data already loaded (tests share one copy). */
  referenceData?: ReferenceData;
}

export async function createSalary(config: SalaryConfig, options: SalaryOptions = {}): Promise<RunningService> {
  // Read and checked before anything listens: malformed data stops the start with the file's name.
  const referenceData = options.referenceData ?? loadReferenceData(config.SALARY_DATA_DIR);
  const benchmarker = createBenchmarker(referenceData);
  let closeEngine = async () => undefined as void;
  const service = await startService({
    name: 'salary',
    ...fromEnv(config),
    setup: async (router, { db, logger }) => {
      let ai = options.ai;
      if (!ai) {
        // The local engine's negotiation runs synchronously: in worker threads it never holds up this service.
        const own = createServiceAiEngine(config, logger, ['negotiate']);
        closeEngine = () => own.close();
        ai = own;
      }
      logger.info({ engine: ai.name, occupations: referenceData.wages.occupations.length, release: referenceData.wages.source.release }, 'salary reference data loaded');
      const runs = runRepository(db);
      const deleted = deletedUsers(db, userData({ runs }));
      const deps = { usage: billingUsage(internalClient(config.BILLING_URL, config.INTERNAL_KEY)), runs, deleted, benchmarker, ai, logger };
      const sessions = identitySessions(config.IDENTITY_URL, config.INTERNAL_KEY);
      salaryRoutes(router, salaryRuns(deps), sessions);
      userDataRoutes(router, deleted.owner, config.INTERNAL_KEY);
      runHistoryAdminRoutes(router, db, config.INTERNAL_KEY);
      syntheticRoutes(router, testAgentRuns(deps), config.INTERNAL_KEY);
      await Promise.all([runs.ensureIndexes(), deleted.ensureIndexes()]);
    },
  });
  return {
    ...service,
    async stop() {
      await service.stop();
      await closeEngine();
    },
  };
}
