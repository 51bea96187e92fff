// "Your data" across every service that holds some (libs/contracts' USER_DATA_OWNERS), through HTTP on one mongo-lite:
// identity's export includes platform's part (contact messages, the operators' changes to the account), and after
// deleting the account no database holds the user's id or email anywhere; the account's old token then writes
// nothing in billing, tools or salary reached directly.
import { USER_DATA_OWNERS } from '@careerkit/contracts/account';
import { EJSON } from 'bson';
import request from 'supertest';
import { startIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { JOB_DESCRIPTION, RICH_RESUME } from '../../tools/test/fixtures';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
/** identity with every data owner configured, on the same database as the harness's identity. */
let identity: IdentityUnderTest;
const PASSWORD = 'secret-pass-1';

beforeAll(async () => {
  t = await startPlatform({}, { salary: true });
  identity = await startIdentity(
    { LOG_LEVEL: 'silent', BILLING_URL: t.billing.billing.url, TOOLS_URL: t.tools.url, SALARY_URL: t.salary!.url, PLATFORM_URL: t.platform.url },
    { attemptsPerIp: 1000, failuresPerEmail: 5, resetMailsPerIp: 1000, window: 60, deleteFailuresPerUser: 3, exportsPerUser: 4 },
    { mongo: t.billing.mongo },
  );
}, 60_000);
afterAll(async () => {
  await identity.stop();
  await t.stop();
});

/** identity's own session for "Your data" (the harness's identity signs the tokens the other services accept). */
async function yourDataSession(account: Account) {
  const res = await request(identity.identity.url).post('/api/auth/login').send({ email: account.email, password: PASSWORD }).expect(200);
  return { authorization: `Bearer ${res.body.token}` };
}

/** Something in every service: a purchase, a tool run and an upload, a salary run, a contact message, operator changes. */
async function leaveDataEverywhere(user: Account) {
  const operator = await t.operator();
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: false }).expect(200);
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: true }).expect(200);
  await t.api
    .post('/api/contact')
    .send({ name: 'Ada Lovelace', email: user.email.toUpperCase(), subject: 'About my invoice', category: 'billing', message: 'Please send me a copy of my invoice.' })
    .expect(201);
  await t.billing.buy(user.id, 'resume-analysis');
  await request(t.tools.url).post('/api/tools/cover-letter').set(user.auth).send({ jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME }).expect(200);
  await request(t.tools.url)
    .post('/api/upload/resume')
    .set(user.auth)
    .attach('file', Buffer.from(RICH_RESUME), { filename: 'my-resume.txt', contentType: 'text/plain' })
    .expect(200);
  await request(t.salary!.url)
    .post('/api/salary/benchmark')
    .set(user.auth)
    .send({ jobTitle: 'Software Engineer', location: 'San Francisco, CA', industry: 'Other', experienceLevel: 'mid' })
    .expect(200);
}

/** Every document in every database and collection of the one mongo-lite all services share, as text. */
async function everyRecord(): Promise<{ where: string; text: string }[]> {
  const client = t.platform.db.getClient();
  const { databases } = await client.db('admin').admin().listDatabases();
  const records: { where: string; text: string }[] = [];
  for (const { name } of databases) {
    for (const collection of await client.db(name).listCollections().toArray()) {
      for (const doc of await client.db(name).collection(collection.name).find({}).toArray()) records.push({ where: `${name}.${collection.name}`, text: EJSON.stringify(doc) });
    }
  }
  return records;
}

it('every data owner is a service this test starts', () => {
  expect([...USER_DATA_OWNERS].sort()).toEqual(['billing', 'platform', 'salary', 'tools']);
});

it("exports platform's part with the rest", async () => {
  const user = await t.signUp('export-everything@example.com', PASSWORD);
  await leaveDataEverywhere(user);
  const copy = (await request(identity.identity.url).get('/api/account/export').set(await yourDataSession(user)).expect(200)).body;
  expect(copy.contactMessages).toEqual([expect.objectContaining({ subject: 'About my invoice', category: 'billing', message: 'Please send me a copy of my invoice.' })]);
  expect(copy.accountChanges.map((c: { action: string }) => c.action).sort()).toEqual(['user.activate', 'user.deactivate']);
  expect(copy.accountChanges.find((c: { action: string }) => c.action === 'user.deactivate')).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  expect(JSON.stringify(copy.accountChanges)).not.toContain('boss@example.com'); // the operator is theirs, not the user's
  expect(copy.payments).toHaveLength(1);
  expect(copy.toolRuns.length).toBeGreaterThan(0);
  expect(copy.uploads).toHaveLength(1);
  expect(copy.salaryRuns).toHaveLength(1);
});

it('deleting the account leaves no record of its id or email in any database, and its token writes nothing anywhere', async () => {
  const user = await t.signUp('delete-everything@example.com', PASSWORD);
  const bystander = await t.signUp('bystander@example.com', PASSWORD);
  await leaveDataEverywhere(user);
  await leaveDataEverywhere(bystander);
  const mentions = (records: { where: string; text: string }[], account: Account) =>
    records.filter((r) => r.text.includes(account.id) || r.text.toLowerCase().includes(account.email)).map((r) => r.where);
  // Before: every owner holds something of the user (the scan below would find a forgotten one).
  const before = new Set(mentions(await everyRecord(), user).map((where) => where.split('.')[0]));
  expect([...before].sort()).toEqual(['billing', 'identity', 'platform', 'salary', 'tools']);

  await request(identity.identity.url).post('/api/account/delete').set(await yourDataSession(user)).send({ password: PASSWORD }).expect(200);

  const after = await everyRecord();
  expect(mentions(after, user)).toEqual([]);
  // Kept for the books and the operators' record, under names that are no one's: the payment and the audit entries.
  expect(after.some((r) => r.where === 'billing.payments' && r.text.includes('deleted-user-'))).toBe(true);
  expect(after.filter((r) => r.where === 'platform.audit_log' && r.text.includes('deleted-account-'))).toHaveLength(2);
  // Someone else's data is untouched.
  expect(new Set(mentions(after, bystander).map((where) => where.split('.')[0]))).toEqual(new Set(['billing', 'identity', 'platform', 'salary', 'tools']));

  // The old token, reached directly past the gateway: 401 on every route that writes.
  const createIntent = await request(t.billing.billing.url).post('/api/payments/create-intent').set(user.auth).send({ toolName: 'resume-analysis' }).expect(401);
  expect(createIntent.body.message).toBe('Please sign in to continue.');
  await request(t.tools.url).post('/api/tools/cover-letter').set(user.auth).send({ jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME }).expect(401);
  await request(t.tools.url).post('/api/upload/resume').set(user.auth).attach('file', Buffer.from(RICH_RESUME), { filename: 'cv.txt', contentType: 'text/plain' }).expect(401);
  await request(t.salary!.url)
    .post('/api/salary/benchmark')
    .set(user.auth)
    .send({ jobTitle: 'Software Engineer', location: 'San Francisco, CA', industry: 'Other', experienceLevel: 'mid' })
    .expect(401);
  expect(mentions(await everyRecord(), user)).toEqual([]);
});
