// A write of a user's data that reaches billing after billing removed that user's data (its account check, at tools,
// salary, platform or billing itself, let it through before the account was deleted) leaves nothing under the id
// (service-kit's deleted-users): a reserve, a checkout, a goodwill credit. Through HTTP on mongo-lite and the Stripe
// emulator; the removal is identity's call to billing's internal route, made while the user's account still passes
// its check, as it does for the moment between a write's check and its landing.
import { EJSON } from 'bson';
import { randomUUID } from 'node:crypto';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import { hold, startBillingLink, type BillingLink } from './billing-link';
import { INTERNAL_KEY, newUserId, startBilling, STRIPE_KEYS, type BillingUnderTest } from './start-billing';

let t: BillingUnderTest;
/** billing → the Stripe emulator: a checkout can be held between its Stripe customer and its payment. */
let stripeLink: BillingLink;
beforeAll(async () => {
  t = await startBilling({ stripe: true });
  stripeLink = await startBillingLink(t.emulator!.url);
  await t.restart({ STRIPE_API_BASE: stripeLink.url });
});
afterAll(async () => {
  await t.stop();
  await stripeLink.close();
});

const removeAtBilling = async (userId: string) => t.api.delete(`/internal/users/${userId}/data`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200);

/** Where billing's database names the user: every document of every collection that holds the id. */
async function mentionsOf(userId: string): Promise<string[]> {
  const db = t.billing.db;
  const found: string[] = [];
  for (const { name } of await db.listCollections()) {
    for (const doc of await db.collection(name).find({}).toArray()) if (EJSON.stringify(doc).includes(userId)) found.push(name);
  }
  return found;
}

describe('after billing removed a user’s data', () => {
  it('a reserve that lands then is refused as the deleted account’s token is, and leaves no counters or reservation', async () => {
    const userId = newUserId();
    await removeAtBilling(userId);
    const res = await t.internal('post', '/internal/usage/reserve', { userId, toolName: 'resume-scanner' }).expect(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: 'Please sign in to continue.' });
    expect(await mentionsOf(userId)).toEqual([]);
  });

  it('a use reserved before goes with the account: its commit is answered 404 and billing serves the next run', async () => {
    const userId = newUserId();
    const { reservationId } = (await t.internal('post', '/internal/usage/reserve', { userId, toolName: 'resume-scanner' }).expect(200)).body;
    await removeAtBilling(userId);
    expect((await t.internal('post', '/internal/usage/commit', { reservationId }).expect(404)).body.message).toBe('Reservation not found.');
    await t.internal('post', '/internal/usage/refund', { reservationId }).expect(404);
    expect(await mentionsOf(userId)).toEqual([]);
    await t.internal('post', '/internal/usage/reserve', { userId: newUserId(), toolName: 'resume-scanner' }).expect(200);
  });

  it('a checkout opened then is refused before any payment is opened at Stripe, and leaves no Stripe customer under the id', async () => {
    const userId = newUserId();
    const auth = await t.auth(userId);
    await removeAtBilling(userId);
    const intentsBefore = stripeLink.calls('/v1/payment_intents').length;
    const res = await t.api.post('/api/payments/create-intent').set(auth).send({ toolName: 'resume-analysis' }).expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
    expect(stripeLink.calls('/v1/payment_intents')).toHaveLength(intentsBefore);
    expect(await mentionsOf(userId)).toEqual([]);
  });

  it('a checkout whose customer was saved before the removal and its payment after is refused, and leaves neither', async () => {
    const userId = newUserId();
    const auth = await t.auth(userId);
    const intent = hold();
    stripeLink.before('/v1/payment_intents', intent.wait);
    const checkout = t.api.post('/api/payments/create-intent').set(auth).send({ toolName: 'resume-analysis' }).then((res) => res);
    await intent.reached; // the Stripe customer is recorded under the id; the intent waits
    await removeAtBilling(userId);
    intent.release();

    const res = await checkout;
    expect(await mentionsOf(userId)).toEqual([]);
    expect(res.status).toBe(401);
  });

  it('a purchase paid then, known only from Stripe, grants nothing under the id and its payment is kept anonymised', async () => {
    const userId = newUserId();
    await removeAtBilling(userId);
    // An intent billing opened but never recorded (a crash between the two), paid after the removal.
    const stripe = t.stripe!;
    const intent = await stripe.paymentIntents.create({ amount: 999, currency: 'usd', metadata: { userId, toolName: 'resume-analysis', uses: '10' } });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const event = (await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 })).data.find((e) => (e.data.object as { id: string }).id === intent.id)!;
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_KEYS.webhook });
    await t.api.post('/api/payments/webhook').set('content-type', 'application/json').set('stripe-signature', signature).send(payload).expect(200);

    expect(await mentionsOf(userId)).toEqual([]);
    expect(await t.billing.db.collection('payments').findOne({ stripePaymentIntentId: intent.id })).toMatchObject({ status: 'completed', userId: expect.stringMatching(/^deleted-user-/) });
  });

  it('a goodwill credit sent then grants nothing and is answered as for an unknown user', async () => {
    const userId = newUserId();
    await removeAtBilling(userId);
    const res = await t.internal('post', `/internal/operator/users/${userId}/credit`, { toolName: 'resume-scanner', uses: 2, requestId: randomUUID() }).expect(404);
    expect(res.body.message).toBe('User not found');
    expect(await mentionsOf(userId)).toEqual([]);
  });

  /** Starts billing again on the same database: its sweep finishes what a billing that stopped mid-way left, before the first request. */
  const restartBilling = () => t.restart({ STRIPE_API_BASE: stripeLink.url });
  const longAgo = () => new Date(Date.now() - 10 * 60_000);

  it('a purchase a crash interrupted, claimed after the removal, is finished with nothing left under the id', async () => {
    const userId = newUserId();
    await removeAtBilling(userId);
    const intentId = `pi_${randomUUID()}`;
    // A fulfilment claimed under the id after the removal, not granted before billing stopped.
    await t.billing.db.collection('fulfilments').insertOne({ _id: intentId, paymentId: randomUUID(), userId, toolName: 'resume-analysis', uses: 10, granted: false, createdAt: longAgo() } as object);
    await restartBilling();
    expect(await t.billing.db.collection('fulfilments').findOne({ _id: intentId } as object)).toMatchObject({ granted: true, userId: expect.stringMatching(/^deleted-user-/) });
    expect(await mentionsOf(userId)).toEqual([]);
  });

  it('a refund a crash interrupted, claimed after the removal, is finished under an anonymous id', async () => {
    const userId = newUserId();
    await removeAtBilling(userId);
    const db = t.billing.db;
    const [intentId, paymentId] = [`pi_${randomUUID()}`, randomUUID()];
    // The payment anonymised by the removal; its refund claimed under the id after it, made at Stripe, not applied.
    const payment = { _id: paymentId, userId: `deleted-user-${randomUUID()}`, toolName: 'resume-analysis', stripePaymentIntentId: intentId, amountCents: 999, currency: 'usd', uses: 10 };
    await db.collection('payments').insertOne({ ...payment, status: 'completed', createdAt: longAgo() } as object);
    const refund = { _id: intentId, paymentId, userId, toolName: 'resume-analysis', amountCents: 999, requestedBy: 'operator-1', stripeRefundId: `re_${randomUUID()}` };
    await db.collection('refunds').insertOne({ ...refund, applied: false, reported: false, createdAt: longAgo() } as object);
    await restartBilling();
    expect(await t.billing.db.collection('refunds').findOne({ _id: intentId } as object)).toMatchObject({ applied: true, userId: expect.stringMatching(/^deleted-user-/) });
    expect(await mentionsOf(userId)).toEqual([]);
  });
});
