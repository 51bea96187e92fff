// Starts mongo-lite, identity, billing (with the Stripe emulator, so a test can buy uses) and platform in-process for a
// test file. Tests make users through identity's real sign-up and tokens through its real sign-in.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@careerkit/service-kit/config';
import type { RunningService } from '@careerkit/service-kit/service';
import request from 'supertest';
import { INTERNAL_KEY, startBilling, type BillingUnderTest, type StartOptions as BillingStartOptions } from '../../billing/test/start-billing';
import { OPERATOR } from '../../identity/test/start-identity';
import { startSalary } from '../../salary/test/start-salary';
import { startTools } from '../../tools/test/start-tools';
import { platformEnv } from '../src/config';
import { createPlatform } from '../src/server';

export { INTERNAL_KEY, OPERATOR };
export const TEST_DOMAIN = 'qa.example.test';

export interface Account {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

export interface PlatformUnderTest {
  platform: RunningService;
  billing: BillingUnderTest;
  /** The tools service (its run history is one of the admin's sources). */
  tools: RunningService;
  salary?: RunningService;
  api: ReturnType<typeof request>;
  identityApi: ReturnType<typeof request>;
  outbox: string;
  /** Registers (or signs in) an account through identity and returns its token. */
  signUp(email: string, password?: string): Promise<Account>;
  operator(): Promise<Account>;
  /** Another platform process on the same database and services (a second replica); the caller stops it. */
  replica(): Promise<RunningService>;
  /** Mails written to the outbox for `to`. */
  mailsTo(to: string): { subject: string; text: string }[];
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Where platform finds tools and salary (default: the tools service started here; no salary unless `salary`). */
  urls?: { tools?: string; salary?: string };
  /** Start the salary service too (it loads its reference data: a few seconds). */
  salary?: boolean;
  billingEnv?: Record<string, string>;
  /** Billing's options, e.g. the clock its reservations are judged by. */
  billingOptions?: BillingStartOptions['options'];
}

export async function startPlatform(env: Record<string, string> = {}, options: StartOptions = {}): Promise<PlatformUnderTest> {
  const billing = await startBilling({ stripe: true, env: options.billingEnv, options: options.billingOptions });
  const salary = options.salary ? (await startSalary({ billing })).salary : undefined;
  const { tools } = await startTools({ billing });
  const outbox = mkdtempSync(join(tmpdir(), 'platform-outbox-'));
  const config = loadConfig(platformEnv, {
    ...billing.serviceEnv(),
    TOOLS_URL: options.urls?.tools ?? tools.url,
    ...((options.urls?.salary ?? salary?.url) ? { SALARY_URL: options.urls?.salary ?? salary?.url } : {}),
    OUTBOX_DIR: outbox,
    SUPPORT_EMAIL: 'help@careerkit.test',
    TEST_EMAIL_DOMAIN: TEST_DOMAIN,
    ...env,
  });
  const platform = await createPlatform(config);
  const identityApi = request(billing.identity.identity.url);
  const signIn = async (email: string, password: string): Promise<Account> => {
    const res = await identityApi.post('/api/auth/login').send({ email, password }).expect(200);
    return { id: res.body.user.id, email, token: res.body.token, auth: { authorization: `Bearer ${res.body.token}` } };
  };
  return {
    platform,
    billing,
    tools,
    salary,
    api: request(platform.url),
    identityApi,
    outbox,
    async signUp(email, password = 'secret-pass-1') {
      const username = email.split('@')[0].replace(/[^a-z0-9_]/gi, '_').slice(0, 20) + Math.floor(Math.random() * 1000);
      const res = await identityApi.post('/api/auth/register').send({ email, username, password });
      if (res.status !== 201) return signIn(email, password);
      return { id: res.body.user.id, email, token: res.body.token, auth: { authorization: `Bearer ${res.body.token}` } };
    },
    operator: () => signIn(OPERATOR.email, OPERATOR.password),
    replica: () => createPlatform(config),
    mailsTo(to) {
      return readdirSync(outbox)
        .filter((f) => f.includes(to))
        .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { subject: string; text: string });
    },
    async stop() {
      await platform.stop();
      await tools.stop();
      await salary?.stop();
      await billing.stop();
    },
  };
}
