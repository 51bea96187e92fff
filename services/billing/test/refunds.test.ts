// Refunds and goodwill credits through HTTP against mongo-lite and local/stripe-emulator (the real stripe SDK): a
// refund is whole and exactly once, withdraws only the uses not yet used, and takes the payment out of the user's
// spending and the revenue; charge.refunded (ours again, or a refund made at Stripe) is applied once.
import type Stripe from 'stripe';
import { pastEveryReservation } from './reservation-time';
import { newUserId, startBilling, STRIPE_KEYS, type BillingUnderTest } from './start-billing';

let t: BillingUnderTest;
beforeAll(async () => {
  t = await startBilling({ stripe: true });
});
afterAll(() => t.stop());

const TOOL = 'resume-analysis'; // $9.99 for 10 uses
const stripe = () => t.stripe!;
const paymentOf = async (userId: string) => (await t.internal('get', `/internal/operator/users/${userId}/payments`).expect(200)).body.payments[0];
const refund = (paymentId: string, operatorId = 'operator-1') => t.internal('post', `/internal/operator/payments/${paymentId}/refund`, { operatorId });
const stats = async () => (await t.internal('get', '/internal/admin/stats').expect(200)).body;
const userPayments = async (userId: string) => (await t.api.get('/api/user/payments').set(await t.auth(userId)).expect(200)).body.payments;
const userStats = async (userId: string) => (await t.api.get('/api/user/payment-stats').set(await t.auth(userId)).expect(200)).body;

/** Runs the tool `times` times to the end (reserve → commit), as the tools service does. */
async function use(userId: string, times: number) {
  for (let i = 0; i < times; i++) {
    const { body } = await t.internal('post', '/internal/usage/reserve', { userId, toolName: TOOL }).expect(200);
    await t.internal('post', '/internal/usage/commit', { reservationId: body.reservationId }).expect(200);
  }
}

/** Delivers an event as Stripe does: the JSON body signed with the endpoint's secret. */
function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe().webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhook });
  return t.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(payload).expect(200);
}

async function eventFor(type: string, objectOf: (event: Stripe.Event) => string | null, id: string): Promise<Stripe.Event> {
  const events = await stripe().events.list({ type: type as Stripe.EventListParams['type'], limit: 100 });
  const event = events.data.find((e) => objectOf(e) === id);
  if (!event) throw new Error(`no ${type} event for ${id}`);
  return event;
}
const chargeRefundedFor = (paymentIntentId: string) => eventFor('charge.refunded', (e) => (e.data.object as Stripe.Charge).payment_intent as string, paymentIntentId);

describe('an operator refunds a payment', () => {
  it('refunds it whole at Stripe, withdraws its unused uses and shows it refunded to the user and in the revenue', async () => {
    const userId = newUserId();
    const revenueBefore = (await stats()).totalRevenue;
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    expect(payment).toMatchObject({ status: 'completed', amount: 9.99 });
    expect((await stats()).totalRevenue).toBeCloseTo(revenueBefore + 9.99, 2);
    const bought = await t.usageOf(userId, TOOL);
    expect(bought).toMatchObject({ hasPayment: true, source: 'paid' });

    const res = await refund(payment.id).expect(200);
    expect(res.body).toEqual({ payment: { ...payment, status: 'refunded' }, usesWithdrawn: 10 });

    const charges = await stripe().charges.list({ payment_intent: payment.stripePaymentIntentId });
    expect(charges.data[0]).toMatchObject({ refunded: true, amount_refunded: 999 });
    expect((await userPayments(userId))[0]).toMatchObject({ id: payment.id, status: 'refunded' });
    expect(await userStats(userId)).toEqual({ totalSpent: 0, totalPayments: 0, totalTransactions: 1, toolBreakdown: {} });
    expect((await stats()).totalRevenue).toBeCloseTo(revenueBefore, 2);
    expect(await t.usageOf(userId, TOOL)).toMatchObject({ limit: (bought.limit as number) - 10, hasPayment: false, source: 'free_preview' });
  });

  it('withdraws only the uses not yet used: min(uses granted, paid uses left)', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const bought = await t.usageOf(userId, TOOL);
    const free = (bought.limit as number) - 10 - bought.used; // free uses go after the paid ones
    await use(userId, 3);
    const res = await refund((await paymentOf(userId)).id).expect(200);
    expect(res.body.usesWithdrawn).toBe(7);
    const after = await t.usageOf(userId, TOOL);
    expect(after.used).toBe(bought.used + 3);
    expect((after.limit as number) - after.used).toBe(free);
    const limits = await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL });
    expect(limits).toMatchObject({ paidGranted: 3, paidUsed: 3 });
  });

  it('withdraws nothing when every paid use was used, and never goes below them', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    await use(userId, 10);
    const before = await t.usageOf(userId, TOOL);
    expect((await refund((await paymentOf(userId)).id).expect(200)).body.usesWithdrawn).toBe(0);
    expect(await t.usageOf(userId, TOOL)).toEqual(before);
  });

  it('refuses a second refund of the same payment with 409 and a clear message; Stripe refunded it once', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    await refund(payment.id).expect(200);
    const usage = await t.usageOf(userId, TOOL);
    const again = await refund(payment.id, 'operator-2').expect(409);
    expect(again.body.message).toBe('This payment has already been refunded.');
    expect((await stripe().refunds.list({ payment_intent: payment.stripePaymentIntentId })).data).toHaveLength(1);
    expect(await t.usageOf(userId, TOOL)).toEqual(usage);
  });

  it('lets one of two refunds sent at once through', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    const answers = await Promise.all([refund(payment.id), refund(payment.id), refund(payment.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await stripe().refunds.list({ payment_intent: payment.stripePaymentIntentId })).data).toHaveLength(1);
    expect((await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL }))?.paidGranted).toBe(0);
  });

  it('refuses a payment that is not completed (409), an unknown id (404) and a caller without the internal key', async () => {
    const userId = newUserId();
    await t.api.post('/api/payments/create-intent').set(await t.auth(userId)).send({ toolName: TOOL }).expect(200);
    const pending = await paymentOf(userId);
    expect(pending.status).toBe('pending');
    expect((await refund(pending.id).expect(409)).body.message).toBe('Only a completed payment can be refunded.');
    expect((await refund('no-such-payment').expect(404)).body.message).toBe('Payment not found');
    await t.api.post(`/internal/operator/payments/${pending.id}/refund`).send({ operatorId: 'x' }).expect(404);
    expect((await refund(pending.id, '').expect(400)).body.message).toBe('operatorId is required');
  });

  it('answers 503 and keeps the payment refundable when Stripe refuses the refund', async () => {
    const userId = newUserId();
    const forged = { _id: `forged-${userId}`, userId, toolName: TOOL, stripePaymentIntentId: `pi_unknown${Date.now()}`, amountCents: 999, currency: 'usd', uses: 10, status: 'completed', createdAt: new Date(), updatedAt: new Date() };
    await t.billing.db.collection('payments').insertOne(forged as never);
    await refund(forged._id).expect(503);
    expect(await t.billing.db.collection('refunds').findOne({ _id: forged.stripePaymentIntentId as never })).toBeNull();
    expect(await t.billing.db.collection('payments').findOne({ _id: forged._id as never })).toMatchObject({ status: 'completed' });
  });
});

describe('a refund while runs are in flight', () => {
  const reserve = (userId: string) => t.internal('post', '/internal/usage/reserve', { userId, toolName: TOOL });
  const settle = (how: 'commit' | 'refund', reservationId: string) => t.internal('post', `/internal/usage/${how}`, { reservationId });

  it('withdraws the uses runs hold too: a run that finishes stays charged, one that fails or is abandoned gives nothing back', async () => {
    const userId = newUserId();
    const free = (await t.usageOf(userId, TOOL)).limit as number;
    await use(userId, free); // the free uses are spent, so only the purchase's uses are left to run on
    await t.buy(userId, TOOL);
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await reserve(userId).expect(200)).body.reservationId as string);

    expect((await refund((await paymentOf(userId)).id).expect(200)).body.usesWithdrawn).toBe(10);
    // The three runs still in flight are the only paid uses left, and none is free to take.
    expect(await t.usageOf(userId, TOOL)).toMatchObject({ used: free + 3, limit: free + 3 });

    await settle('commit', held[0]).expect(200); // delivered: charged
    await settle('refund', held[1]).expect(200); // failed: its use is not given back
    await settle('refund', held[1]).expect(200); // the same failure reported twice changes nothing
    await pastEveryReservation(t.billing.db, userId); // the third run's service crashed: its reservation runs out

    expect(await t.usageOf(userId, TOOL)).toMatchObject({ used: free + 1, limit: free + 1 });
    const refused = await reserve(userId).expect(402);
    expect(refused.body.message).toBe(`Usage limit exceeded: ${free + 1}/${free + 1} analyses used`);
    expect(await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL })).toMatchObject({ paidGranted: 1, paidUsed: 1, holds: [] });
  });
});

describe('a refund a crash interrupted', () => {
  const repair = async () => (await t.internal('post', '/internal/admin/repair', {}).expect(200)).body;

  /** What billing leaves when it stops between claiming an operator's refund and applying it (a minute ago). */
  async function interruptedRefund(userId: string, { madeAtStripe }: { madeAtStripe: boolean }) {
    await t.buy(userId, TOOL);
    await use(userId, 4);
    const payment = await paymentOf(userId);
    const pi = payment.stripePaymentIntentId as string;
    const claimedAt = new Date(Date.now() - 2 * 60_000);
    await t.billing.db.collection('refunds').insertOne({
      _id: pi as never, paymentId: payment.id, userId, toolName: TOOL, amountCents: 999, requestedBy: 'operator-1',
      stripeRefundId: null, stripeStatus: null, applied: false, usesWithdrawn: null, createdAt: claimedAt, updatedAt: claimedAt,
    });
    // The request billing's refund makes, under the same key, so Stripe answers billing's retry with this refund.
    const request = { payment_intent: pi, reason: 'requested_by_customer' as const, metadata: { paymentId: payment.id, requestedBy: 'operator-1' } };
    if (madeAtStripe) await stripe().refunds.create(request, { idempotencyKey: `careerkit-refund:${pi}` });
    return payment;
  }

  it.each([
    ['before Stripe was asked', false],
    ['after Stripe refunded', true],
  ])('is finished by the repair (%s): refunded at Stripe once, unused uses withdrawn, payment refunded', async (_, madeAtStripe) => {
    const userId = newUserId();
    const payment = await interruptedRefund(userId, { madeAtStripe });
    expect((await userPayments(userId))[0].status).toBe('completed');

    expect((await repair()).fixes).toContain('1 interrupted refund(s) finished');
    expect((await userPayments(userId))[0].status).toBe('refunded');
    expect(await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL })).toMatchObject({ paidGranted: 4, paidUsed: 4 });
    expect((await stripe().refunds.list({ payment_intent: payment.stripePaymentIntentId })).data).toHaveLength(1);
    expect(await t.billing.db.collection('refunds').findOne({ _id: payment.stripePaymentIntentId as never })).toMatchObject({ applied: true, usesWithdrawn: 6 });

    expect((await repair()).fixes).not.toContain('1 interrupted refund(s) finished');
    expect((await refund(payment.id).expect(409)).body.message).toBe('This payment has already been refunded.');
  });
});

describe('refund events', () => {
  it('changes nothing when charge.refunded arrives after our refund, twice, even with other paid uses left', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    await use(userId, 2);
    await t.internal('post', `/internal/operator/users/${userId}/credit`, { toolName: TOOL, uses: 5 }).expect(200);
    const payment = await paymentOf(userId);
    expect((await refund(payment.id).expect(200)).body.usesWithdrawn).toBe(8); // the 8 unused of the purchase, not the credit
    const usage = await t.usageOf(userId, TOOL);
    const event = await chargeRefundedFor(payment.stripePaymentIntentId);
    await deliver(event);
    await deliver(event);
    expect(await t.usageOf(userId, TOOL)).toEqual(usage);
    expect((await userPayments(userId))[0].status).toBe('refunded');
  });

  it('keeps a refunded payment refunded when payment_intent.succeeded is replayed', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    await refund(payment.id).expect(200);
    const usage = await t.usageOf(userId, TOOL);
    await deliver(await eventFor('payment_intent.succeeded', (e) => (e.data.object as Stripe.PaymentIntent).id, payment.stripePaymentIntentId));
    expect((await userPayments(userId))[0].status).toBe('refunded');
    expect(await t.usageOf(userId, TOOL)).toEqual(usage);
  });

  it('applies a refund made at Stripe (charge.refunded) once: uses withdrawn, payment refunded, then a 409 here', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    await use(userId, 4);
    const payment = await paymentOf(userId);
    await stripe().refunds.create({ payment_intent: payment.stripePaymentIntentId });
    const event = await chargeRefundedFor(payment.stripePaymentIntentId);
    await deliver(event);
    await deliver(event);
    expect((await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL }))).toMatchObject({ paidGranted: 4, paidUsed: 4 });
    expect((await userPayments(userId))[0].status).toBe('refunded');
    expect(await t.billing.db.collection('refunds').findOne({ _id: payment.stripePaymentIntentId as never })).toMatchObject({ requestedBy: 'stripe', applied: true, usesWithdrawn: 6 });
    expect((await refund(payment.id).expect(409)).body.message).toBe('This payment has already been refunded.');
  });

  it('ignores a partial refund made at Stripe (refunds here are whole)', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    await stripe().refunds.create({ payment_intent: payment.stripePaymentIntentId, amount: 100 });
    await deliver(await chargeRefundedFor(payment.stripePaymentIntentId));
    expect((await userPayments(userId))[0].status).toBe('completed');
  });

  it('keeps Stripe’s status of the refund from refund.updated', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    const payment = await paymentOf(userId);
    await refund(payment.id).expect(200);
    await deliver(await eventFor('refund.updated', (e) => (e.data.object as Stripe.Refund).payment_intent as string, payment.stripePaymentIntentId));
    expect(await t.billing.db.collection('refunds').findOne({ _id: payment.stripePaymentIntentId as never })).toMatchObject({
      stripeRefundId: expect.stringMatching(/^re_/),
      stripeStatus: 'succeeded',
      requestedBy: 'operator-1',
    });
  });
});

describe('a goodwill credit', () => {
  const credit = (userId: string, body: object) => t.internal('post', `/internal/operator/users/${userId}/credit`, body);

  it('grants paid uses by hand', async () => {
    const userId = newUserId();
    const before = await t.usageOf(userId, TOOL);
    const res = await credit(userId, { toolName: TOOL, uses: 5 }).expect(200);
    expect(res.body).toEqual({ toolName: TOOL, usesGranted: 5, usage: { ...before, limit: (before.limit as number) + 5, hasPayment: true, source: 'paid' } });
    await credit(userId, { toolName: TOOL, uses: 2 }).expect(200);
    expect((await t.usageOf(userId, TOOL)).limit).toBe((before.limit as number) + 7);
  });

  it('is granted once when sent twice with one request id, answered the same both times', async () => {
    const userId = newUserId();
    const before = await t.usageOf(userId, TOOL);
    const requestId = `credit-${userId}`;
    const first = await credit(userId, { toolName: TOOL, uses: 4, requestId }).expect(200);
    const again = await credit(userId, { toolName: TOOL, uses: 4, requestId }).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await t.usageOf(userId, TOOL)).limit).toBe((before.limit as number) + 4);
    // The id names that credit only: another count, tool or user under it is refused, and grants nothing.
    expect((await credit(userId, { toolName: TOOL, uses: 5, requestId }).expect(409)).body.message).toBe('This request id was used for another credit.');
    await credit(newUserId(), { toolName: TOOL, uses: 4, requestId }).expect(409);
    expect((await t.usageOf(userId, TOOL)).limit).toBe((before.limit as number) + 4);
    expect((await credit(userId, { toolName: TOOL, uses: 1, requestId: 'x' }).expect(400)).body.message).toBe('Request id must be 8 to 100 letters, digits, dashes or underscores');
  });

  it('is never withdrawn by refunding a purchase: only the purchase’s unused uses are', async () => {
    const userId = newUserId();
    await t.buy(userId, TOOL);
    await use(userId, 8);
    await credit(userId, { toolName: TOOL, uses: 5 }).expect(200);
    const before = await t.usageOf(userId, TOOL);
    expect((await refund((await paymentOf(userId)).id).expect(200)).body.usesWithdrawn).toBe(2);
    const after = await t.usageOf(userId, TOOL);
    expect((after.limit as number) - after.used).toBe((before.limit as number) - before.used - 2);
    expect(await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: TOOL })).toMatchObject({ paidGranted: 13, paidUsed: 8, creditGranted: 5 });
  });

  it('refuses a count out of bounds or an unknown tool', async () => {
    const userId = newUserId();
    expect((await credit(userId, { toolName: TOOL, uses: 0 }).expect(400)).body.message).toBe('Grant at least 1 use');
    expect((await credit(userId, { toolName: TOOL, uses: 101 }).expect(400)).body.message).toBe('Grant at most 100 uses at a time');
    expect((await credit(userId, { toolName: TOOL, uses: 1.5 }).expect(400)).body.message).toBe('Uses must be a whole number');
    expect((await credit(userId, { toolName: 'free-money', uses: 1 }).expect(400)).body.message).toBe('Unknown tool');
  });
});
