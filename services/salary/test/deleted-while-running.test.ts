// A salary run of an account deleted while it worked leaves nothing under the deleted id and is answered to no one
// (service-kit's deleted-users): a run is recorded when it ends, so one that ends after identity's removal passes used
// to stay in the history. Through HTTP: identity deletes the account over the real salary and billing on mongo-lite
// while a run of the same account is held at a point the test controls (in the engine, at billing's answer to the
// commit), and released once the deletion has answered.
import { createAiEngine } from '@careerkit/ai/create-ai-engine';
import type { AiEngine } from '@careerkit/ai/port';
import { hold, startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { dataHeldAt, startDataOwnersIdentity, type IdentityUnderTest } from '../../identity/test/start-identity';
import { BENCHMARK, NEGOTIATION } from './fixtures';
import { startSalary, type SalaryUnderTest } from './start-salary';

const SIGN_IN_AGAIN = { error: 'unauthorized', message: 'Please sign in to continue.' };

let t: SalaryUnderTest;
let identity: IdentityUnderTest;
let link: BillingLink;
let api: SalaryUnderTest['api'];
/** The next negotiation waits here before the engine writes it. */
let engineHold: ReturnType<typeof hold> | undefined;

beforeAll(async () => {
  t = await startSalary();
  identity = await startDataOwnersIdentity({ BILLING_URL: t.billing.billing.url, SALARY_URL: t.salary.url }, t.billing.mongo);
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

const newAccount = () => identity.newAccount('salary_late');
const deleteAccount = (account: { token: string; password: string }) => identity.deleteAccount(account);

/** What salary and billing hold under the id: their own copy for "Your data", and billing's reservations. */
async function heldUnder(userId: string) {
  return {
    salary: await dataHeldAt(t.salary.url, userId),
    billing: await dataHeldAt(t.billing.billing.url, userId),
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
