// POST /internal/synthetic/salary-benchmark and /salary-negotiation: the test agent's runs, internal key only.
import { BenchmarkRequest, NegotiateRequest } from '@careerkit/contracts/salary';
import { handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import Router from '@koa/router';
import type { SalaryRuns } from '../domain/salary-runs';
import { TEST_AGENT_ACCOUNT } from '../domain/test-agent-runs';

export function syntheticRoutes(router: Router, runs: SalaryRuns, internalKey: string): void {
  mountInternal(router, '/internal/synthetic', internalKey, (synthetic) => {
    handleInternal(synthetic, 'post', '/salary-benchmark', BenchmarkRequest, ({ input }) => runs.benchmark(TEST_AGENT_ACCOUNT, input));
    handleInternal(synthetic, 'post', '/salary-negotiation', NegotiateRequest, ({ input }) => runs.negotiate(TEST_AGENT_ACCOUNT, input));
  });
}
