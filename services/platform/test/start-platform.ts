// Starts mongo-lite, identity, billing (with the Stripe emulator, so a test can buy uses) and platform in-process for a
// test file. Tests make users through identity's real sign-up and tokens through its real sign-in.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@careerkit/service-kit/config';
import type { RunningService } from '@careerkit/service-kit/service';
import request from 'supertest';
import { INTERNAL_KEY, startBilling, type BillingUnderTest } from '../../billing/test/start-billing';
import { OPERATOR } from '../../identity/test/start-identity';
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
  api: ReturnType<typeof request>;
  identityApi: ReturnType<typeof request>;
  outbox: string;
  /** Registers (or signs in) an account through identity and returns its token. */
  signUp(email: string, password?: string): Promise<Account>;
  operator(): Promise<Account>;
  /** Mails written to the outbox for `to`. */
  mailsTo(to: string): { subject: string; text: string }[];
  stop(): Promise<void>;
}

export async function startPlatform(env: Record<string, string> = {}, options: { urls?: { tools?: string; salary?: string } } = {}): Promise<PlatformUnderTest> {
  const billing = await startBilling({ stripe: true });
  const outbox = mkdtempSync(join(tmpdir(), 'platform-outbox-'));
  const config = loadConfig(platformEnv, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    MONGODB_URI: billing.mongo.uri,
    INTERNAL_KEY,
    IDENTITY_URL: billing.identity.identity.url,
    BILLING_URL: billing.billing.url,
    ...(options.urls?.tools ? { TOOLS_URL: options.urls.tools } : {}),
    ...(options.urls?.salary ? { SALARY_URL: options.urls.salary } : {}),
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
    mailsTo(to) {
      return readdirSync(outbox)
        .filter((f) => f.includes(to))
        .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { subject: string; text: string });
    },
    async stop() {
      await platform.stop();
      await billing.stop();
    },
  };
}
