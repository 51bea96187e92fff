// "Your data" across services, through HTTP on mongo-lite: identity orchestrates the export and the account deletion
// over the real billing and tools services' internal routes (/internal/users/:id/data, internal key only).
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import request from 'supertest';
import { dataHeldAt, INTERNAL_KEY, startDataOwnersIdentity, startIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { JOB_DESCRIPTION, RICH_RESUME } from './fixtures';
import { startTools, type ToolsUnderTest } from './start-tools';

let t: ToolsUnderTest;
/** identity with the data owners configured, on the same database as the harness's identity. */
let identity: IdentityUnderTest;
const api = () => request(identity.identity.url);

beforeAll(async () => {
  t = await startTools();
  identity = await startDataOwnersIdentity({ BILLING_URL: t.billing.billing.url, TOOLS_URL: t.tools.url }, t.billing.mongo);
});
afterAll(async () => {
  await identity.stop();
  await t.stop();
});

/** A new account on identity; its runs and purchases go through tools and billing with a token of the harness's identity. */
const newAccount = () => identity.newAccount('data');

async function coverLetter(userId: string, jobDescription = JOB_DESCRIPTION) {
  await t.api.post('/api/tools/cover-letter').set(await t.auth(userId)).send({ jobDescription, userExperience: RICH_RESUME }).expect(200);
}
const uploadResume = async (userId: string) =>
  t.api.post('/api/upload/resume').set(await t.auth(userId)).attach('file', Buffer.from(RICH_RESUME), { filename: 'my-resume.txt', contentType: 'text/plain' }).expect(200);
const exportOf = (token: string) => api().get('/api/account/export').set('authorization', `Bearer ${token}`);
const deleteWith = (token: string, password: unknown) => api().post('/api/account/delete').set('authorization', `Bearer ${token}`).send({ password });

describe('the internal data routes', () => {
  it('answer only with the internal key, as if they did not exist otherwise', async () => {
    for (const base of [t.tools.url, t.billing.billing.url]) {
      await request(base).get('/internal/users/someone/data').expect(404);
      await request(base).delete('/internal/users/someone/data').set(INTERNAL_KEY_HEADER, 'wrong-key-0123456789xx').expect(404);
      await request(base).get('/internal/users/someone/data').set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200);
    }
  });
});

describe('export', () => {
  it("gives the signed-in user everything held about them, and nobody else's", async () => {
    const ada = await newAccount();
    const bob = await newAccount();
    await api().put('/api/auth/profile').set('authorization', `Bearer ${ada.token}`).send({ fullName: 'Ada Lovelace', company: 'Analytical' }).expect(200);
    await coverLetter(ada.id, `${JOB_DESCRIPTION}\nAda's marker 7f3a`);
    await uploadResume(ada.id);
    await t.buy(ada.id, 'resume-scanner');
    await coverLetter(bob.id, `${JOB_DESCRIPTION}\nBob's marker 91c2`);

    const res = await exportOf(ada.token).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="careerkit-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.profile).toMatchObject({ id: ada.id, email: ada.email, fullName: 'Ada Lovelace', company: 'Analytical', profileCompleteness: '60' });
    expect(res.body.toolRuns).toHaveLength(1);
    expect(res.body.toolRuns[0]).toMatchObject({ toolName: 'cover-letter-writer', status: 'completed', isPreview: true });
    expect(res.body.toolRuns[0].inputData.jobDescription).toContain("Ada's marker 7f3a");
    expect(res.body.toolRuns[0].outputData.coverLetter).toEqual(expect.any(String));
    expect(res.body.uploads).toEqual([expect.objectContaining({ originalName: 'my-resume.txt', fileType: 'txt', processingStatus: 'completed' })]);
    expect(res.body.uploads[0]).not.toHaveProperty('extractedText');
    expect(res.body.payments).toEqual([expect.objectContaining({ toolName: 'resume-scanner', amount: 4.99, status: 'completed', currency: 'usd' })]);
    expect(res.body.usage).toEqual(expect.arrayContaining([expect.objectContaining({ toolName: 'resume-scanner', paidGranted: 8 })]));
    expect(res.body.salaryRuns).toEqual([]); // no salary service configured here
    expect(JSON.stringify(res.body)).not.toContain("Bob's marker");
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('needs a valid token, and is limited per account', async () => {
    await api().get('/api/account/export').expect(401);
    await api().get('/api/account/export').set('authorization', 'Bearer forged').expect(401);
    const ada = await newAccount();
    for (let i = 0; i < 4; i++) await exportOf(ada.token).expect(200);
    const limited = await exportOf(ada.token).expect(429);
    expect(limited.body.message).toBe('Too many requests. Please wait a moment and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong or missing password with 403/400 and deletes nothing', async () => {
    const ada = await newAccount();
    await coverLetter(ada.id);
    const wrong = await deleteWith(ada.token, 'not-my-password').expect(403);
    expect(wrong.body).toEqual({ error: 'wrong_password', message: 'Incorrect password. Your account was not deleted.' });
    expect((await deleteWith(ada.token, undefined).expect(400)).body.message).toBe('Password is required');
    expect((await deleteWith(ada.token, { $ne: null }).expect(400)).body.message).toBe('Password must be text');
    await api().post('/api/account/delete').send({ password: ada.password }).expect(401);
    expect((await exportOf(ada.token).expect(200)).body.toolRuns).toHaveLength(1);
  });

  it('stops guessing: after 3 wrong passwords even the right one waits (429)', async () => {
    const ada = await newAccount();
    for (let i = 0; i < 3; i++) await deleteWith(ada.token, `guess-${i}`).expect(403);
    const limited = await deleteWith(ada.token, ada.password).expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await api().post('/api/auth/login').send({ email: ada.email, password: ada.password }).expect(200);
  });

  it('removes the data in every service, keeps payments without the user, signs out everywhere, and leaves others alone', async () => {
    const ada = await newAccount();
    const bob = await newAccount();
    await coverLetter(ada.id);
    await uploadResume(ada.id);
    await t.buy(ada.id, 'resume-scanner');
    await coverLetter(bob.id);
    const paymentIntentId = (await exportOf(ada.token).expect(200)).body.payments[0].stripePaymentIntentId as string;

    const res = await deleteWith(ada.token, ada.password).expect(200);
    expect(res.body).toEqual({ message: 'Your account and your data have been deleted.' });

    // identity: the token is refused and the account is gone.
    await api().get('/api/auth/me').set('authorization', `Bearer ${ada.token}`).expect(401);
    await exportOf(ada.token).expect(401);
    const login = await api().post('/api/auth/login').send({ email: ada.email, password: ada.password }).expect(401);
    expect(login.body.showRegister).toBe(true);
    // tools: runs and uploads removed.
    expect(await dataHeldAt(t.tools.url, ada.id)).toEqual({ toolRuns: [], uploads: [] });
    // billing: counters removed; the payment kept for the books under an id that is not Ada's.
    expect(await dataHeldAt(t.billing.billing.url, ada.id)).toEqual({ payments: [], usage: [] });
    const kept = await t.billing.billing.db.collection('payments').findOne({ stripePaymentIntentId: paymentIntentId });
    expect(kept).toMatchObject({ status: 'completed', amountCents: 499 });
    expect(kept!.userId).toMatch(/^deleted-user-/);
    expect(await t.billing.billing.db.collection('stripe_customers').countDocuments({ _id: ada.id } as object)).toBe(0);
    expect(await t.billing.billing.db.collection('fulfilments').countDocuments({ userId: ada.id })).toBe(0);
    // Bob's data is untouched.
    expect((await exportOf(bob.token).expect(200)).body.toolRuns).toHaveLength(1);
  });

  it('keeps the account when a service cannot remove its part, so the user can try again', async () => {
    const broken = await startIdentity(
      { LOG_LEVEL: 'silent', BILLING_URL: t.billing.billing.url, TOOLS_URL: 'http://127.0.0.1:9' },
      undefined,
      { mongo: t.billing.mongo },
    );
    try {
      const account = { email: 'unlucky@example.com', username: 'unlucky', password: 'secret12' };
      const token = (await request(broken.identity.url).post('/api/auth/register').send(account).expect(201)).body.token as string;
      const res = await request(broken.identity.url).post('/api/account/delete').set('authorization', `Bearer ${token}`).send({ password: account.password }).expect(503);
      expect(res.body.message).toBe('Some of your data could not be deleted right now. Your account was not deleted. Please try again in a moment.');
      await request(broken.identity.url).get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(200);
      const copy = await request(broken.identity.url).get('/api/account/export').set('authorization', `Bearer ${token}`).expect(503);
      expect(copy.body.message).toBe('Service is temporarily unavailable. Please try again later.');
    } finally {
      await broken.stop();
    }
  });
});
