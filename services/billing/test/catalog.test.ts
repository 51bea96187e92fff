// The tool catalog through HTTP against mongo-lite: the spec's prices and quotas, seeded once, edited by the operator.
import { SPEC_TOOL_CONFIGS } from '@careerkit/contracts/catalog';
import { ConfigError, loadConfig } from '@careerkit/service-kit/config';
import { billingEnv } from '../src/config';
import { startBilling, type BillingUnderTest } from './start-billing';

let t: BillingUnderTest;
beforeAll(async () => {
  t = await startBilling();
});
afterAll(() => t.stop());

const SPEC_CATALOG = {
  'cover-letter-writer': { price: 0.99, freeLimit: 1, paidLimit: 5 },
  'linkedin-optimizer': { price: 0.99, freeLimit: 1, paidLimit: 5 },
  'resume-scanner': { price: 4.99, freeLimit: 1, paidLimit: 8 },
  'resume-analysis': { price: 9.99, freeLimit: 2, paidLimit: 10 },
  'ghost-job-detector': { price: 2.99, freeLimit: 3, paidLimit: 15 },
  'salary-benchmark': { price: 3.99, freeLimit: 1, paidLimit: 5 },
  'salary-negotiation': { price: 7.99, freeLimit: 1, paidLimit: 5 },
};

it("serves the spec's prices (in dollars) and quotas to anyone, keyed by tool", async () => {
  const res = await t.api.get('/api/tool-configs').expect(200);
  expect(Object.keys(res.body).sort()).toEqual(Object.keys(SPEC_CATALOG).sort());
  for (const [name, expected] of Object.entries(SPEC_CATALOG)) {
    expect(res.body[name]).toMatchObject({ name, ...expected, isActive: true });
    expect(res.body[name].displayName).toEqual(expect.any(String));
    expect(res.body[name].description.length).toBeGreaterThan(10);
  }
  expect(res.body['resume-analysis'].displayName).toBe('AI Resume Analysis');
  // The pre-rendered Home and Pricing carry this answer until the live one arrives: they must draw what billing answers.
  expect(res.body).toEqual(SPEC_TOOL_CONFIGS);
});

it("keeps an operator's edit when billing starts again, and puts back only what is missing", async () => {
  await t.internal('put', '/internal/tools/resume-scanner', { price: 5.49, paidLimit: 9, displayName: 'ATS Scanner' }).expect(200);
  await t.billing.db.collection('tool_configs').deleteOne({ _id: 'ghost-job-detector' as never });
  await t.restart();
  const res = await t.api.get('/api/tool-configs').expect(200);
  expect(res.body['resume-scanner']).toMatchObject({ price: 5.49, freeLimit: 1, paidLimit: 9, displayName: 'ATS Scanner' });
  expect(res.body['ghost-job-detector']).toMatchObject(SPEC_CATALOG['ghost-job-detector']);
  await t.internal('put', '/internal/tools/resume-scanner', { price: 4.99, paidLimit: 8, displayName: 'Resume Scanner' }).expect(200);
});

it('lets the operator edit price, limits, active flag, name and description on the internal route', async () => {
  const res = await t.internal('put', '/internal/tools/salary-benchmark', { price: 4.5, freeLimit: 2, isActive: false, description: 'Percentiles.' }).expect(200);
  expect(res.body).toMatchObject({ name: 'salary-benchmark', price: 4.5, freeLimit: 2, paidLimit: 5, isActive: false, description: 'Percentiles.' });
  const list = await t.internal('get', '/internal/tools').expect(200);
  expect(list.body.tools).toHaveLength(7);
  expect(list.body.tools.find((tool: { name: string }) => tool.name === 'salary-benchmark')).toMatchObject({ price: 4.5, isActive: false });
  await t.internal('put', '/internal/tools/salary-benchmark', { price: 3.99, freeLimit: 1, isActive: true }).expect(200);
});

it('refuses bad operator input with the field’s message, and unknown tools', async () => {
  const cases: [object, string][] = [
    [{ price: -1 }, 'Price must be at least $0.50'],
    [{ price: 1.999 }, 'Price must have at most two decimals'],
    [{ price: '9.99' }, 'Price must be a number'],
    [{ freeLimit: 1.5 }, 'Free limit must be a whole number'],
    [{ paidLimit: 0 }, 'Paid limit must be at least 1'],
    [{ isActive: 'yes' }, 'isActive must be true or false'],
    [{ displayName: '  ' }, 'Display name is required'],
  ];
  for (const [body, message] of cases) {
    const res = await t.internal('put', '/internal/tools/resume-analysis', body).expect(400);
    expect(res.body.message).toBe(message);
  }
  expect((await t.internal('put', '/internal/tools/nope', { price: 1 }).expect(400)).body.message).toBe('Unknown tool');
  expect((await t.api.get('/api/tool-configs')).body['resume-analysis'].price).toBe(9.99);
});

it('hides the internal routes from callers without the internal key', async () => {
  await t.api.get('/internal/tools').expect(404);
  await t.api.put('/internal/tools/resume-analysis').send({ price: 0.5 }).expect(404);
  await t.api.put('/internal/tools/resume-analysis').set('x-internal-key', 'wrong-key-0123456789abc').send({ price: 0.5 }).expect(404);
});

it('answers payment calls with 503 when no Stripe keys are configured (allowed outside production)', async () => {
  await t.api.get('/api/payments/config').expect(503);
  const token = await t.tokenFor('no-stripe-user');
  const res = await t.api.post('/api/payments/create-intent').set('authorization', `Bearer ${token}`).send({ toolName: 'resume-analysis' }).expect(503);
  expect(res.body.message).toBe('Service is temporarily unavailable. Please try again later.');
  await t.api.post('/api/payments/webhook').set('stripe-signature', 't=1,v1=00').send('{}').expect(503);
});

describe('configuration', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:1', INTERNAL_KEY: 'k'.repeat(20), IDENTITY_URL: 'http://127.0.0.1:4001' };

  it('stops a production start without the Stripe keys, naming them', () => {
    expect(() => loadConfig(billingEnv, { ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig(billingEnv, { ...base, NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required in production/);
    expect(() =>
      loadConfig(billingEnv, { ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).not.toThrow();
  });

  it('refuses keys that are not Stripe keys, or a test key beside a live one', () => {
    expect(() => loadConfig(billingEnv, { ...base, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/must be a Stripe secret key/);
    expect(() => loadConfig(billingEnv, { ...base, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/both be test keys or both be live keys/);
  });
});
