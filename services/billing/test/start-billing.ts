// Starts mongo-lite, identity (its JWKS verifies the tokens), the Stripe emulator and billing in-process for a test file.
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import { loadConfig } from '@careerkit/service-kit/config';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import type { RunningService } from '@careerkit/service-kit/service';
import { startStripeEmulator, type StripeEmulator } from '@careerkit/stripe-emulator';
import Stripe from 'stripe';
import request from 'supertest';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { billingEnv } from '../src/config';
import { createBilling, type BillingOptions } from '../src/server';

export { INTERNAL_KEY };
export const STRIPE_KEYS = {
  secret: 'sk_test_billing_component_tests',
  publishable: 'pk_test_billing_component_tests',
  webhook: 'whsec_billing_component_tests',
};
export const WEBHOOK_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'];

export interface BillingUnderTest {
  billing: RunningService;
  identity: IdentityUnderTest;
  mongo: MongoLite;
  emulator?: StripeEmulator;
  /** The stripe SDK on the emulator, as the browser's card confirmation would act on it. */
  stripe?: Stripe;
  api: ReturnType<typeof request>;
  /** A bearer token for the user, signed by identity. */
  tokenFor(userId: string): Promise<string>;
  /** The Authorization header for the user. */
  auth(userId: string): Promise<{ authorization: string }>;
  /** The user's uses of a tool, as billing shows them. */
  usageOf(userId: string, toolName: string): Promise<{ used: number; limit: number | string; hasPayment: boolean; source: string }>;
  /** Buys the tool's paid uses through billing and the Stripe emulator, as the payment dialog does (needs `stripe: true`). */
  buy(userId: string, toolName: string): Promise<void>;
  /** The env of a service that runs behind this billing: test logging, any port, the database, the internal key, identity and billing. */
  serviceEnv(): Record<string, string>;
  /** A call to billing's /internal routes with the internal key. */
  internal(method: 'get' | 'post' | 'put', path: string, body?: object): request.Test;
  /** Starts billing again on the same database (what a redeploy or a second replica sees). */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Start the Stripe emulator and give billing its keys. */
  stripe?: boolean;
  /** Point the emulator's webhook at billing (otherwise tests deliver events themselves). */
  webhook?: boolean;
  env?: Record<string, string>;
  options?: BillingOptions;
}

export async function startBilling({ stripe = false, webhook = false, env = {}, options }: StartOptions = {}): Promise<BillingUnderTest> {
  const mongo = await startMongoLite({ port: 0 });
  const identity = await startIdentity({ LOG_LEVEL: 'silent' }, undefined, { mongo });
  const emulator = stripe ? await startStripeEmulator({ port: 0, secretKeys: [STRIPE_KEYS.secret], publishableKeys: [STRIPE_KEYS.publishable], retry: { attempts: 3, initialDelayMs: 100, maxDelayMs: 400 } }) : undefined;
  // What billing and every service started behind it share: test logging, any port, the database, the key, identity.
  const sharedEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', MONGODB_URI: mongo.uri, INTERNAL_KEY, IDENTITY_URL: identity.identity.url };
  const configFor = (extra: Record<string, string>) =>
    loadConfig(billingEnv, {
      ...sharedEnv,
      ...(emulator
        ? { STRIPE_SECRET_KEY: STRIPE_KEYS.secret, STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable, STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook, STRIPE_API_BASE: emulator.url }
        : {}),
      ...env,
      ...extra,
    });

  const under: BillingUnderTest = {
    billing: await createBilling(configFor({}), options),
    identity,
    mongo,
    emulator,
    stripe: emulator ? new Stripe(STRIPE_KEYS.secret, { host: '127.0.0.1', port: emulator.port, protocol: 'http', telemetry: false }) : undefined,
    api: undefined as unknown as ReturnType<typeof request>,
    async tokenFor(userId) {
      await accountAtIdentity(identity, userId);
      return identity.signToken({ sub: userId, email: `${userId}@example.com` }, Math.floor(Date.now() / 1000) + 3600);
    },
    auth: async (userId) => ({ authorization: `Bearer ${await under.tokenFor(userId)}` }),
    serviceEnv: () => ({ ...sharedEnv, BILLING_URL: under.billing.url }),
    async usageOf(userId, toolName) {
      return (await under.api.get(`/api/usage/${toolName}?t=${Date.now()}`).set(await under.auth(userId)).expect(200)).body;
    },
    async buy(userId, toolName) {
      const intent = await under.api.post('/api/payments/create-intent').set(await under.auth(userId)).send({ toolName }).expect(200);
      const paymentIntentId = (intent.body.clientSecret as string).split('_secret_')[0];
      await under.stripe!.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
      await under.api.post('/api/payments/confirm').set(await under.auth(userId)).send({ paymentIntentId }).expect(200);
    },
    internal: (method, path, body) => {
      const call = under.api[method](path).set(INTERNAL_KEY_HEADER, INTERNAL_KEY);
      return body ? call.send(body) : call;
    },
    async restart(extra = {}) {
      await under.billing.stop();
      under.billing = await createBilling(configFor(extra), options);
      under.api = request(under.billing.url);
      pointWebhook();
    },
    async stop() {
      await under.billing.stop();
      await emulator?.stop();
      await identity.stop();
      await mongo.stop();
    },
  };
  const pointWebhook = () => {
    if (webhook) emulator?.setWebhook({ url: `${under.billing.url}/api/payments/webhook`, secret: STRIPE_KEYS.webhook, events: WEBHOOK_EVENTS });
  };
  under.api = request(under.billing.url);
  pointWebhook();
  return under;
}

/**
 * The account a test's user id stands for, written straight into identity's users (once): services ask identity
 * whether the account behind a token still exists and is active before they write on its behalf.
 */
async function accountAtIdentity(identity: IdentityUnderTest, userId: string): Promise<void> {
  const users = identity.identity.db.collection('users');
  if (await users.findOne({ _id: userId as never })) return;
  const now = new Date();
  await users
    .insertOne({ _id: userId as never, email: `${userId}@example.com`, username: userId, usernameKey: userId.toLowerCase(), passwordHash: 'no-password', role: 'user', isActive: true, tokenVersion: 0, createdAt: now, updatedAt: now })
    .catch((error: { code?: number }) => {
      if (error.code !== 11000) throw error; // a twin call made it first
    });
}

/** A user id of its own for each test: tests share one database. */
let users = 0;
export const newUserId = (label = 'user') => `${label}-${++users}-${Date.now().toString(36)}`;
