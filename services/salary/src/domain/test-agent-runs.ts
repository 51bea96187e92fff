// The test agent's synthetic runs (platform's test agent, spec part 2 §3): the real benchmark and negotiation paths as
// a service account that billing never charges and whose runs are kept in no one's history.
import type { BillingUsage } from '../data/billing';
import { salaryRuns, type SalaryRunsDeps } from './salary-runs';

export const TEST_AGENT_ACCOUNT = 'test-agent';

/** Its uses are never reserved in billing, so never charged. */
const UNCHARGED: BillingUsage = {
  reserve: async () => ({ reservationId: TEST_AGENT_ACCOUNT, isPreview: false, expiresAt: Number.MAX_SAFE_INTEGER }),
  commit: async () => undefined,
  refund: async () => undefined,
};

export const testAgentRuns = (deps: SalaryRunsDeps) => salaryRuns({ ...deps, usage: UNCHARGED, runs: { ...deps.runs, record: async () => undefined }, deleted: { refuseIfDeleted: async () => undefined } });
