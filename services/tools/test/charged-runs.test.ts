// A delivered result is a charged result, and a failed run is refunded once: tool runs through HTTP against the real
// billing on mongo-lite, with the network between them cut the way a billing restart or outage cuts it.
import { RUN_FAILED_MESSAGES } from '@careerkit/contracts/tools';
import { startBillingLink, type BillingLink } from '../../billing/test/billing-link';
import { pastEveryReservation as pastEveryReservationIn } from '../../billing/test/reservation-time';
import { RICH_RESUME } from './fixtures';
import { newUserId, startTools, type ToolsUnderTest } from './start-tools';

const COMMIT = '/internal/usage/commit';
const REFUND = '/internal/usage/refund';
const SCANNER = '/api/tools/resume-scanner';

let t: ToolsUnderTest;
let link: BillingLink;
let api: ToolsUnderTest['api'];
beforeAll(async () => {
  t = await startTools();
  link = await startBillingLink(t.billing.billing.url);
  // A tools service whose calls to billing go through the link.
  ({ api } = await t.startAnother(undefined, { BILLING_URL: link.url }));
});
afterAll(async () => {
  await t.stop();
  await link.close();
});

const scan = async (userId: string, resumeText = RICH_RESUME) => api.post(SCANNER).set(await t.auth(userId)).send({ resumeText });
const billingDb = () => t.billing.billing.db;
const reservationsOf = (userId: string) => billingDb().collection('reservations').find({ userId }).toArray();
const callsFor = (path: string, reservationId: unknown) => link.calls(path).filter((body) => body.reservationId === reservationId);

/** Time passes in billing past every reservation of the user. */
const pastEveryReservation = (userId: string) => pastEveryReservationIn(billingDb(), userId);

describe('a delivered result is a charged result', () => {
  it('keeps the use of a delivered run spent once its reservation’s time has passed', async () => {
    const userId = newUserId();
    const res = await scan(userId);
    expect(res.status).toBe(200);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1, limit: 1 });
    await pastEveryReservation(userId);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1, limit: 1 });
    // And so the free use cannot be had twice.
    expect((await scan(userId)).status).toBe(402);
  });

  it('keeps the use spent when the commit call fails once (billing unreachable for a moment)', async () => {
    for (const how of ['drop', 'unavailable'] as const) {
      const userId = newUserId();
      link.cut(COMMIT, 1, how);
      const res = await scan(userId);
      expect(res.status).toBe(200);
      expect(res.body.isPreview).toBe(true);
      const [reservation] = await reservationsOf(userId);
      expect(callsFor(COMMIT, reservation._id)).toHaveLength(2); // the cut one and its retry
      expect(callsFor(REFUND, reservation._id)).toHaveLength(0);
      await pastEveryReservation(userId);
      expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1 });
      const run = await t.tools.db.collection('tool_usage').findOne({ userId });
      expect(run).toMatchObject({ status: 'completed', reservationId: reservation._id });
    }
  });

  it('does not deliver a result billing refused to charge (the reservation had expired), and gives the use back', async () => {
    const userId = newUserId();
    // The run outlived its reservation: billing refuses the commit and the use goes back to the user.
    link.before(COMMIT, () => pastEveryReservation(userId));
    const res = await scan(userId);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'tool_run_failed', message: RUN_FAILED_MESSAGES['resume-scanner'] });
    expect(res.text).not.toContain('strengths');
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 0 });
    expect(await t.tools.db.collection('tool_usage').findOne({ userId })).toMatchObject({ status: 'failed', outputData: null });
    // The use is there for the next run.
    expect((await scan(userId)).status).toBe(200);
  });

  it('does not deliver a result while billing stays unreachable for its commit, and refunds the use once', async () => {
    const userId = newUserId();
    link.cut(COMMIT, 100, 'unavailable');
    const res = await scan(userId);
    link.cut(COMMIT, 0, 'unavailable');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(RUN_FAILED_MESSAGES['resume-scanner']);
    const [reservation] = await reservationsOf(userId);
    expect(callsFor(COMMIT, reservation._id).length).toBeGreaterThan(2);
    expect(callsFor(REFUND, reservation._id)).toHaveLength(1);
    expect(reservation).toMatchObject({ state: 'refunded' });
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 0 });
  });

  it('delivers the result when the commit landed though every answer to it was lost (the refund finds it charged)', async () => {
    const userId = newUserId();
    link.cut(COMMIT, 100, 'lose-answer');
    const res = await scan(userId);
    link.cut(COMMIT, 0, 'lose-answer');
    expect(res.status).toBe(200);
    const [reservation] = await reservationsOf(userId);
    expect(reservation).toMatchObject({ state: 'committed' });
    expect(callsFor(REFUND, reservation._id)).toHaveLength(1);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1 });
    expect(await t.tools.db.collection('tool_usage').findOne({ userId })).toMatchObject({ status: 'completed' });
  });
});

describe('a run that fails is refunded exactly once', () => {
  it('refunds a run stopped by the time box once, leaving the uses already spent as they were', async () => {
    // A time box no engine can meet on fifty thousand characters with no break.
    const boxed = await t.startAnother(undefined, { BILLING_URL: link.url, ENGINE_RUN_TIMEOUT_MS: '1' });
    const userId = newUserId();
    await t.buy(userId, 'resume-scanner');
    expect((await scan(userId)).status).toBe(200);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1, limit: 9 });

    const res = await boxed.api.post(SCANNER).set(await t.auth(userId)).send({ resumeText: 'a'.repeat(50_000) });
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ error: 'tool_run_failed', message: RUN_FAILED_MESSAGES['resume-scanner'] });
    const failed = (await reservationsOf(userId)).find((r) => r.state !== 'committed')!;
    expect(failed).toMatchObject({ state: 'refunded' });
    expect(callsFor(REFUND, failed._id)).toHaveLength(1);
    expect(callsFor(COMMIT, failed._id)).toHaveLength(0);
    expect(await t.usageOf(userId, 'resume-scanner')).toMatchObject({ used: 1, limit: 9 });
    expect(await t.tools.db.collection('tool_usage').findOne({ userId, reservationId: failed._id })).toMatchObject({ status: 'failed', failure: 'timeout' });
  });
});
