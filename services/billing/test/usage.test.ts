// Uses per user and tool, and the reserve → commit | refund | expire cycle, through HTTP against mongo-lite.
import { startBilling, newUserId, type BillingUnderTest } from './start-billing';

let t: BillingUnderTest;
beforeAll(async () => {
  t = await startBilling();
});
afterAll(() => t.stop());

const reserve = (userId: string, toolName: string) => t.internal('post', '/internal/usage/reserve', { userId, toolName });
const commit = (reservationId: string) => t.internal('post', '/internal/usage/commit', { reservationId });
const refund = (reservationId: string) => t.internal('post', '/internal/usage/refund', { reservationId });
const usageOf = async (userId: string, toolName: string) =>
  (await t.api.get(`/api/usage/${toolName}?t=${Date.now()}`).set('authorization', `Bearer ${await t.tokenFor(userId)}`).expect(200)).body;

describe('what the user sees', () => {
  it('shows a new user the free preview of every tool in one call, and of one tool', async () => {
    const userId = newUserId();
    const token = await t.tokenFor(userId);
    const all = await t.api.get('/api/usage').set('authorization', `Bearer ${token}`).expect(200);
    expect(Object.keys(all.body)).toHaveLength(7);
    expect(all.body['resume-analysis']).toEqual({ used: 0, limit: 2, hasPayment: false, source: 'free_preview' });
    expect(all.body['ghost-job-detector']).toEqual({ used: 0, limit: 3, hasPayment: false, source: 'free_preview' });
    const one = await t.api.get('/api/usage/cover-letter-writer?t=1').set('authorization', `Bearer ${token}`).expect(200);
    expect(one.body).toEqual({ used: 0, limit: 1, hasPayment: false, source: 'free_preview' });
    expect(one.headers['cache-control']).toBe('no-store');
    const limits = await t.api.get('/api/user/limits/salary-negotiation').set('authorization', `Bearer ${token}`).expect(200);
    expect(limits.body).toEqual({ remainingUses: 1, type: 'free_preview' });
  });

  it('asks for a sign-in without a valid token, and names an unknown tool', async () => {
    const res = await t.api.get('/api/usage/resume-analysis').expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
    await t.api.get('/api/usage').set('authorization', 'Bearer not-a-token').expect(401);
    await t.api.get('/api/user/limits/salary-benchmark').expect(401);
    const unknown = await t.api.get('/api/usage/nope').set('authorization', `Bearer ${await t.tokenFor(newUserId())}`).expect(400);
    expect(unknown.body.message).toBe('Unknown tool');
  });
});

describe('reserving a use', () => {
  it('gives free uses as previews, then refuses with 402 and the tool’s message', async () => {
    const userId = newUserId();
    const first = await reserve(userId, 'cover-letter-writer').expect(200);
    expect(first.body).toMatchObject({ reservationId: expect.any(String), isPreview: true, usage: { used: 1, limit: 1, source: 'free_preview' } });
    await commit(first.body.reservationId).expect(200);
    const refused = await reserve(userId, 'cover-letter-writer').expect(402);
    expect(refused.body).toMatchObject({
      error: 'payment_required',
      message: "You've reached your free usage limit. Upgrade to continue creating professional cover letters.",
      usageInfo: { used: 1, limit: 1 },
    });
    expect(await usageOf(userId, 'cover-letter-writer')).toEqual({ used: 1, limit: 1, hasPayment: false, source: 'free_preview' });
  });

  it('states the analyses used for resume analysis (spec part 1 §8)', async () => {
    const userId = newUserId();
    for (let i = 0; i < 2; i++) await commit((await reserve(userId, 'resume-analysis').expect(200)).body.reservationId).expect(200);
    const refused = await reserve(userId, 'resume-analysis').expect(402);
    expect(refused.body.message).toBe('Usage limit exceeded: 2/2 analyses used');
    expect((await reserve(userId, 'salary-benchmark').expect(200)).body.isPreview).toBe(true);
    expect((await reserve(userId, 'salary-benchmark').expect(402)).body.message).toBe('Usage limit exceeded - upgrade needed');
    expect((await reserve(userId, 'linkedin-optimizer').expect(200)).body.isPreview).toBe(true);
    expect((await reserve(userId, 'linkedin-optimizer').expect(402)).body.message).toBe(
      "You've reached your usage limit. Purchase more uses to continue generating LinkedIn optimizations.",
    );
  });

  it('never spends a use twice: 50 runs at once with 3 uses left → exactly 3 go through', async () => {
    const userId = newUserId();
    const results = await Promise.all(Array.from({ length: 50 }, () => reserve(userId, 'ghost-job-detector')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(47);
    expect(new Set(results.filter((r) => r.status === 200).map((r) => r.body.reservationId)).size).toBe(3);
    expect(await usageOf(userId, 'ghost-job-detector')).toMatchObject({ used: 3, limit: 3 });
  });

  it('refuses to run an inactive tool', async () => {
    await t.internal('put', '/internal/tools/resume-scanner', { isActive: false }).expect(200);
    try {
      const res = await reserve(newUserId(), 'resume-scanner').expect(403);
      expect(res.body.message).toBe('This tool is currently unavailable.');
    } finally {
      await t.internal('put', '/internal/tools/resume-scanner', { isActive: true }).expect(200);
    }
  });

  it('refuses bad input with the field’s message, and callers without the internal key', async () => {
    expect((await t.internal('post', '/internal/usage/reserve', { toolName: 'resume-analysis' }).expect(400)).body.message).toBe('userId is required');
    expect((await t.internal('post', '/internal/usage/reserve', { userId: 'u' }).expect(400)).body.message).toBe('toolName is required');
    expect((await t.internal('post', '/internal/usage/reserve', { userId: 'u', toolName: 'x' }).expect(400)).body.message).toBe('Unknown tool');
    expect((await t.internal('post', '/internal/usage/commit', {}).expect(400)).body.message).toBe('reservationId is required');
    await t.api.post('/internal/usage/reserve').send({ userId: 'u', toolName: 'resume-analysis' }).expect(404);
    await commit('no-such-reservation').expect(404);
  });
});

describe('settling a run', () => {
  it('gives the use back on refund, once, however often the refund is repeated', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'resume-analysis').expect(200)).body;
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: 1 });
    const refunds = await Promise.all([refund(reservationId), refund(reservationId), refund(reservationId)]);
    expect(refunds.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refunds.map((r) => r.body.state)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: 0 });
  });

  it('keeps a committed use spent; commit and refund exclude each other whatever runs at once', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'resume-analysis').expect(200)).body;
    const kinds = ['committed', 'refunded', 'committed', 'refunded'];
    const outcomes = await Promise.all(kinds.map((kind) => (kind === 'committed' ? commit : refund)(reservationId)));
    const won = outcomes.find((r) => r.status === 200)!.body.state as string;
    // Whichever came first decides; the other kind is a 409, a repeat of the same kind is answered as the first.
    outcomes.forEach((r, i) => expect(r.status).toBe(kinds[i] === won ? 200 : 409));
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: won === 'committed' ? 1 : 0 });
    await commit(reservationId).expect(won === 'committed' ? 200 : 409);
  });

});

describe('expiry', () => {
  // A billing of its own whose clock the test moves: expiry is watched without waiting, and its sweep runs only when
  // a test asks (the repair) or polls for it, so nothing here can pass because the sweep got there first.
  const TTL_MS = 10 * 60 * 1000;
  let main: BillingUnderTest;
  let now = Date.now();
  const later = (ms: number) => {
    now += ms;
  };
  beforeAll(async () => {
    main = t;
    t = await startBilling({ env: { RESERVATION_TTL_MS: String(TTL_MS), SWEEP_INTERVAL_MS: String(24 * 60 * 60 * 1000) }, options: { clock: () => new Date(now) } });
  });
  afterAll(async () => {
    await t.stop();
    t = main;
  });
  const reservationDoc = (id: string) => t.billing.db.collection('reservations').findOne({ _id: id as never });
  const limitsDoc = (userId: string, toolName: string) => t.billing.db.collection('user_tool_limits').findOne({ userId, toolName });

  it('refuses a commit that comes after the reservation expired, with nothing having expired it first', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'cover-letter-writer').expect(200)).body;
    later(TTL_MS + 1);
    // No read, no sweep: the reservation is still open in the database when the late commit arrives.
    expect(await reservationDoc(reservationId)).toMatchObject({ state: 'open' });
    const late = await commit(reservationId).expect(409);
    expect(late.body).toMatchObject({ error: 'reservation_settled', state: 'expired' });
    expect(await reservationDoc(reservationId)).toMatchObject({ state: 'expired', applied: true });
    expect(await usageOf(userId, 'cover-letter-writer')).toMatchObject({ used: 0 });
    expect((await refund(reservationId).expect(200)).body.state).toBe('expired');
    expect((await reserve(userId, 'cover-letter-writer').expect(200)).body.isPreview).toBe(true);
  });

  it('accepts a commit just before the reservation’s time is up', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'cover-letter-writer').expect(200)).body;
    later(TTL_MS - 1);
    expect((await commit(reservationId).expect(200)).body.state).toBe('committed');
    later(2);
    expect(await usageOf(userId, 'cover-letter-writer')).toMatchObject({ used: 1 });
  });

  it('gives back the use of an expired hold on the next read, before any sweep', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'resume-analysis').expect(200)).body;
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: 1 });
    later(TTL_MS + 1);
    expect(await reservationDoc(reservationId)).toMatchObject({ state: 'open' });
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: 0 });
    const all = await t.api.get('/api/usage').set('authorization', `Bearer ${await t.tokenFor(userId)}`).expect(200);
    expect(all.body['resume-analysis']).toMatchObject({ used: 0 });
    expect(await reservationDoc(reservationId)).toMatchObject({ state: 'expired', applied: true });
    await commit(reservationId).expect(409);
  });

  it('gives back expired holds in the one-call view of every tool too', async () => {
    const userId = newUserId();
    await reserve(userId, 'ghost-job-detector').expect(200);
    later(TTL_MS + 1);
    const all = await t.api.get('/api/usage').set('authorization', `Bearer ${await t.tokenFor(userId)}`).expect(200);
    expect(all.body['ghost-job-detector']).toMatchObject({ used: 0 });
  });

  it('the sweep returns expired reservations without a read', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'linkedin-optimizer').expect(200)).body;
    later(TTL_MS + 1);
    const repaired = (await t.internal('post', '/internal/admin/repair').expect(200)).body;
    expect(repaired.fixes).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ expired reservation\(s\) returned$/)]));
    expect(await reservationDoc(reservationId)).toMatchObject({ state: 'expired', applied: true });
    expect(await limitsDoc(userId, 'linkedin-optimizer')).toMatchObject({ freeUsed: 0, holds: [] });
  });

  it('finishes a settlement a crash interrupted (state written, use not yet given back)', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'resume-analysis').expect(200)).body;
    // What a crash between the two writes of a refund leaves: the reservation refunded, the hold still in place.
    await t.billing.db.collection('reservations').updateOne({ _id: reservationId as never }, { $set: { state: 'refunded', settledAt: new Date(now - 120_000) } });
    expect((await limitsDoc(userId, 'resume-analysis'))!.freeUsed).toBe(1);
    await t.internal('post', '/internal/admin/repair').expect(200);
    expect(await limitsDoc(userId, 'resume-analysis')).toMatchObject({ freeUsed: 0, holds: [] });
    expect((await refund(reservationId).expect(200)).body.state).toBe('refunded');
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ used: 0 });
  });
});

describe('the sweep on its interval', () => {
  let main: BillingUnderTest;
  let now = Date.now();
  beforeAll(async () => {
    main = t;
    t = await startBilling({ env: { SWEEP_INTERVAL_MS: '50' }, options: { clock: () => new Date(now) } });
  });
  afterAll(async () => {
    await t.stop();
    t = main;
  });

  it('returns an expired reservation’s use with no read and no call', async () => {
    const userId = newUserId();
    const { reservationId } = (await reserve(userId, 'linkedin-optimizer').expect(200)).body;
    now += 10 * 60 * 1000 + 1;
    const reservations = t.billing.db.collection('reservations');
    // Waits for the interval to do it, to the end: the use given back (each check is a database read, not a timer the
    // test guesses; the state changes a moment before the use is back, so the test waits for `applied`).
    const settled = async () => (await reservations.findOne({ _id: reservationId as never })) as { state: string; applied: boolean } | null;
    while (!(await settled())?.applied);
    expect(await settled()).toMatchObject({ state: 'expired', applied: true });
    expect(await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: 'linkedin-optimizer' })).toMatchObject({ freeUsed: 0 });
  });
});
