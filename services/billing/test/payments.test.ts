// Purchases through HTTP against mongo-lite and local/stripe-emulator (the real stripe SDK on both sides): intents
// priced from the catalog, confirm and the signed webhook, and uses granted exactly once per PaymentIntent.
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import type Stripe from 'stripe';
import request from 'supertest';
import { INTERNAL_KEY, newUserId, startBilling, STRIPE_KEYS, WEBHOOK_EVENTS, type BillingUnderTest } from './start-billing';

let t: BillingUnderTest;
beforeAll(async () => {
  t = await startBilling({ stripe: true });
});
afterAll(() => t.stop());

const stripe = () => t.stripe!;
const auth = async (userId: string) => ({ authorization: `Bearer ${await t.tokenFor(userId)}` });
const createIntent = async (userId: string, body: object, status = 200) => t.api.post('/api/payments/create-intent').set(await auth(userId)).send(body).expect(status);
const confirm = async (userId: string, paymentIntentId: string, status = 200) =>
  t.api.post('/api/payments/confirm').set(await auth(userId)).send({ paymentIntentId }).expect(status);
const usageOf = async (userId: string, toolName: string) => (await t.api.get(`/api/usage/${toolName}`).set(await auth(userId)).expect(200)).body;
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
const limitsDoc = (userId: string, toolName: string) => t.billing.db.collection('user_tool_limits').findOne({ userId, toolName });
const paymentDoc = (paymentIntentId: string) => t.billing.db.collection('payments').findOne({ stripePaymentIntentId: paymentIntentId });

/** Opens the payment dialog and pays with a card, as the browser does; answers the intent's id. */
async function pay(userId: string, toolName: string, paymentMethod = 'pm_card_visa'): Promise<string> {
  const res = await createIntent(userId, { toolName });
  const id = intentIdOf(res.body.clientSecret);
  await stripe().paymentIntents.confirm(id, { payment_method: paymentMethod });
  return id;
}

/** The event the emulator recorded for the intent. */
async function eventFor(paymentIntentId: string, type: string): Promise<Stripe.Event> {
  const events = await stripe().events.list({ type, limit: 100 });
  const event = events.data.find((e) => (e.data.object as { id: string }).id === paymentIntentId);
  if (!event) throw new Error(`no ${type} event for ${paymentIntentId}`);
  return event;
}

/** Delivers an event as Stripe does: the JSON body signed with the endpoint's secret. */
function deliver(event: object, { secret = STRIPE_KEYS.webhook, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe().webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(payload);
}

it('gives the browser the publishable key, and the emulator’s Stripe.js when that is the provider', async () => {
  expect((await t.api.get('/api/payments/config').expect(200)).body).toEqual({ publishableKey: STRIPE_KEYS.publishable, stripeJsUrl: `${t.emulator!.url}/v3/stripe.js` });
});

describe('creating an intent', () => {
  it('charges the catalog price, whatever amount the browser sends', async () => {
    const userId = newUserId();
    const res = await createIntent(userId, { toolName: 'resume-analysis', amount: 0.5 });
    expect(res.body).toMatchObject({ clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), alreadyPaid: false, amount: 9.99 });
    const intent = await stripe().paymentIntents.retrieve(intentIdOf(res.body.clientSecret));
    expect(intent).toMatchObject({ amount: 999, currency: 'usd', status: 'requires_payment_method', metadata: { userId, toolName: 'resume-analysis', uses: '10' } });
    expect(await paymentDoc(intent.id)).toMatchObject({ userId, toolName: 'resume-analysis', amountCents: 999, status: 'pending', uses: 10 });
  });

  it('makes one intent for a double click and one Stripe customer per user', async () => {
    const userId = newUserId();
    const answers = await Promise.all([1, 2, 3].map(async () => createIntent(userId, { toolName: 'resume-scanner' })));
    const secrets = new Set(answers.map((r) => r.body.clientSecret));
    expect(secrets.size).toBe(1);
    // Opening the dialog again later offers the same unpaid intent.
    expect((await createIntent(userId, { toolName: 'resume-scanner' })).body.clientSecret).toBe([...secrets][0]);
    const other = await createIntent(userId, { toolName: 'cover-letter-writer' });
    const intents = await Promise.all([[...secrets][0], other.body.clientSecret].map((s) => stripe().paymentIntents.retrieve(intentIdOf(s))));
    expect(intents[0].customer).toEqual(expect.stringMatching(/^cus_/));
    expect(intents[1].customer).toBe(intents[0].customer);
    expect(await t.billing.db.collection('stripe_customers').countDocuments({ _id: userId as never })).toBe(1);
    expect(await t.billing.db.collection('payments').countDocuments({ userId })).toBe(2);
  });

  it('refuses bad input with the field’s message, and callers who are not signed in', async () => {
    const userId = newUserId();
    expect((await createIntent(userId, {}, 400)).body.message).toBe('toolName is required');
    expect((await createIntent(userId, { toolName: 'free-money' }, 400)).body.message).toBe('Unknown tool');
    const noId = await t.api.post('/api/payments/confirm').set(await auth(userId)).send({}).expect(400);
    expect(noId.body.message).toBe('paymentIntentId is required');
    expect((await confirm(userId, 'abc', 400)).body.message).toBe('Invalid payment intent id');
    await t.api.post('/api/payments/create-intent').send({ toolName: 'resume-analysis' }).expect(401);
    await t.api.post('/api/payments/confirm').send({ paymentIntentId: 'pi_123' }).expect(401);
    await t.api.get('/api/user/payments').expect(401);
  });
});

describe('the account behind the token, checked on every call that writes', () => {
  const identityInternal = (method: 'put' | 'delete', path: string, body?: object) => {
    const call = request(t.identity.identity.url)[method](path).set(INTERNAL_KEY_HEADER, INTERNAL_KEY);
    return body ? call.send(body) : call;
  };

  it('a deleted account: 401, and no intent, payment or customer is made', async () => {
    const userId = newUserId('deleted');
    const headers = await auth(userId);
    await identityInternal('delete', `/internal/users/${userId}`).expect(200);
    expect((await t.api.post('/api/payments/create-intent').set(headers).send({ toolName: 'resume-analysis' }).expect(401)).body.message).toBe('Please sign in to continue.');
    await t.api.post('/api/payments/confirm').set(headers).send({ paymentIntentId: 'pi_123' }).expect(401);
    expect(await t.billing.db.collection('payments').countDocuments({ userId })).toBe(0);
    expect(await t.billing.db.collection('stripe_customers').countDocuments({ _id: userId as never })).toBe(0);
  });

  it('a deactivated account: 403 with the spec’s message', async () => {
    const userId = newUserId('inactive');
    const headers = await auth(userId);
    await identityInternal('put', `/internal/users/${userId}/active`, { isActive: false }).expect(200);
    const refused = await t.api.post('/api/payments/create-intent').set(headers).send({ toolName: 'resume-analysis' }).expect(403);
    expect(refused.body.message).toBe('Your account has been deactivated. Please contact support.');
    expect(await t.billing.db.collection('payments').countDocuments({ userId })).toBe(0);
  });

  it('a session that was ended (the account’s token version moved on): 401', async () => {
    const userId = newUserId('signed-out');
    const headers = await auth(userId);
    await t.identity.identity.db.collection('users').updateOne({ _id: userId as never }, { $inc: { tokenVersion: 1 } });
    expect((await t.api.post('/api/payments/create-intent').set(headers).send({ toolName: 'resume-analysis' }).expect(401)).body.message).toBe(
      'Your session has expired. Please sign in again.',
    );
  });
});

describe('granting uses exactly once per PaymentIntent', () => {
  const PAID_LIMIT = 10; // resume analysis: 2 free + 10 per purchase

  async function expectGrantedOnce(userId: string, paymentIntentId: string) {
    expect(await limitsDoc(userId, 'resume-analysis')).toMatchObject({ paidGranted: PAID_LIMIT, grants: [paymentIntentId] });
    expect(await usageOf(userId, 'resume-analysis')).toEqual({ used: 0, limit: 2 + PAID_LIMIT, hasPayment: true, source: 'paid' });
    expect(await paymentDoc(paymentIntentId)).toMatchObject({ status: 'completed' });
    expect(await t.billing.db.collection('fulfilments').countDocuments({ _id: paymentIntentId as never })).toBe(1);
  }

  it('confirm first, then the webhook, each twice', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const first = await confirm(userId, id);
    expect(first.body).toMatchObject({ success: true, message: 'You now have access to this AI tool!', usage: { limit: 12, hasPayment: true } });
    await confirm(userId, id);
    const event = await eventFor(id, 'payment_intent.succeeded');
    expect((await deliver(event).expect(200)).body).toEqual({ received: true });
    await deliver(event).expect(200);
    await expectGrantedOnce(userId, id);
  });

  it('the webhook first, then confirm, each twice', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const event = await eventFor(id, 'payment_intent.succeeded');
    await deliver(event).expect(200);
    await deliver(event).expect(200);
    await confirm(userId, id);
    await confirm(userId, id);
    await expectGrantedOnce(userId, id);
  });

  it('all four at the same moment', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const event = await eventFor(id, 'payment_intent.succeeded');
    const answers = await Promise.all([confirm(userId, id), deliver(event).then((r) => r), confirm(userId, id), deliver(event).then((r) => r)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await expectGrantedOnce(userId, id);
  });

  it('through the emulator’s own signed delivery, with no confirm call', async () => {
    const userId = newUserId();
    t.emulator!.setWebhook({ url: `${t.billing.url}/api/payments/webhook`, secret: STRIPE_KEYS.webhook, events: WEBHOOK_EVENTS });
    try {
      const id = await pay(userId, 'resume-analysis');
      await t.emulator!.webhooksIdle();
      await expectGrantedOnce(userId, id);
    } finally {
      t.emulator!.setWebhook(undefined);
    }
  });

  it('after a crash between claiming the fulfilment and granting the uses, the next arrival grants them once', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const payment = await paymentDoc(id);
    // What the crash leaves: the claim, no grant.
    await t.billing.db.collection('fulfilments').insertOne({ _id: id as never, paymentId: payment!._id, userId, toolName: 'resume-analysis', uses: PAID_LIMIT, granted: false, createdAt: new Date() });
    await deliver(await eventFor(id, 'payment_intent.succeeded')).expect(200);
    await confirm(userId, id);
    await expectGrantedOnce(userId, id);
  });

  it('after a crash between creating the intent and recording it, the payment is rebuilt from the intent and granted', async () => {
    const userId = newUserId();
    // The intent as create-intent makes it (customer, metadata), never recorded by billing.
    const intent = await stripe().paymentIntents.create({ amount: 999, currency: 'usd', metadata: { userId, toolName: 'resume-analysis', uses: String(PAID_LIMIT) } });
    await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await deliver(await eventFor(intent.id, 'payment_intent.succeeded')).expect(200);
    await expectGrantedOnce(userId, intent.id);
  });
});

describe('what is refused and grants nothing', () => {
  it('a forged, stale or missing signature → 400', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const event = await eventFor(id, 'payment_intent.succeeded');
    const forged = await deliver(event, { secret: 'whsec_not_the_endpoints_secret' }).expect(400);
    expect(forged.body.message).toBe('Invalid webhook signature.');
    await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }).expect(400);
    await deliver({ ...event, id: 'evt_tampered', data: { object: { ...(event.data.object as object), metadata: { userId: 'attacker' } } } }, { secret: 'whsec_guess' }).expect(400);
    await t.api.post('/api/payments/webhook').set('content-type', 'application/json').send(JSON.stringify(event)).expect(400);
    expect(await limitsDoc(userId, 'resume-analysis')).toBeNull();
    expect(await paymentDoc(id)).toMatchObject({ status: 'pending' });
    expect(await usageOf(userId, 'resume-analysis')).toMatchObject({ limit: 2, hasPayment: false });
  });

  it('a webhook body over 64 KB → 413, before anything is read from it', async () => {
    const big = JSON.stringify({ id: 'evt_big', type: 'payment_intent.succeeded', pad: 'x'.repeat(64 * 1024) });
    const header = stripe().webhooks.generateTestHeaderString({ payload: big, secret: STRIPE_KEYS.webhook });
    await t.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', header).send(big).expect(413);
  });

  it('a declined card; the same intent can then be paid with another card', async () => {
    const userId = newUserId();
    const res = await createIntent(userId, { toolName: 'ghost-job-detector' });
    const id = intentIdOf(res.body.clientSecret);
    await expect(stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_chargeDeclined' })).rejects.toMatchObject({ type: 'StripeCardError' });
    expect((await confirm(userId, id, 400)).body.message).toBe('Payment has not been completed.');
    await deliver(await eventFor(id, 'payment_intent.payment_failed')).expect(200);
    expect(await paymentDoc(id)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await usageOf(userId, 'ghost-job-detector')).toEqual({ used: 0, limit: 3, hasPayment: false, source: 'free_preview' });

    const again = await createIntent(userId, { toolName: 'ghost-job-detector' });
    expect(again.body.clientSecret).toBe(res.body.clientSecret);
    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    await confirm(userId, id);
    // A failure event arriving late does not undo the completed payment.
    await deliver(await eventFor(id, 'payment_intent.payment_failed')).expect(200);
    expect(await paymentDoc(id)).toMatchObject({ status: 'completed' });
    expect(await usageOf(userId, 'ghost-job-detector')).toEqual({ used: 0, limit: 18, hasPayment: true, source: 'paid' });
  });

  it("another user's paymentIntentId", async () => {
    const owner = newUserId('owner');
    const thief = newUserId('thief');
    const id = await pay(owner, 'resume-analysis');
    const refused = await confirm(thief, id, 403);
    expect(refused.body.message).toBe("You don't have permission to access this resource.");
    expect(await limitsDoc(thief, 'resume-analysis')).toBeNull();
    expect(await limitsDoc(owner, 'resume-analysis')).toBeNull();
    // An intent made outside billing for the thief's own id is not a purchase either.
    const stray = await stripe().paymentIntents.create({ amount: 50, currency: 'usd', metadata: { userId: thief } });
    await stripe().paymentIntents.confirm(stray.id, { payment_method: 'pm_card_visa' });
    await confirm(thief, stray.id, 404);
    await confirm(thief, 'pi_doesnotexist', 404);
    expect(await limitsDoc(thief, 'resume-analysis')).toBeNull();
  });

  it('an inactive tool can be neither bought nor run', async () => {
    const userId = newUserId();
    await t.internal('put', '/internal/tools/linkedin-optimizer', { isActive: false }).expect(200);
    try {
      expect((await createIntent(userId, { toolName: 'linkedin-optimizer' }, 403)).body.message).toBe('This tool is currently unavailable.');
      await t.internal('post', '/internal/usage/reserve', { userId, toolName: 'linkedin-optimizer' }).expect(403);
      expect(await t.billing.db.collection('payments').countDocuments({ userId })).toBe(0);
    } finally {
      await t.internal('put', '/internal/tools/linkedin-optimizer', { isActive: true }).expect(200);
    }
  });
});

describe('an intent is fulfilled only for what was sold', () => {
  const RESUME_ANALYSIS = { amount: 999, currency: 'usd', uses: 10 };

  /** Nothing granted, the payment left pending. */
  async function expectNothingGranted(userId: string, paymentIntentId?: string) {
    expect(await limitsDoc(userId, 'resume-analysis')).toBeNull();
    expect(await usageOf(userId, 'resume-analysis')).toEqual({ used: 0, limit: 2, hasPayment: false, source: 'free_preview' });
    if (paymentIntentId) expect(await paymentDoc(paymentIntentId)).toMatchObject({ status: 'pending' });
    expect(await t.billing.db.collection('fulfilments').countDocuments({ userId })).toBe(0);
  }

  it('an intent whose amount differs from the recorded payment: confirm refuses it, the webhook grants nothing', async () => {
    const userId = newUserId();
    const res = await createIntent(userId, { toolName: 'resume-analysis' });
    const id = intentIdOf(res.body.clientSecret);
    await stripe().paymentIntents.update(id, { amount: 100 }); // the same intent, now for $1.00
    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    const refused = await confirm(userId, id, 400);
    expect(refused.body).toMatchObject({ error: 'payment_mismatch', message: 'Payment details do not match this purchase.' });
    await deliver(await eventFor(id, 'payment_intent.succeeded')).expect(200);
    await expectNothingGranted(userId, id);
  });

  it('an intent whose currency differs from the recorded payment: confirm refuses it, the webhook grants nothing', async () => {
    const userId = newUserId();
    const res = await createIntent(userId, { toolName: 'resume-analysis' });
    const id = intentIdOf(res.body.clientSecret);
    await stripe().paymentIntents.update(id, { currency: 'jpy' }); // 999 yen, not $9.99
    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    expect((await confirm(userId, id, 400)).body.error).toBe('payment_mismatch');
    await deliver(await eventFor(id, 'payment_intent.succeeded')).expect(200);
    await expectNothingGranted(userId, id);
  });

  it('an intent whose uses were changed after it was recorded: confirm refuses it, the webhook grants nothing', async () => {
    const userId = newUserId();
    const res = await createIntent(userId, { toolName: 'resume-analysis' });
    const id = intentIdOf(res.body.clientSecret);
    await stripe().paymentIntents.update(id, { metadata: { uses: '1000' } });
    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    expect((await confirm(userId, id, 400)).body.error).toBe('payment_mismatch');
    await deliver(await eventFor(id, 'payment_intent.succeeded')).expect(200);
    await expectNothingGranted(userId, id);
  });

  it('a signed event for an intent billing never created, 1 JPY for 1,000 uses, grants nothing', async () => {
    const userId = newUserId();
    const intent = {
      id: `pi_never_created_${userId.replace(/\W/g, '')}`,
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1,
      currency: 'jpy',
      client_secret: null,
      metadata: { userId, toolName: 'resume-analysis', uses: '1000' },
    };
    const event = { id: `evt_${intent.id}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } };
    expect((await deliver(event).expect(200)).body).toEqual({ received: true });
    await expectNothingGranted(userId);
    expect(await paymentDoc(intent.id)).toBeNull();
    // The catalog's amount in yen, or its currency with 1,000 uses, is no purchase either.
    await deliver({ ...event, id: `${event.id}_2`, data: { object: { ...intent, amount: RESUME_ANALYSIS.amount } } }).expect(200);
    await deliver({ ...event, id: `${event.id}_3`, data: { object: { ...intent, amount: RESUME_ANALYSIS.amount, currency: 'usd' } } }).expect(200);
    await expectNothingGranted(userId);
  });

  it('an unrecorded intent off the catalog, confirmed by its own user: not found, nothing granted', async () => {
    const userId = newUserId();
    for (const sold of [
      { amount: 50, currency: 'usd', uses: String(RESUME_ANALYSIS.uses) },
      { amount: RESUME_ANALYSIS.amount, currency: 'eur', uses: String(RESUME_ANALYSIS.uses) },
      { amount: RESUME_ANALYSIS.amount, currency: 'usd', uses: '1000' },
    ]) {
      const intent = await stripe().paymentIntents.create({ amount: sold.amount, currency: sold.currency, metadata: { userId, toolName: 'resume-analysis', uses: sold.uses } });
      await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      await confirm(userId, intent.id, 404);
      await deliver(await eventFor(intent.id, 'payment_intent.succeeded')).expect(200);
    }
    await expectNothingGranted(userId);
  });

  it("an unrecorded intent made for another user: 403 to whoever confirms it, and the owner's uses stay theirs", async () => {
    const owner = newUserId('owner');
    const thief = newUserId('thief');
    const intent = await stripe().paymentIntents.create({ amount: RESUME_ANALYSIS.amount, currency: 'usd', metadata: { userId: owner, toolName: 'resume-analysis', uses: '10' } });
    await stripe().paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect((await confirm(thief, intent.id, 403)).body.message).toBe("You don't have permission to access this resource.");
    expect(await paymentDoc(intent.id)).toBeNull();
    expect(await limitsDoc(thief, 'resume-analysis')).toBeNull();
    expect(await limitsDoc(owner, 'resume-analysis')).toBeNull();
  });
});

describe('when the operator changes the catalog', () => {
  const restore = () => t.internal('put', '/internal/tools/resume-scanner', { price: 4.99, paidLimit: 15 }).expect(200);
  afterEach(restore);

  it('a new price: the open intent at the old price is not offered again, a new one at the new price is', async () => {
    const userId = newUserId();
    const before = await createIntent(userId, { toolName: 'resume-scanner' });
    expect(before.body.amount).toBe(4.99);
    await t.internal('put', '/internal/tools/resume-scanner', { price: 6.49 }).expect(200);
    const after = await createIntent(userId, { toolName: 'resume-scanner' });
    expect(after.body).toMatchObject({ alreadyPaid: false, amount: 6.49 });
    expect(after.body.clientSecret).not.toBe(before.body.clientSecret);
    expect(await stripe().paymentIntents.retrieve(intentIdOf(after.body.clientSecret))).toMatchObject({ amount: 649, currency: 'usd' });
  });

  it('a new quota: the open intent for the old number of uses is not offered again', async () => {
    const userId = newUserId();
    const before = await createIntent(userId, { toolName: 'resume-scanner' });
    await t.internal('put', '/internal/tools/resume-scanner', { paidLimit: 20 }).expect(200);
    const after = await createIntent(userId, { toolName: 'resume-scanner' });
    expect(after.body.clientSecret).not.toBe(before.body.clientSecret);
    const id = intentIdOf(after.body.clientSecret);
    expect(await stripe().paymentIntents.retrieve(id)).toMatchObject({ amount: 499, metadata: { uses: '20' } });
    await stripe().paymentIntents.confirm(id, { payment_method: 'pm_card_visa' });
    await confirm(userId, id);
    expect(await usageOf(userId, 'resume-scanner')).toMatchObject({ limit: 1 + 20, hasPayment: true });
  });

  it('charges a price with cents exactly: $1.15 is 115 cents', async () => {
    const userId = newUserId();
    expect((await t.internal('put', '/internal/tools/resume-scanner', { price: 1.15 }).expect(200)).body.price).toBe(1.15);
    const res = await createIntent(userId, { toolName: 'resume-scanner' });
    expect(res.body.amount).toBe(1.15);
    expect(await stripe().paymentIntents.retrieve(intentIdOf(res.body.clientSecret))).toMatchObject({ amount: 115, currency: 'usd' });
    expect(await paymentDoc(intentIdOf(res.body.clientSecret))).toMatchObject({ amountCents: 115 });
  });
});

describe('the repair', () => {
  const repairNow = async () => (await t.internal('post', '/internal/admin/repair').expect(200)).body as { fixesApplied: number; fixes: string[] };

  it('fulfils a payment left pending that the provider says succeeded (confirm and webhook both lost)', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    await t.billing.db.collection('payments').updateOne({ stripePaymentIntentId: id }, { $set: { createdAt: new Date(Date.now() - 20 * 60_000) } });
    const repaired = await repairNow();
    expect(repaired.fixes).toContain('1 stale pending payment(s) settled');
    expect(await paymentDoc(id)).toMatchObject({ status: 'completed' });
    expect(await usageOf(userId, 'resume-analysis')).toEqual({ used: 0, limit: 12, hasPayment: true, source: 'paid' });
  });

  it('grants the uses of a fulfilment a crash interrupted, once', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'resume-analysis');
    const payment = await paymentDoc(id);
    await t.billing.db
      .collection('fulfilments')
      .insertOne({ _id: id as never, paymentId: payment!._id, userId, toolName: 'resume-analysis', uses: 10, granted: false, createdAt: new Date(Date.now() - 5 * 60_000) });
    expect((await repairNow()).fixes).toContain('1 interrupted fulfilment(s) finished');
    expect(await usageOf(userId, 'resume-analysis')).toEqual({ used: 0, limit: 12, hasPayment: true, source: 'paid' });
    expect(await t.billing.db.collection('fulfilments').findOne({ _id: id as never })).toMatchObject({ granted: true });
    await repairNow();
    expect(await limitsDoc(userId, 'resume-analysis')).toMatchObject({ paidGranted: 10, grants: [id] });
  });
});

describe('after a purchase', () => {
  it('says alreadyPaid while paid uses remain, and spends paid uses before free ones', async () => {
    const userId = newUserId();
    const id = await pay(userId, 'cover-letter-writer');
    await confirm(userId, id);
    const again = await createIntent(userId, { toolName: 'cover-letter-writer' });
    expect(again.body).toMatchObject({ clientSecret: null, alreadyPaid: true, message: 'You already have access to this tool.' });

    const runs = [];
    for (let i = 0; i < 6; i++) runs.push((await t.internal('post', '/internal/usage/reserve', { userId, toolName: 'cover-letter-writer' }).expect(200)).body.isPreview);
    expect(runs).toEqual([false, false, false, false, false, true]); // 5 paid, then the free preview
    await t.internal('post', '/internal/usage/reserve', { userId, toolName: 'cover-letter-writer' }).expect(402);
    expect(await usageOf(userId, 'cover-letter-writer')).toEqual({ used: 6, limit: 6, hasPayment: true, source: 'paid' });

    // Paid uses gone: a new purchase is a new intent, granted on top.
    const second = await pay(userId, 'cover-letter-writer');
    expect(second).not.toBe(id);
    await confirm(userId, second);
    expect(await usageOf(userId, 'cover-letter-writer')).toEqual({ used: 6, limit: 11, hasPayment: true, source: 'paid' });
    const limits = await t.api.get('/api/user/limits/cover-letter-writer').set(await auth(userId)).expect(200);
    expect(limits.body).toEqual({ remainingUses: 5, type: 'paid' });
  });

  it('lists the payments, newest first, and totals what was spent', async () => {
    const userId = newUserId();
    const paid = await pay(userId, 'resume-scanner');
    await confirm(userId, paid);
    const paid2 = await pay(userId, 'salary-negotiation');
    await confirm(userId, paid2);
    await createIntent(userId, { toolName: 'ghost-job-detector' }); // opened, not paid

    const list = await t.api.get('/api/user/payments').set(await auth(userId)).expect(200);
    expect(list.body.payments.map((p: { toolName: string; status: string; amount: number }) => [p.toolName, p.status, p.amount])).toEqual([
      ['ghost-job-detector', 'pending', 2.99],
      ['salary-negotiation', 'completed', 7.99],
      ['resume-scanner', 'completed', 4.99],
    ]);
    expect(list.body.payments[2]).toMatchObject({ id: expect.any(String), stripePaymentIntentId: paid, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const stats = await t.api.get('/api/user/payment-stats').set(await auth(userId)).expect(200);
    expect(stats.body).toEqual({
      totalSpent: 12.98,
      totalPayments: 2,
      totalTransactions: 3,
      toolBreakdown: { 'resume-scanner': { amount: 4.99, count: 1 }, 'salary-negotiation': { amount: 7.99, count: 1 } },
    });
  });
});

describe('a paid user at the end of their uses', () => {
  it('is told they reached their usage limit, not a free usage limit', async () => {
    const userId = newUserId();
    const reserve = () => request(t.billing.url).post('/internal/usage/reserve').set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ userId, toolName: 'cover-letter-writer' });
    const commit = (reservationId: string) => request(t.billing.url).post('/internal/usage/commit').set(INTERNAL_KEY_HEADER, INTERNAL_KEY).send({ reservationId });
    await commit((await reserve().expect(200)).body.reservationId).expect(200);
    expect((await reserve().expect(402)).body.message).toBe("You've reached your free usage limit. Upgrade to continue creating professional cover letters.");
    await confirm(userId, await pay(userId, 'cover-letter-writer'));
    const { limit, used } = await usageOf(userId, 'cover-letter-writer');
    for (let i = used; i < limit; i++) await commit((await reserve().expect(200)).body.reservationId).expect(200);
    const refused = await reserve().expect(402);
    expect(refused.body.message).toBe("You've reached your usage limit for this tool. Purchase more uses to continue.");
  });
});
