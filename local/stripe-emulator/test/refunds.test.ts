// Refunds through the real stripe SDK, and their signed events (charge.refunded, refund.created, refund.updated).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../src/server';
import { stripeClient } from './support/stripe';

const SECRET = 'whsec_test_careerkit_refunds_0123456789';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, retry: { attempts: 1, initialDelayMs: 10, maxDelayMs: 10, timeoutMs: 1000 } });
  stripe = stripeClient(emulator);
});

afterAll(() => emulator.stop());

afterEach(() => emulator.setWebhook(undefined));

const paid = (amount = 1999) => stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_visa', confirm: true, metadata: { userId: 'u-r' } });

describe('POST /v1/refunds', () => {
  it('refunds a PaymentIntent whole, in Stripe’s shape, and marks its charge refunded', async () => {
    const intent = await paid(2900);
    const refund = await stripe.refunds.create({ payment_intent: intent.id, reason: 'requested_by_customer', metadata: { paymentId: 'p-1' } });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 2900,
      currency: 'usd',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'requested_by_customer',
      status: 'succeeded',
      metadata: { paymentId: 'p-1' },
      destination_details: { type: 'card', card: { type: 'refund' } },
    });
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 2900, status: 'succeeded' });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_refunded: 2900, refunded: true });
  });

  it('refunds by charge, in parts up to what is left, and then refuses with charge_already_refunded', async () => {
    const intent = await paid(1000);
    const charge = intent.latest_charge as string;
    expect((await stripe.refunds.create({ charge, amount: 400 })).amount).toBe(400);
    expect(await stripe.charges.retrieve(charge)).toMatchObject({ amount_refunded: 400, refunded: false });
    await expect(stripe.refunds.create({ charge, amount: 700 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      statusCode: 400,
      message: 'Refund amount ($7.00) is greater than unrefunded amount on charge ($6.00)',
    });
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(600);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
      statusCode: 400,
      message: `Charge ${charge} has already been refunded.`,
    });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.amount)).toEqual([600, 400]);
  });

  it('replays a refund sent twice with one Idempotency-Key instead of refunding twice', async () => {
    const intent = await paid(1500);
    const first = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-once' });
    const again = await stripe.refunds.create({ payment_intent: intent.id }, { idempotencyKey: 'refund-once' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });

  it('refuses what cannot be refunded as Stripe does', async () => {
    const unpaid = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    await expect(stripe.refunds.create({ payment_intent: unpaid.id })).rejects.toMatchObject({ statusCode: 400, param: 'payment_intent' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400, code: 'parameter_missing' });
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const intent = await paid(1000);
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 0 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    await expect(stripe.refunds.create({ payment_intent: intent.id, charge: intent.latest_charge as string })).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.refunds.create({ payment_intent: intent.id, colour: 'red' } as Stripe.RefundCreateParams)).rejects.toMatchObject({ code: 'parameter_unknown' });
    await expect(stripeClient(emulator, emulator.publishableKey).refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ statusCode: 403 });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({ amount_refunded: 0, refunded: false });
  });
});

describe('refund events', () => {
  it('signs refund.created, charge.refunded (with the previous amounts) and refund.updated (the card reference)', async () => {
    const received: { body: string; signature: string }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const intent = await paid(4900);
      emulator.setWebhook({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, secret: SECRET, events: ['charge.refunded', 'refund.created', 'refund.updated'] });
      const refund = await stripe.refunds.create({ payment_intent: intent.id });
      await emulator.webhooksIdle();
      const events = received.map((item) => Stripe.webhooks.constructEvent(item.body, item.signature, SECRET));
      const byType = Object.fromEntries(events.map((event) => [event.type, event]));
      expect(Object.keys(byType).sort()).toEqual(['charge.refunded', 'refund.created', 'refund.updated']);
      expect(byType['charge.refunded'].data).toMatchObject({
        object: { object: 'charge', id: intent.latest_charge, payment_intent: intent.id, amount_refunded: 4900, refunded: true, metadata: { userId: 'u-r' } },
        previous_attributes: { amount_refunded: 0, refunded: false },
      });
      expect(byType['refund.created'].data.object).toMatchObject({ id: refund.id, object: 'refund', status: 'succeeded', payment_intent: intent.id });
      expect(byType['refund.updated'].data).toMatchObject({
        object: { id: refund.id, destination_details: { card: { reference_status: 'available', reference: expect.stringMatching(/^\d{23}$/) } } },
        previous_attributes: { destination_details: { card: { reference_status: 'pending' } } },
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
