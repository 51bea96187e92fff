// The operator's calls: refused to everyone else, figures from identity, billing and tools, users and search, activation,
// resets, and tools through billing. Every change lands in the audit log.
import { paymentReference } from '@careerkit/contracts/payment-reference';
import { routes } from '@careerkit/contracts/routes';
import { AdminStats, AdminUsersResponse } from '@careerkit/contracts/platform';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import request from 'supertest';
import { INTERNAL_KEY, startPlatform, TEST_DOMAIN, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
let operator: Account;
let user: Account;
let tester: Account;
let lookalike: Account;

/** A completed run in the tools service's history, as a finished tool run leaves it. */
const recordRun = (userId: string, toolName: string) =>
  t.tools.db.collection('tool_usage').insertOne({
    _id: `${userId}-${toolName}-${Math.random()}` as never,
    userId,
    toolName,
    inputData: {},
    outputData: {},
    status: 'completed',
    reservationId: 'r',
    isPreview: true,
    engine: 'local',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
/** One use taken and committed through billing's own reserve → commit. */
async function useTool(userId: string, toolName: string) {
  const billing = request(t.billing.billing.url);
  const reserved = await billing.post('/internal/usage/reserve').set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ userId, toolName }).expect(200);
  await billing.post('/internal/usage/commit').set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ reservationId: reserved.body.reservationId }).expect(200);
  await recordRun(userId, toolName);
}

beforeAll(async () => {
  t = await startPlatform();
  operator = await t.operator();
  user = await t.signUp('grace.hopper@example.com');
  tester = await t.signUp(`robot1@${TEST_DOMAIN}`);
  await t.billing.buy(user.id, 'resume-scanner');
  await useTool(user.id, 'resume-scanner');
  await useTool(user.id, 'cover-letter-writer');
  await useTool(tester.id, 'cover-letter-writer');
  await t.billing.buy(tester.id, 'cover-letter-writer');
  // A real account whose name mentions the test domain is not a test account.
  lookalike = await t.signUp('lookalike@example.com');
  await t.identityApi.put('/api/auth/profile').set(lookalike.auth).send({ fullName: `Formerly robot9@${TEST_DOMAIN}` }).expect(200);
});
afterAll(() => t.stop());

const adminRoutes = Object.values(routes).filter((r) => r.service === 'platform' && r.access === 'admin');
const pathOf = (path: string) => path.replace(':id', 'some-user').replace(':name', 'resume-scanner');

it('refuses every admin route to a normal user (403) and to an anonymous caller (401)', async () => {
  expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
  for (const route of adminRoutes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put';
    const asUser = await t.api[method](pathOf(route.path)).set(user.auth).send({});
    expect([route.path, asUser.status, asUser.body.message]).toEqual([route.path, 403, expect.stringMatching(/^Admin access required/)]);
    const anonymous = await t.api[method](pathOf(route.path)).send({});
    expect([route.path, anonymous.status]).toEqual([route.path, 401]);
  }
});

it("does not trust a token's own admin claim: the account's role at identity decides", async () => {
  const claimsAdmin = await t.billing.identity.signToken({ sub: user.id, email: user.email, role: 'admin' }, Math.floor(Date.now() / 1000) + 600);
  const res = await t.api.get('/api/admin/users').set({ authorization: `Bearer ${claimsAdmin}` }).expect(403);
  expect(res.body.message).toMatch(/^Admin access required/);
  const ghost = await t.billing.identity.signToken({ sub: 'no-such-account', email: 'x@example.com', role: 'admin' }, Math.floor(Date.now() / 1000) + 600);
  await t.api.get('/api/admin/users').set({ authorization: `Bearer ${ghost}` }).expect(401);
});

it('answers odd ids with a 404, not a stack trace', async () => {
  for (const id of ['..%2F..%2Finternal%2Fjwks', '%24ne', 'x'.repeat(100)]) {
    const res = await t.api.put(`/api/admin/users/${id}`).set(operator.auth).send({ isActive: false });
    expect([400, 404]).toContain(res.status);
    expect(res.body).toEqual({ error: expect.any(String), message: expect.any(String), ...(res.status === 400 ? { details: expect.anything() } : {}) });
  }
  await t.api.put(`/api/admin/users/${'x'.repeat(101)}`).set(operator.auth).send({ isActive: false }).expect(400);
});

it('refuses a token whose admin role was taken away since it was issued', async () => {
  const second = await t.signUp('deputy@example.com');
  const identity = request(t.billing.identity.identity.url);
  await identity.put(`/internal/users/${second.id}/role`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ role: 'admin' }).expect(200);
  const promoted = await t.identityApi.post('/api/auth/login').send({ email: 'deputy@example.com', password: 'secret-pass-1' }).expect(200);
  await t.api.get('/api/admin/stats').set({ authorization: `Bearer ${promoted.body.token}` }).expect(200);
  await identity.put(`/internal/users/${second.id}/role`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ role: 'user' }).expect(200);
  await t.api.get('/api/admin/stats').set({ authorization: `Bearer ${promoted.body.token}` }).expect(403);
});

describe("platform's own admin check, reached directly (not through the gateway)", () => {
  const identityInternal = () => request(t.billing.identity.identity.url);
  /** A second operator: promoted at identity, then signed in, so the token carries the admin role and the current session. */
  async function deputyOperator(email: string): Promise<Account> {
    const account = await t.signUp(email);
    await identityInternal().put(`/internal/users/${account.id}/role`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ role: 'admin' }).expect(200);
    const signedIn = await t.identityApi.post('/api/auth/login').send({ email, password: 'secret-pass-1' }).expect(200);
    return { ...account, token: signedIn.body.token, auth: { authorization: `Bearer ${signedIn.body.token}` } };
  }

  /** The operator's token opens no admin call (401, session expired) and nothing is done in its name. */
  async function expectRefusedAsExpired(deputy: Account) {
    // Calls that would change nothing even if let through (an unknown user, an invalid price).
    for (const [method, path] of [['get', '/api/admin/stats'], ['post', '/api/admin/reset-user-data/nobody'], ['put', '/api/admin/tools/resume-scanner']] as const) {
      const refused = await t.api[method](path).set(deputy.auth).send({ price: -1 });
      expect([path, refused.status, refused.body.message]).toEqual([path, 401, 'Your session has expired. Please sign in again.']);
    }
    expect(await t.platform.db.collection('audit_log').countDocuments({ actorId: deputy.id })).toBe(0);
  }

  it("refuses an operator's token from before a sign-out everywhere (401, session expired), and takes a new sign-in", async () => {
    const deputy = await deputyOperator('deputy-sessions@example.com');
    await t.api.get('/api/admin/stats').set(deputy.auth).expect(200);
    await t.identityApi.post('/api/auth/sign-out-everywhere').set(deputy.auth).expect(200);
    await expectRefusedAsExpired(deputy);
    const again = await t.identityApi.post('/api/auth/login').send({ email: deputy.email, password: 'secret-pass-1' }).expect(200);
    await t.api.get('/api/admin/stats').set({ authorization: `Bearer ${again.body.token}` }).expect(200);
  });

  it("refuses an operator's token signed out on its own device (401, session expired), and takes the operator's other one", async () => {
    const deputy = await deputyOperator('deputy-one-device@example.com');
    const otherDevice = { authorization: `Bearer ${(await t.identityApi.post('/api/auth/login').send({ email: deputy.email, password: 'secret-pass-1' }).expect(200)).body.token}` };
    await t.api.get('/api/admin/stats').set(deputy.auth).expect(200);
    await t.identityApi.post('/api/auth/sign-out').set(deputy.auth).expect(200);
    await expectRefusedAsExpired(deputy);
    await t.api.get('/api/admin/stats').set(otherDevice).expect(200);
  });

  it("refuses a deactivated operator (403, account deactivated) until they are activated again", async () => {
    const deputy = await deputyOperator('deputy-active@example.com');
    await t.api.get('/api/admin/users').set(deputy.auth).expect(200);
    await t.api.put(`/api/admin/users/${deputy.id}`).set(operator.auth).send({ isActive: false }).expect(200);
    for (const [method, path] of [['get', '/api/admin/users'], ['put', `/api/admin/users/${operator.id}`]] as const) {
      const refused = await t.api[method](path).set(deputy.auth).send({ isActive: 'no' });
      expect([path, refused.status, refused.body.message]).toEqual([path, 403, 'Your account has been deactivated. Please contact support.']);
    }
    expect(await t.platform.db.collection('audit_log').countDocuments({ actorId: deputy.id })).toBe(0);
    await t.api.put(`/api/admin/users/${deputy.id}`).set(operator.auth).send({ isActive: true }).expect(200);
    await t.api.get('/api/admin/users').set(deputy.auth).expect(200);
  });
});

it('adds up revenue, users and runs per tool from billing, identity and tools', async () => {
  const res = await t.api.get('/api/admin/stats').set(operator.auth).expect(200);
  const stats = AdminStats.parse(res.body);
  expect(stats.totalRevenue).toBeCloseTo(4.99 + 0.99);
  expect(stats.totalUsers).toBeGreaterThanOrEqual(4);
  expect(stats.toolUsage).toBe(3);
  expect(stats.usageStats).toEqual(
    expect.arrayContaining([
      { toolName: 'resume-scanner', count: 1, revenue: 4.99, recentRuns: 1, recentFailed: 0, failureRate: 0 },
      { toolName: 'cover-letter-writer', count: 2, revenue: 0.99, recentRuns: 2, recentFailed: 0, failureRate: 0 },
    ]),
  );
  expect(stats.recentPayments[0]).toMatchObject({ userId: expect.any(String), toolName: expect.any(String), amount: expect.any(Number), status: 'completed' });
});

it('answers revenue and runs per day over the last 30 days', async () => {
  const res = await t.api.get('/api/admin/analytics').set(operator.auth).expect(200);
  expect(res.body.days).toHaveLength(30);
  const today = res.body.days.at(-1);
  expect(today).toMatchObject({ day: new Date().toISOString().slice(0, 10), runs: 3, payments: 2 });
  expect(today.revenue).toBeCloseTo(5.98);
  await t.api.get('/api/admin/analytics?days=0').set(operator.auth).expect(400);
});

it('lists users with what they spent and how many tools they used, and searches safely', async () => {
  const all = AdminUsersResponse.parse((await t.api.get('/api/admin/users').set(operator.auth).expect(200)).body);
  expect(all.users.find((u) => u.id === user.id)).toMatchObject({ email: 'grace.hopper@example.com', totalSpent: 4.99, toolsUsed: 2, isActive: true });
  const found = (await t.api.get('/api/admin/users').query({ search: 'HOPPER' }).set(operator.auth).expect(200)).body.users;
  expect(found.map((u: { id: string }) => u.id)).toEqual([user.id]);
  // A regular expression in the search is text, not a pattern; an operator object is refused.
  expect((await t.api.get('/api/admin/users').query({ search: '.*' }).set(operator.auth).expect(200)).body.users).toEqual([]);
  expect((await t.api.get('/api/admin/users').query({ search: '(a+)+$' }).set(operator.auth).expect(200)).body.users).toEqual([]);
  await t.api.get('/api/admin/users?search=a&search=b').set(operator.auth).expect(400);
  expect((await t.api.get('/api/admin/users?search[$ne]=x').set(operator.auth).expect(200)).body.users.length).toBe(all.users.length);
  await t.api.get(`/api/admin/users?search=${'a'.repeat(201)}`).set(operator.auth).expect(400);
});

it('deactivates a user (who is then refused) and activates them again, with the audit log', async () => {
  const off = await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: false }).expect(200);
  expect(off.body).toMatchObject({ id: user.id, isActive: false });
  const state = await request(t.billing.identity.identity.url).get(`/internal/users/${user.id}/state`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200);
  expect(state.body.isActive).toBe(false);
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: 'no' }).expect(400);
  await t.api.put('/api/admin/users/nobody').set(operator.auth).send({ isActive: false }).expect(404);
  await t.api.put(`/api/admin/users/${operator.id}`).set(operator.auth).send({ isActive: false }).expect(409);
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: true }).expect(200);
  const audit = await t.platform.db.collection('audit_log').find({ target: user.id }).sort({ at: 1 }).toArray();
  expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
    ['user.deactivate', { isActive: true }, { isActive: false }],
    ['user.activate', { isActive: false }, { isActive: true }],
  ]);
});

it("edits a tool's price, limits and active flag through billing, and the public catalog shows it", async () => {
  const res = await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: 5.49, freeLimit: 2, isActive: true }).expect(200);
  expect(res.body).toMatchObject({ name: 'resume-scanner', price: 5.49, freeLimit: 2 });
  const catalog = await request(t.billing.billing.url).get('/api/tool-configs').expect(200);
  expect(catalog.body['resume-scanner'].price).toBe(5.49);
  expect((await t.api.get('/api/admin/tools').set(operator.auth).expect(200)).body.tools).toHaveLength(7);
  await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: -1 }).expect(400);
  await t.api.put('/api/admin/tools/resume-scanner').set(operator.auth).send({ price: '1; drop' }).expect(400);
  await t.api.put('/api/admin/tools/no-such-tool').set(operator.auth).send({ price: 1 }).expect(404);
  const audit = await t.platform.db.collection('audit_log').findOne({ action: 'tool.update', target: 'resume-scanner' });
  expect(audit).toMatchObject({ before: { price: 4.99, freeLimit: 1, isActive: true }, after: { price: 5.49, freeLimit: 2, isActive: true }, actorEmail: operator.email });
});

it("resets one user's usage and runs but keeps their payments", async () => {
  const res = await t.api.post(`/api/admin/reset-user-data/${user.id}`).set(operator.auth);
  expect([res.status, res.body]).toEqual([200, { deletedRecords: expect.any(Number) }]);
  expect(res.body.deletedRecords).toBeGreaterThan(0);
  expect(await t.tools.db.collection('tool_usage').countDocuments({ userId: user.id })).toBe(0);
  expect((await t.billing.usageOf(user.id, 'cover-letter-writer')).used).toBe(0);
  expect(await t.billing.billing.db.collection('payments').countDocuments({ userId: user.id, status: 'completed' })).toBe(1);
  expect((await t.billing.usageOf(user.id, 'resume-scanner')).hasPayment).toBe(true);
  const audit = await t.platform.db.collection('audit_log').find({ action: 'user.reset-data' }).toArray();
  expect(audit).toEqual([
    expect.objectContaining({ actorId: operator.id, actorEmail: operator.email, target: user.id, after: { deletedRecords: res.body.deletedRecords }, at: expect.any(Date) }),
  ]);
  await t.api.post('/api/admin/reset-user-data/nobody').set(operator.auth).expect(404);
  expect(await t.platform.db.collection('audit_log').countDocuments({ target: 'nobody' })).toBe(0);
});

it("resets test data: only accounts under the test domain, and everything they had", async () => {
  await useTool(user.id, 'cover-letter-writer');
  const res = await t.api.post('/api/admin/reset-test-data').set(operator.auth).expect(200);
  expect(res.body.deletedRecords).toBeGreaterThanOrEqual(5);
  const identity = t.billing.identity.identity.db.collection('users');
  expect(await identity.countDocuments({ email: { $regex: `@${TEST_DOMAIN.replace(/\./g, '\\.')}$` } })).toBe(0);
  expect(await identity.countDocuments({ _id: user.id as never })).toBe(1);
  expect(await identity.countDocuments({ _id: lookalike.id as never })).toBe(1);
  expect(await t.billing.billing.db.collection('payments').countDocuments({ userId: tester.id })).toBe(0);
  expect(await t.tools.db.collection('tool_usage').countDocuments({ userId: tester.id })).toBe(0);
  expect(await t.tools.db.collection('tool_usage').countDocuments({ userId: user.id })).toBe(1);
  expect((await t.api.post('/api/admin/reset-test-data').set(operator.auth).expect(200)).body.deletedRecords).toBe(0);
  // Each reset is in the audit log: who, which domain, the accounts removed and how many records went.
  const audit = await t.platform.db.collection('audit_log').find({ action: 'test-data.reset' }).sort({ at: 1 }).toArray();
  expect(audit.map((a) => [a.actorEmail, a.target, a.before, a.after])).toEqual([
    [operator.email, TEST_DOMAIN, { accounts: [tester.email] }, { deletedRecords: res.body.deletedRecords }],
    [operator.email, TEST_DOMAIN, { accounts: [] }, { deletedRecords: 0 }],
  ]);
});

describe('one payment reference', () => {
  /** The customer's payments as their profile lists them, with the reference the profile and thank-you page show. */
  const customerReferences = async (account: Account) => {
    const res = await request(t.billing.billing.url).get('/api/user/payments').set(account.auth).expect(200);
    return (res.body.payments as { stripePaymentIntentId: string }[]).map((p) => p.stripePaymentIntentId);
  };
  const search = async (text: string) => (await t.api.get('/api/admin/users').query({ search: text }).set(operator.auth).expect(200)).body.users.map((u: { id: string }) => u.id);

  it("finds the user by the reference the customer sees (the payment id's last 8 characters) or the whole payment id", async () => {
    const [paymentIntentId] = await customerReferences(user);
    const reference = paymentReference(paymentIntentId);
    expect(reference).toHaveLength(8);
    expect(await search(reference)).toEqual([user.id]);
    expect(await search(paymentIntentId)).toEqual([user.id]);
    // As the customer is shown it (with its ellipsis, or three dots), read out in any case, or with spaces around.
    expect(await search(`…${reference}`)).toEqual([user.id]);
    expect(await search(`...${reference.toUpperCase()}`)).toEqual([user.id]);
    expect(await search(`  ${reference.toLowerCase()} `)).toEqual([user.id]);
    expect(await search(paymentIntentId.toLowerCase())).toEqual([user.id]);
    // By the payment's own id and by the customer's e-mail.
    const [payment] = (await request(t.billing.billing.url).get('/api/user/payments').set(user.auth).expect(200)).body.payments as { id: string }[];
    expect(await search(payment.id)).toEqual([user.id]);
    expect(await search(payment.id.toUpperCase())).toEqual([user.id]);
    expect(await search(user.email)).toEqual([user.id]);
    // The operator's dashboard shows the same payment with the same id to cut the reference from.
    const stats = AdminStats.parse((await t.api.get('/api/admin/stats').set(operator.auth).expect(200)).body);
    expect(stats.recentPayments.map((p) => paymentReference(p.stripePaymentIntentId))).toContain(reference);
  });

  it("finds a user by their full id, and a reference nobody paid with finds no one", async () => {
    expect(await search(user.id)).toEqual([user.id]);
    expect(await search('ZZZZZZZZ')).toEqual([]);
    // Pattern characters are text: not a reference, and no user is named so.
    expect(await search('.*.*.*.*')).toEqual([]);
    expect(await search('….*.*.*.*')).toEqual([]);
    expect(await search('…ZZZZZZZZ')).toEqual([]);
  });
});
