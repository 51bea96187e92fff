// "Your data" across every service that holds some (libs/contracts' USER_DATA_OWNERS), through HTTP on one mongo-lite:
// identity's export includes platform's part (contact messages, the operators' actions about the user — account
// changes, the refund of their payment, a credit — and the notices they were sent), and after deleting the account no
// database holds the user's id, email or name anywhere, not even in an operator's free-text reason; the account's old
// token then writes nothing in billing, tools or salary reached directly.
import { USER_DATA_OWNERS } from '@careerkit/contracts/account';
import { EJSON } from 'bson';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startDataOwnersIdentity, startIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { JOB_DESCRIPTION, RICH_RESUME } from '../../tools/test/fixtures';
import { startPlatform, type Account, type PlatformUnderTest } from './start-platform';

let t: PlatformUnderTest;
/** identity with every data owner configured, on the same database as the harness's identity. */
let identity: IdentityUnderTest;
const PASSWORD = 'secret-pass-1';

beforeAll(async () => {
  t = await startPlatform({}, { salary: true });
  identity = await startDataOwnersIdentity(
    { BILLING_URL: t.billing.billing.url, TOOLS_URL: t.tools.url, SALARY_URL: t.salary!.url, PLATFORM_URL: t.platform.url },
    t.billing.mongo,
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

/** An operator's credit note that names the customer the way support staff write them: name and address. */
const creditReason = (fullName: string, user: Account) => `${fullName} <${user.email.toUpperCase()}> wrote in: the scan failed twice`;

/**
 * Something in every service: a name on the profile, a purchase (then refunded by an operator), a goodwill credit, a
 * tool run and an upload, a salary run, a contact message, operator changes to the account.
 */
async function leaveDataEverywhere(user: Account, fullName: string) {
  const operator = await t.operator();
  await t.identityApi.put('/api/auth/profile').set(user.auth).send({ fullName }).expect(200);
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: false }).expect(200);
  await t.api.put(`/api/admin/users/${user.id}`).set(operator.auth).send({ isActive: true }).expect(200);
  await t.api
    .post('/api/contact')
    .send({ name: fullName, email: user.email.toUpperCase(), subject: 'About my invoice', category: 'billing', message: 'Please send me a copy of my invoice.' })
    .expect(201);
  await t.billing.buy(user.id, 'resume-analysis');
  const [payment] = (await t.api.get(`/api/admin/users/${user.id}/payments`).set(operator.auth).expect(200)).body.payments;
  await t.api.post(`/api/admin/payments/${payment.id}/refund`).set(operator.auth).expect(200);
  await t.api.post(`/api/admin/users/${user.id}/credit`).set(operator.auth).send({ toolName: 'resume-scanner', uses: 2, reason: creditReason(fullName, user) }).expect(200);
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

it("exports platform's part with the rest: the operators' actions about the user, refund and credit included, and the notices sent", async () => {
  const user = await t.signUp('export-everything@example.com', PASSWORD);
  await leaveDataEverywhere(user, 'Edith Exportwell');
  const copy = (await request(identity.identity.url).get('/api/account/export').set(await yourDataSession(user)).expect(200)).body;
  expect(copy.contactMessages).toEqual([expect.objectContaining({ subject: 'About my invoice', category: 'billing', message: 'Please send me a copy of my invoice.' })]);
  expect(copy.accountChanges.map((c: { action: string }) => c.action).sort()).toEqual(['payment.refund', 'user.activate', 'user.credit', 'user.deactivate']);
  expect(copy.accountChanges.find((c: { action: string }) => c.action === 'user.deactivate')).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  expect(copy.accountChanges.find((c: { action: string }) => c.action === 'payment.refund')).toMatchObject({ before: { amount: 9.99, userId: user.id, toolName: 'resume-analysis' } });
  expect(copy.accountChanges.find((c: { action: string }) => c.action === 'user.credit')).toMatchObject({ after: { toolName: 'resume-scanner', usesGranted: 2 } });
  expect(JSON.stringify(copy.accountChanges)).not.toContain('boss@example.com'); // the operator is theirs, not the user's
  expect(JSON.stringify(copy.accountChanges)).not.toContain('wrote in'); // and so is their note
  expect(copy.notices.map((n: { kind: string; text: string }) => [n.kind, n.text]).sort()).toEqual([
    ['credit', '2 uses of Resume Scanner added by support'],
    ['refund', expect.stringMatching(/^Refunded \$9\.99 on /)],
  ]);
  expect(copy.payments).toHaveLength(1);
  expect(copy.toolRuns.length).toBeGreaterThan(0);
  expect(copy.uploads).toHaveLength(1);
  expect(copy.salaryRuns).toHaveLength(1);
});

it('deleting the account leaves no record of its id or email in any database, and its token writes nothing anywhere', async () => {
  const user = await t.signUp('delete-everything@example.com', PASSWORD);
  const bystander = await t.signUp('bystander@example.com', PASSWORD);
  await leaveDataEverywhere(user, 'Delia Deletewright');
  await leaveDataEverywhere(bystander, 'Basil Bystanderson');
  // An operator's note about someone else that names the user: their address and id go from it, the rest stays.
  const operator = await t.operator();
  const elsewhere = `Same fault as ${user.email.toUpperCase()} (account ${user.id})`;
  await t.api.post(`/api/admin/users/${bystander.id}/credit`).set(operator.auth).send({ toolName: 'resume-scanner', uses: 1, reason: elsewhere }).expect(200);
  const username = (await t.identityApi.get('/api/auth/me').set(user.auth).expect(200)).body.user.username as string;
  const mentions = (records: { where: string; text: string }[], account: Account) =>
    records.filter((r) => r.text.includes(account.id) || r.text.toLowerCase().includes(account.email)).map((r) => r.where);
  const named = (records: { where: string; text: string }[], ...names: string[]) =>
    records.filter((r) => names.some((name) => r.text.toLowerCase().includes(name.toLowerCase()))).map((r) => r.where);
  // Before: every owner holds something of the user (the scan below would find a forgotten one).
  const before = new Set(mentions(await everyRecord(), user).map((where) => where.split('.')[0]));
  expect([...before].sort()).toEqual(['billing', 'identity', 'platform', 'salary', 'tools']);

  await request(identity.identity.url).post('/api/account/delete').set(await yourDataSession(user)).send({ password: PASSWORD }).expect(200);

  const after = await everyRecord();
  expect(mentions(after, user)).toEqual([]);
  expect(named(after, 'Delia Deletewright', 'Deletewright', username)).toEqual([]);
  // Kept for the books and the operators' record, under names that are no one's: the payment and the audit entries
  // (deactivated, activated, the refund, the credit, and the note about someone else).
  expect(after.some((r) => r.where === 'billing.payments' && r.text.includes('deleted-user-'))).toBe(true);
  const kept = after.filter((r) => r.where === 'platform.audit_log' && r.text.includes('deleted-account-'));
  expect(kept).toHaveLength(5);
  expect(kept.some((r) => r.text.includes('Same fault as deleted-account-'))).toBe(true);
  // Someone else's data is untouched, their own name in the operator's notes included.
  expect(new Set(mentions(after, bystander).map((where) => where.split('.')[0]))).toEqual(new Set(['billing', 'identity', 'platform', 'salary', 'tools']));
  expect(after.some((r) => r.where === 'platform.audit_log' && r.text.includes(creditReason('Basil Bystanderson', bystander)))).toBe(true);

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

/**
 * A pass-through in front of a service's internal routes that tells when identity's first removal (DELETE of
 * /internal/users/:id/data) arrives and when its answer has gone back, and holds that removal until `release()`.
 */
async function removalWatch(target: string, hold: boolean) {
  let released: () => void = () => undefined;
  const release = new Promise<void>((resolve) => (released = resolve));
  let arrived: () => void = () => undefined;
  const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
  let answered: () => void = () => undefined;
  const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
  let removals = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const first = req.method === 'DELETE' && /^\/internal\/users\/[^/]+\/data/.test(req.url ?? '') && removals++ === 0;
      if (first) {
        arrived();
        if (hold) await release;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k, v]) => typeof v === 'string' && !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
      const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      if (first) answered();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    firstArrived,
    firstAnswered,
    release: released,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('leaves nothing of what the account wrote while it was being deleted: a service that has removed its part refuses the rest', async () => {
  const user = await t.signUp('written-during-deletion@example.com', PASSWORD);
  // tools answers identity's first removal at once; salary's is held until the user has written at tools again.
  const tools = await removalWatch(t.tools.url, false);
  const salary = await removalWatch(t.salary!.url, true);
  const deleting = await startIdentity(
    { LOG_LEVEL: 'silent', BILLING_URL: t.billing.billing.url, TOOLS_URL: tools.url, SALARY_URL: salary.url, PLATFORM_URL: t.platform.url },
    undefined,
    { mongo: t.billing.mongo },
  );
  try {
    const session = { authorization: `Bearer ${(await request(deleting.identity.url).post('/api/auth/login').send({ email: user.email, password: PASSWORD }).expect(200)).body.token}` };
    const deletion = request(deleting.identity.url).post('/api/account/delete').set(session).send({ password: PASSWORD }).then((res) => res);
    await Promise.all([tools.firstAnswered, salary.firstArrived]);
    // Another tab of the same account, between tools' removal and the account's end: a run and an upload. tools (or
    // billing, for the run's use) has recorded the deletion (service-kit's deleted-users): each is refused as the
    // deleted account's token is, and what it wrote is taken back.
    await request(t.tools.url).post('/api/tools/cover-letter').set(user.auth).send({ jobDescription: JOB_DESCRIPTION, userExperience: RICH_RESUME }).expect(401);
    await request(t.tools.url).post('/api/upload/resume').set(user.auth).attach('file', Buffer.from(RICH_RESUME), { filename: 'cv.txt', contentType: 'text/plain' }).expect(401);
    salary.release();
    expect((await deletion).status).toBe(200);

    const left = (await everyRecord()).filter((r) => r.text.includes(user.id) || r.text.toLowerCase().includes(user.email)).map((r) => r.where);
    expect(left).toEqual([]);
  } finally {
    salary.release();
    await deleting.stop();
    await tools.stop();
    await salary.stop();
  }
});
