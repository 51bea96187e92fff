// A delivered negotiation is a charged one: the use is committed before the answer is sent, through a commit call
// that fails once, and an answer whose use billing refused to charge is not delivered. A commit that landed though its
// answer was lost still delivers (charged once); a commit that fails gives the use back at once, not when it expires.
import { startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { pastEveryReservation } from '../../billing/test/reservation-time';
import { newUserId, startSalary, type SalaryUnderTest } from './start-salary';

const COMMIT = '/internal/usage/commit';
const REFUND = '/internal/usage/refund';
const NEGOTIATION = {
  jobTitle: 'Software Engineer',
  currentOffer: { baseSalary: 150_000, bonus: 0, equity: '' },
  targetSalary: 165_000,
  marketData: { p25: 121_640, p50: 157_210, p75: 198_830 },
};

let t: SalaryUnderTest;
let link: BillingLink;
let api: SalaryUnderTest['api'];
beforeAll(async () => {
  t = await startSalary();
  link = await startBillingLink(t.billing.billing.url);
  // A salary service whose calls to billing go through the link.
  api = await t.startAnother({}, { BILLING_URL: link.url });
});
afterAll(async () => {
  await t.stop();
  await link.close();
});

const negotiate = async (userId: string) => api.post('/api/salary/negotiate').set(await t.auth(userId)).send(NEGOTIATION);
const expire = (userId: string) => pastEveryReservation(t.billing.billing.db, userId);
const reservationsOf = (userId: string) => t.billing.billing.db.collection('reservations').find({ userId }).toArray();
const callsFor = (path: string, reservationId: unknown) => link.calls(path).filter((body) => body.reservationId === reservationId);

it('keeps the use of a delivered negotiation spent once its reservation’s time has passed', async () => {
  const userId = newUserId();
  expect((await negotiate(userId)).status).toBe(200);
  await expire(userId);
  expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 1 });
});

it('keeps the use spent when the commit call fails once (billing unreachable for a moment)', async () => {
  const userId = newUserId();
  link.cut(COMMIT, 1, 'drop');
  expect((await negotiate(userId)).status).toBe(200);
  await expire(userId);
  expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 1 });
  expect(await t.historyOf(userId)).toMatchObject([{ status: 'completed' }]);
});

it('does not deliver a negotiation billing refused to charge (the reservation had expired), and gives the use back', async () => {
  const userId = newUserId();
  link.before(COMMIT, () => expire(userId));
  const res = await negotiate(userId);
  expect(res.status).toBe(503);
  expect(res.body).not.toHaveProperty('emailScript');
  expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 0 });
  expect(await t.historyOf(userId)).toMatchObject([{ status: 'failed', failure: 'unsettled' }]);
});

it('delivers the negotiation when its commit landed though every answer to it was lost, charged once (the refund finds it committed)', async () => {
  const userId = newUserId();
  link.cut(COMMIT, 100, 'lose-answer');
  const res = await negotiate(userId);
  link.cut(COMMIT, 0, 'lose-answer');
  expect(res.status).toBe(200);
  expect(res.body.emailScript).toEqual(expect.any(String));
  const [reservation] = await reservationsOf(userId);
  expect(reservation).toMatchObject({ state: 'committed' });
  expect(callsFor(REFUND, reservation._id)).toHaveLength(1);
  expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 1 });
  expect(await t.historyOf(userId)).toMatchObject([{ status: 'completed' }]);
});

it('gives the use back at once when billing stays unreachable for the commit, without waiting for the reservation to expire', async () => {
  const userId = newUserId();
  link.cut(COMMIT, 100, 'unavailable');
  const res = await negotiate(userId);
  link.cut(COMMIT, 0, 'unavailable');
  expect(res.status).toBe(503);
  expect(res.body).not.toHaveProperty('emailScript');
  const [reservation] = await reservationsOf(userId);
  expect(callsFor(COMMIT, reservation._id).length).toBeGreaterThan(2);
  expect(callsFor(REFUND, reservation._id)).toHaveLength(1);
  expect(reservation).toMatchObject({ state: 'refunded' });
  expect(await t.usageOf(userId, 'salary-negotiation')).toMatchObject({ used: 0 });
  expect(await t.historyOf(userId)).toMatchObject([{ status: 'failed', failure: 'unsettled' }]);
});
