// Abandoned checkouts, on a clock the test moves (no waiting): a payment intent left unpaid for PENDING_CHECKOUT_TTL_MS
// shows "abandoned" to the customer and the operator and is never revenue; the customer's transaction count is the
// rows of their history; a checkout Stripe confirms after it was abandoned is fulfilled exactly once and completes.
import type Stripe from 'stripe';
import { newUserId, startBilling, STRIPE_KEYS, type BillingUnderTest } from './start-billing';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: BillingUnderTest;
let now = Date.now();
const later = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  // The default time (24 h) is what is tested; the sweep runs only when a test asks for it (the repair).
  t = await startBilling({ stripe: true, env: { SWEEP_INTERVAL_MS: String(DAY_MS) }, options: { clock: () => new Date(now) } });
});
afterAll(() => t.stop());

const stripe = () => t.stripe!;
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
const openCheckout = async (userId: string, toolName: string) =>
  intentIdOf((await t.api.post('/api/payments/create-intent').set(await t.auth(userId)).send({ toolName }).expect(200)).body.clientSecret);
const confirm = async (userId: string, paymentIntentId: string) =>
  t.api.post('/api/payments/confirm').set(await t.auth(userId)).send({ paymentIntentId }).expect(200);
const history = async (userId: string) => (await t.api.get('/api/user/payments').set(await t.auth(userId)).expect(200)).body.payments as Array<{ toolName: string; status: string; stripePaymentIntentId: string }>;
const statsOf = async (userId: string) => (await t.api.get('/api/user/payment-stats').set(await t.auth(userId)).expect(200)).body;
const adminStats = async () => (await t.internal('get', '/internal/admin/stats').expect(200)).body as { totalRevenue: number; recentPayments: Array<{ stripePaymentIntentId: string; status: string }> };
const operatorRowOf = async (paymentIntentId: string) => (await adminStats()).recentPayments.find((p) => p.stripePaymentIntentId === paymentIntentId);
const repair = async () => (await t.internal('post', '/internal/admin/repair').expect(200)).body as { fixes: string[] };
const storedStatus = async (paymentIntentId: string) => (await t.billing.db.collection('payments').findOne({ stripePaymentIntentId: paymentIntentId }))?.status;

async function succeededEventFor(paymentIntentId: string): Promise<Stripe.Event> {
  const events = await stripe().events.list({ type: 'payment_intent.succeeded', limit: 100 });
  const event = events.data.find((e) => (e.data.object as { id: string }).id === paymentIntentId);
  if (!event) throw new Error(`no payment_intent.succeeded event for ${paymentIntentId}`);
  return event;
}
function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = stripe().webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhook });
  return t.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(payload).expect(200);
}

describe('a checkout left unpaid', () => {
  it('stays pending for 24 h, then shows abandoned to the customer and the operator, and is never revenue', async () => {
    const userId = newUserId();
    await t.buy(userId, 'resume-scanner'); // $4.99, paid
    const revenue = (await adminStats()).totalRevenue;
    later(1);
    const open = await openCheckout(userId, 'ghost-job-detector'); // $2.99, never paid

    later(DAY_MS);
    expect((await history(userId)).map((p) => [p.toolName, p.status])).toEqual([
      ['ghost-job-detector', 'pending'],
      ['resume-scanner', 'completed'],
    ]);
    expect(await operatorRowOf(open)).toMatchObject({ status: 'pending' });

    later(1);
    expect((await history(userId)).map((p) => [p.toolName, p.status])).toEqual([
      ['ghost-job-detector', 'abandoned'],
      ['resume-scanner', 'completed'],
    ]);
    expect(await operatorRowOf(open)).toMatchObject({ status: 'abandoned' });
    // The transaction count is the rows the customer sees; what they spent is the completed payment only.
    expect(await statsOf(userId)).toEqual({ totalSpent: 4.99, totalPayments: 1, totalTransactions: 2, toolBreakdown: { 'resume-scanner': { amount: 4.99, count: 1 } } });
    expect((await adminStats()).totalRevenue).toBeCloseTo(revenue, 2);

    // The sweep records it; what is shown does not change.
    expect(await storedStatus(open)).toBe('pending');
    expect((await repair()).fixes).toContain('1 unpaid checkout(s) marked abandoned');
    expect(await storedStatus(open)).toBe('abandoned');
    expect((await history(userId))[0]).toMatchObject({ stripePaymentIntentId: open, status: 'abandoned' });
    expect((await adminStats()).totalRevenue).toBeCloseTo(revenue, 2);
  });

  it('is offered again while open, and once abandoned the dialog makes a new checkout', async () => {
    const userId = newUserId();
    const first = await openCheckout(userId, 'resume-analysis');
    later(DAY_MS - 1);
    expect(await openCheckout(userId, 'resume-analysis')).toBe(first);
    later(2);
    const second = await openCheckout(userId, 'resume-analysis');
    expect(second).not.toBe(first);
    expect((await history(userId)).map((p) => [p.stripePaymentIntentId, p.status])).toEqual([
      [second, 'pending'],
      [first, 'abandoned'],
    ]);
    expect((await statsOf(userId)).totalTransactions).toBe(2);
  });
});

describe('a checkout Stripe confirms after it was abandoned (a tab left open): the money came in', () => {
  it.each([
    ['after the sweep recorded it abandoned', true],
    ['before the sweep got to it', false],
  ])('%s: its uses are granted exactly once and it shows completed, counted once as revenue', async (_, swept) => {
    const userId = newUserId();
    const id = await openCheckout(userId, 'resume-analysis'); // $9.99 for 10 uses
    const revenue = (await adminStats()).totalRevenue;
    later(DAY_MS + 1);
    if (swept) await repair();
    expect((await history(userId))[0]).toMatchObject({ status: 'abandoned' });

    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const event = await succeededEventFor(id);
    await deliver(event);
    await deliver(event);
    await confirm(userId, id);
    await repair();

    expect(await t.billing.db.collection('user_tool_limits').findOne({ userId, toolName: 'resume-analysis' })).toMatchObject({ paidGranted: 10, grants: [id] });
    expect(await t.usageOf(userId, 'resume-analysis')).toEqual({ used: 0, limit: 12, hasPayment: true, source: 'paid' });
    expect((await history(userId)).map((p) => p.status)).toEqual(['completed']);
    expect(await operatorRowOf(id)).toMatchObject({ status: 'completed' });
    expect(await statsOf(userId)).toMatchObject({ totalSpent: 9.99, totalPayments: 1, totalTransactions: 1 });
    expect((await adminStats()).totalRevenue).toBeCloseTo(revenue + 9.99, 2);
  });
});
