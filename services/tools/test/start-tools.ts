// Starts mongo-lite, identity, billing (with the Stripe emulator, so a test can buy uses) and the tools service
// in-process for a test file. Further tools instances (e.g. with a failing engine) share the same billing and database.
import type { AiEngine } from '@careerkit/ai/port';
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import { loadConfig } from '@careerkit/service-kit/config';
import type { RunningService } from '@careerkit/service-kit/service';
import request from 'supertest';
import { newUserId, startBilling, type BillingUnderTest } from '../../billing/test/start-billing';
import { toolsEnv } from '../src/config';
import { createTools } from '../src/server';

export { newUserId };

/** auth, usageOf and buy are billing's, on the same users. */
export interface ToolsUnderTest extends Pick<BillingUnderTest, 'auth' | 'usageOf' | 'buy'> {
  tools: RunningService;
  billing: BillingUnderTest;
  api: ReturnType<typeof request>;
  /** The real local engine in this process: the service runs the same engine, in its worker pool. */
  engine: AiEngine;
  /** Another tools service on the same billing and database, with the given engine (by default its own pool) and env. */
  startAnother(ai?: AiEngine, env?: Record<string, string>): Promise<{ tools: RunningService; api: ReturnType<typeof request> }>;
  stop(): Promise<void>;
}

/**
 * `shared.billing`: run on a billing (and its database) another harness started, and leave it running on stop.
 * `env`: the tools service's env beside what billing's harness gives (e.g. ENGINE_RUN_TIMEOUT_MS, its extraction limits).
 */
export async function startTools(shared?: { billing: BillingUnderTest }, env: Record<string, string> = {}): Promise<ToolsUnderTest> {
  const billing = shared?.billing ?? (await startBilling({ stripe: true }));
  const configFor = (extra: Record<string, string> = {}) => loadConfig(toolsEnv, { ...billing.serviceEnv(), ...env, ...extra });
  const engine = createAiEngine({});
  const tools = await createTools(configFor());
  const others: RunningService[] = [];
  const { auth } = billing;
  return {
    tools,
    billing,
    api: request(tools.url),
    engine,
    auth,
    usageOf: billing.usageOf,
    buy: billing.buy,
    async startAnother(ai, extra) {
      const other = await createTools(configFor(extra), { ai });
      others.push(other);
      return { tools: other, api: request(other.url) };
    },
    async stop() {
      for (const other of others) await other.stop();
      await tools.stop();
      if (!shared) await billing.stop();
    },
  };
}
