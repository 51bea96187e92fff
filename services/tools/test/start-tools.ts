// Starts mongo-lite, identity, billing (with the Stripe emulator, so a test can buy uses) and the tools service
// in-process for a test file. Further tools instances (e.g. with a failing engine) share the same billing and database.
import type { AiEngine } from '@careerkit/ai/port';
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import { loadConfig } from '@careerkit/service-kit/config';
import type { RunningService } from '@careerkit/service-kit/service';
import request from 'supertest';
import { INTERNAL_KEY, newUserId, startBilling, type BillingUnderTest } from '../../billing/test/start-billing';
import { toolsEnv } from '../src/config';
import { createTools } from '../src/server';

export { newUserId };

export interface ToolsUnderTest {
  tools: RunningService;
  billing: BillingUnderTest;
  api: ReturnType<typeof request>;
  /** The real local engine: what the service runs with unless a test gives it another. */
  engine: AiEngine;
  auth(userId: string): Promise<{ authorization: string }>;
  /** The user's uses of a tool, as billing shows them. */
  usageOf(userId: string, toolName: string): Promise<{ used: number; limit: number | string; hasPayment: boolean; source: string }>;
  /** Buys the tool's paid uses through billing and the Stripe emulator, as the payment dialog does. */
  buy(userId: string, toolName: string): Promise<void>;
  /** Another tools service on the same billing and database. */
  startAnother(ai: AiEngine): Promise<{ tools: RunningService; api: ReturnType<typeof request> }>;
  stop(): Promise<void>;
}

/** `shared.billing`: run on a billing (and its database) another harness started, and leave it running on stop. */
export async function startTools(shared?: { billing: BillingUnderTest }): Promise<ToolsUnderTest> {
  const billing = shared?.billing ?? (await startBilling({ stripe: true }));
  const configFor = () =>
    loadConfig(toolsEnv, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '0',
      MONGODB_URI: billing.mongo.uri,
      INTERNAL_KEY,
      IDENTITY_URL: billing.identity.identity.url,
      BILLING_URL: billing.billing.url,
    });
  const engine = createAiEngine({});
  const tools = await createTools(configFor(), { ai: engine });
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
    async startAnother(ai) {
      const other = await createTools(configFor(), { ai });
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
