// Starts mongo-lite, identity, billing (with the Stripe emulator, so a test can buy uses) and the salary service
// in-process for a test file. Further salary instances (e.g. with a failing AI engine) share billing and the database.
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import type { AiEngine } from '@careerkit/ai/port';
import { loadConfig } from '@careerkit/service-kit/config';
import type { RunningService } from '@careerkit/service-kit/service';
import request from 'supertest';
import { newUserId, startBilling, type BillingUnderTest } from '../../billing/test/start-billing';
import { salaryEnv } from '../src/config';
import { loadReferenceData } from '../src/data/reference-data';
import { createSalary, type SalaryOptions } from '../src/server';

export { newUserId };

/** auth, usageOf and buy are billing's, on the same users. */
export interface SalaryUnderTest extends Pick<BillingUnderTest, 'auth' | 'usageOf' | 'buy'> {
  salary: RunningService;
  billing: BillingUnderTest;
  api: ReturnType<typeof request>;
  /** The engine the service runs (the local engine: no OPENAI_API_KEY; the service runs it in its worker pool), for what a run should answer. */
  engine: AiEngine;
  /** The user's salary runs as recorded (tool_usage), newest first. */
  historyOf(userId: string): Promise<Record<string, unknown>[]>;
  /** Another salary service on the same billing and database, with these options and env (other reference data, another BILLING_URL). */
  startAnother(options: SalaryOptions, env?: Record<string, string>): Promise<ReturnType<typeof request>>;
  stop(): Promise<void>;
}

const referenceData = loadReferenceData();

/** `shared.billing`: run on a billing (and its database) another harness started, and leave it running on stop. */
export async function startSalary(shared?: { billing: BillingUnderTest }): Promise<SalaryUnderTest> {
  const billing = shared?.billing ?? (await startBilling({ stripe: true }));
  const config = loadConfig(salaryEnv, billing.serviceEnv());
  const salary = await createSalary(config, { referenceData });
  const others: RunningService[] = [];
  const { auth } = billing;
  return {
    salary,
    billing,
    api: request(salary.url),
    engine: createAiEngine({}),
    auth,
    usageOf: billing.usageOf,
    buy: billing.buy,
    historyOf: (userId) => salary.db.collection('tool_usage').find({ userId }).sort({ createdAt: -1 }).toArray(),
    async startAnother(extra, env = {}) {
      const other = await createSalary(loadConfig(salaryEnv, { ...billing.serviceEnv(), ...env }), { referenceData, ...extra });
      others.push(other);
      return request(other.url);
    },
    async stop() {
      for (const other of others) await other.stop();
      await salary.stop();
      if (!shared) await billing.stop();
    },
  };
}
