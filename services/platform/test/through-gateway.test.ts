// platform behind the real gateway: maintenance from platform's config refuses a normal user's calls with 503 while
// sign-in and the operator keep working, a deactivated user is refused at the gateway, and identity reads
// allowRegistrations.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startTestGateway } from '../../../gateway/test/start-test-gateway';
import { startIdentity } from '../../identity/test/start-identity';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
let api: ReturnType<typeof request>;
let operator: Account;
let user: Account;

beforeAll(async () => {
  t = await startPlatform();
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(web, 'shell.html'), '<!doctype html><title>CareerKit</title>');
  gateway = await startTestGateway(
    { identityUrl: t.billing.identity.identity.url, platformUrl: t.platform.url, webRoot: web },
    { BILLING_URL: t.billing.billing.url, TOOLS_URL: t.tools.url, LOG_LEVEL: 'silent' },
  );
  api = request(gateway.url);
  operator = await t.operator();
  user = await t.signUp('through-gateway@example.com');
});
afterAll(async () => {
  await gateway.stop();
  await t.stop();
});

it("in maintenance refuses a normal user's tool call with 503, keeps sign-in and the operator working", async () => {
  await api.put('/api/admin/config').set(operator.auth).send({ maintenanceMode: true }).expect(200);
  try {
    const refused = await api.post('/api/tools/cover-letter').set(user.auth).send({ mode: 'standard' }).expect(503);
    expect(refused.body.maintenance).toBe(true);
    await api.get('/api/usage').set(user.auth).expect(503);
    await api.get('/api/auth/me').set(user.auth).expect(200);
    await api.post('/api/auth/login').send({ email: 'through-gateway@example.com', password: 'secret-pass-1' }).expect(200);
    expect((await api.get('/api/system-config').expect(200)).body.maintenanceMode).toBe(true);
    await api.get('/api/admin/stats').set(operator.auth).expect(200);
    await api.get('/api/usage').set(operator.auth).expect(200);
  } finally {
    await api.put('/api/admin/config').set(operator.auth).send({ maintenanceMode: false }).expect(200);
  }
  await api.get('/api/usage').set(user.auth).expect(200);
});

it('refuses the admin routes to a normal user at the gateway too', async () => {
  const res = await api.get('/api/admin/users').set(user.auth).expect(403);
  expect(res.body.message).toMatch(/^Admin access required/);
  await api.get('/api/admin/users').expect(401);
});

it('refuses a deactivated user at the gateway, and lets them back in once activated', async () => {
  await api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: false }).expect(200);
  const refused = await api.get('/api/usage').set(user.auth).expect(403);
  expect(refused.body.message).toBe('Your account has been deactivated. Please contact support.');
  await api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: true }).expect(200);
  await api.get('/api/usage').set(user.auth).expect(200);
});

it("refuses sign-ups at identity while platform's allowRegistrations is off", async () => {
  const identity = await startIdentity({ PLATFORM_URL: t.platform.url, SYSTEM_CONFIG_CACHE_MS: '0', LOG_LEVEL: 'silent' }, undefined, { mongo: t.billing.mongo });
  const register = (n: number) => request(identity.identity.url).post('/api/auth/register').send({ email: `late${n}@example.com`, username: `late${n}`, password: 'secret12' });
  try {
    await api.put('/api/admin/config').set(operator.auth).send({ allowRegistrations: false }).expect(200);
    const refused = await register(1).expect(403);
    expect(refused.body.message).toBe('Registrations Temporarily Closed');
    await api.put('/api/admin/config').set(operator.auth).send({ allowRegistrations: true }).expect(200);
    await register(2).expect(201);
  } finally {
    await api.put('/api/admin/config').set(operator.auth).send({ allowRegistrations: true });
    await identity.identity.stop();
  }
});
