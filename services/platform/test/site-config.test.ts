// The system config: public reading, operator-only editing, every change in the audit log.
import { SYSTEM_CONFIG_DEFAULTS } from '@careerkit/contracts/platform';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
let operator: Account;
let user: Account;

beforeAll(async () => {
  t = await startPlatform();
  operator = await t.operator();
  user = await t.signUp('config-user@example.com');
});
afterAll(() => t.stop());

it('answers the defaults before an operator changes anything, to anyone', async () => {
  const res = await t.api.get('/api/system-config').expect(200);
  expect(res.body).toEqual(SYSTEM_CONFIG_DEFAULTS);
});

it('lets the operator turn on maintenance and an announcement, and shows it publicly', async () => {
  const res = await t.api
    .put('/api/admin/config')
    .set(operator.auth)
    .send({ maintenanceMode: true, announcementActive: true, announcementText: '  New tools this week  ' })
    .expect(200);
  expect(res.body).toMatchObject({ maintenanceMode: true, announcementActive: true, announcementText: 'New tools this week' });
  expect((await t.api.get('/api/system-config').expect(200)).body).toMatchObject({ maintenanceMode: true, announcementText: 'New tools this week' });
  expect((await t.api.get('/api/admin/config').set(operator.auth).expect(200)).body.maintenanceMode).toBe(true);

  const audit = await t.platform.db.collection('audit_log').find({ action: 'config.update' }).toArray();
  expect(audit.at(-1)).toMatchObject({
    actorId: operator.id,
    actorEmail: operator.email,
    before: { maintenanceMode: false, announcementActive: false, announcementText: '' },
    after: { maintenanceMode: true, announcementActive: true, announcementText: 'New tools this week' },
  });
  expect(audit.at(-1)!.at).toBeInstanceOf(Date);
  await t.api.put('/api/admin/config').set(operator.auth).send({ maintenanceMode: false }).expect(200);
});

it('keeps the site_config shape: one document per key with a value and a description', async () => {
  const row = await t.platform.db.collection('site_config').findOne({ key: 'maintenanceMode' });
  expect(row).toMatchObject({ key: 'maintenanceMode', value: false, description: expect.any(String) });
  expect(row!.updatedAt).toBeInstanceOf(Date);
});

it('refuses wrong types, unknown shapes and operators in place of values', async () => {
  for (const body of [{ maintenanceMode: 'yes' }, { siteName: '' }, { announcementText: 'x'.repeat(501) }, { allowRegistrations: { $ne: null } }]) {
    const res = await t.api.put('/api/admin/config').set(operator.auth).send(body).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  }
  await t.api.put('/api/admin/config').set(operator.auth).set('content-type', 'text/plain').send('maintenanceMode=true').expect(415);
  await t.api.put('/api/admin/config').set(operator.auth).set('content-type', 'application/json').send('{"maintenanceMode":').expect(400);
  await t.api.put('/api/admin/config').set(operator.auth).send({ announcementText: 'y'.repeat(2_000_000) }).expect(413);
});

it('refuses a normal user and an anonymous caller', async () => {
  const res = await t.api.put('/api/admin/config').set(user.auth).send({ maintenanceMode: true }).expect(403);
  expect(res.body.message).toMatch(/^Admin access required/);
  await t.api.get('/api/admin/config').set(user.auth).expect(403);
  await t.api.put('/api/admin/config').send({ maintenanceMode: true }).expect(401);
  await t.api.get('/api/admin/config').set({ authorization: 'Bearer not-a-token' }).expect(401);
  expect((await t.api.get('/api/system-config').expect(200)).body.maintenanceMode).toBe(false);
});

it('ignores a stored value of the wrong type in favour of the default', async () => {
  await t.platform.db.collection('site_config').updateOne({ key: 'maintenanceMode' }, { $set: { value: 'on' } });
  expect((await t.api.get('/api/system-config').expect(200)).body.maintenanceMode).toBe(false);
});
