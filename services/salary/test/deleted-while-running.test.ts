// A salary run of an account deleted while it worked leaves nothing under the deleted id and is answered to no one
// (service-kit's deleted-users): a run is recorded when it ends, so one that ends after identity's removal passes used
// to stay in the history. Through HTTP: identity deletes the account over the real salary and billing on mongo-lite
// while a run of the same account is held at a point the test controls (in the engine, at billing's answer to the
// commit), and released once the deletion has answered.
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import type { AiEngine } from '@careerkit/ai/port';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import request from 'supertest';
import { startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { BENCHMARK, NEGOTIATION } from './fixtures';
import { startSalary, type SalaryUnderTest } from './start-salary';

const SIGN_IN_AGAIN = { error: 'unauthorized', message: 'Please sign in to continue.' };

/** A point a run waits at until the test lets it go; `reached` tells the test it is there. */
function hold() {
  let reach: () => void = () => undefined;
  let release: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reached, release, wait: async () => (reach(), released) };
}

let t: SalaryUnderTest;
let identity: IdentityUnderTest;
let link: BillingLink;
let api: SalaryUnderTest['api'];
/** The next negotiation waits here before the engine writes it. */
let engineHold: ReturnType<typeof hold> | undefined;

beforeAll(async () => {
  t = await startSalary();
  identity = await startIdentity(
    { LOG_LEVEL: 'silent', BILLING_URL: t.billing.billing.url, SALARY_URL: t.salary.url },
    { attemptsPerIp: 1000, failuresPerEmail: 5, resetMailsPerIp: 1000, window: 60, deleteFailuresPerUser: 3, exportsPerUser: 4 },
    { mongo: t.billing.mongo },
  );
  link = await startBillingLink(t.billing.billing.url);
  const engine = createAiEngine({});
  const held: AiEngine = {
    ...engine,
    async negotiate(input) {
      const waiting = engineHold;
      engineHold = undefined;
      await waiting?.wait();
      return engine.negotiate(input);
    },
  };
  api = await t.startAnother({ ai: held }, { BILLING_URL: link.url });
}, 60_000);
afterAll(async () => {
  await identity.stop();
  await t.stop();
  await link.close();
});

let n = 0;
async function newAccount() {
  n++;
  const account = { email: `salary-late${n}@example.com`, username: `salary_late_${n}`, password: 'secret12' };
  const res = await request(identity.identity.url).post('/api/auth/register').send(account).expect(201);
  return { ...account, id: res.body.user.id as string, token: res.body.token as string };
}
const deleteAccount = async (account: { token: string; password: string }) =>
  request(identity.identity.url).post('/api/account/delete').set('authorization', `Bearer ${account.token}`).send({ password: account.password }).expect(200);

/** What salary and billing hold under the id: their own copy for "Your data", and billing's reservations. */
async function heldUnder(userId: string) {
  const copy = async (url: string) => (await request(url).get(`/internal/users/${userId}/data`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200)).body;
  return {
    salary: await copy(t.salary.url),
    billing: await copy(t.billing.billing.url),
    reservations: await t.billing.billing.db.collection('reservations').countDocuments({ userId }),
  };
}
const NOTHING = { salary: { salaryRuns: [] }, billing: { payments: [], usage: [] }, reservations: 0 };

it('a negotiation that works through the deletion leaves no run and is answered to no one; billing goes on serving', async () => {
  const ada = await newAccount();
  engineHold = hold();
  const { reached, release } = engineHold;
  const run = api.post('/api/salary/negotiate').set(await t.auth(ada.id)).send(NEGOTIATION).then((res) => res);
  await reached; // its use is held at billing; the engine waits
  await deleteAccount(ada);
  release();

  const res = await run;
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
  expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: SIGN_IN_AGAIN });
  // The use it held went with the account: billing answered its commit and refund, and takes the next run as ever.
  const bob = await newAccount();
  await api.post('/api/salary/negotiate').set(await t.auth(bob.id)).send(NEGOTIATION).expect(200);
  expect((await heldUnder(bob.id)).salary.salaryRuns).toHaveLength(1);
});

it('a benchmark whose use was committed just before the deletion leaves no run and is not answered', async () => {
  const ada = await newAccount();
  const answer = hold();
  link.after('/internal/usage/commit', answer.wait);
  const run = api.post('/api/salary/benchmark').set(await t.auth(ada.id)).send(BENCHMARK).then((res) => res);
  await answer.reached; // the use is spent; billing's answer waits
  await deleteAccount(ada);
  answer.release();

  const res = await run;
  expect(await heldUnder(ada.id)).toEqual(NOTHING);
  expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: SIGN_IN_AGAIN });
});
