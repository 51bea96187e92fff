// Signed webhooks, checked by the real `stripe.webhooks.constructEvent`, and their retries.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../src/server';
import { signatureHeader } from '../src/webhooks';
import { form, stripeClient } from './support/stripe';

const SECRET = 'whsec_test_careerkit_0123456789abcdef';
const FAST_RETRY = { attempts: 4, initialDelayMs: 20, maxDelayMs: 80, timeoutMs: 1000 };

interface Received {
  body: string;
  signature: string;
}

/** A webhook endpoint that answers with the statuses given, in turn (then 200), and keeps what it got. */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const verify = (item: Received) => Stripe.webhooks.constructEvent(item.body, item.signature, SECRET);

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, retry: FAST_RETRY });
  stripe = stripeClient(emulator);
});

afterAll(() => emulator.stop());

afterEach(() => emulator.setWebhook(undefined));

const typesOf = (received: Received[]) => received.map((item) => verify(item).type);

it('sends payment_intent.succeeded signed so that stripe.webhooks.constructEvent accepts it', async () => {
  const endpoint = await receiver();
  emulator.setWebhook({ url: endpoint.url, secret: SECRET, events: ['payment_intent.succeeded', 'payment_intent.payment_failed'] });
  const paid = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd', metadata: { userId: 'u-9' }, payment_method: 'pm_card_visa', confirm: true });
  await emulator.webhooksIdle();
  await endpoint.close();

  expect(endpoint.received).toHaveLength(1);
  const event = verify(endpoint.received[0]);
  expect(event).toMatchObject({ object: 'event', type: 'payment_intent.succeeded', livemode: false, api_version: expect.any(String) });
  expect(event.id).toMatch(/^evt_/);
  expect(event.data.object).toMatchObject({ id: paid.id, object: 'payment_intent', status: 'succeeded', amount: 4900, metadata: { userId: 'u-9' } });
  expect(endpoint.received[0].signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
});

it('sends payment_intent.payment_failed for a decline', async () => {
  const endpoint = await receiver();
  emulator.setWebhook({ url: endpoint.url, secret: SECRET, events: ['payment_intent.succeeded', 'payment_intent.payment_failed'] });
  const intent = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd' });
  await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' }).catch(() => undefined);
  await emulator.webhooksIdle();
  await endpoint.close();

  const event = verify(endpoint.received[0]);
  expect(event.type).toBe('payment_intent.payment_failed');
  expect(event.data.object).toMatchObject({ id: intent.id, status: 'requires_payment_method', last_payment_error: { decline_code: 'insufficient_funds' } });
});

it('sends every event type when the endpoint names none', async () => {
  const endpoint = await receiver();
  emulator.setWebhook({ url: endpoint.url, secret: SECRET });
  await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
  await emulator.webhooksIdle();
  await endpoint.close();
  expect(new Set(typesOf(endpoint.received))).toEqual(new Set(['payment_intent.created', 'charge.succeeded', 'payment_intent.succeeded']));
});

it('retries with backoff after the receiver answers 500, and the retry verifies too', async () => {
  const endpoint = await receiver([500, 503]);
  emulator.setWebhook({ url: endpoint.url, secret: SECRET, events: ['payment_intent.succeeded'] });
  const started = Date.now();
  await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
  await emulator.webhooksIdle();
  await endpoint.close();

  expect(endpoint.received).toHaveLength(3);
  expect(new Set(endpoint.received.map((item) => verify(item).id)).size).toBe(1);
  expect(Date.now() - started).toBeGreaterThanOrEqual(FAST_RETRY.initialDelayMs * 3);
  const attempts = await form(emulator, 'GET', '/_emulator/webhook/attempts', {}, { authorization: `Bearer ${emulator.secretKey}` });
  expect(attempts.json.data.slice(-3).map((attempt: { status: number; ok: boolean }) => [attempt.status, attempt.ok])).toEqual([
    [500, false],
    [503, false],
    [200, true],
  ]);
});

it('gives up after the configured number of attempts when the receiver is down', async () => {
  const endpoint = await receiver();
  await endpoint.close();
  emulator.setWebhook({ url: endpoint.url, secret: SECRET, events: ['payment_intent.succeeded'] });
  const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
  await emulator.webhooksIdle();
  const event = (await stripe.events.list({ type: 'payment_intent.succeeded' })).data.find((item) => (item.data.object as Stripe.PaymentIntent).id === intent.id);
  const attempts = await form(emulator, 'GET', '/_emulator/webhook/attempts', {}, { authorization: `Bearer ${emulator.secretKey}` });
  const forEvent = attempts.json.data.filter((attempt: { event: string }) => attempt.event === event?.id);
  expect(forEvent).toHaveLength(FAST_RETRY.attempts);
  expect(forEvent.every((attempt: { ok: boolean; error: string | null }) => !attempt.ok && attempt.error)).toBe(true);
});

it('resends a stored event on request (test helper)', async () => {
  const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
  const event = (await stripe.events.list({ type: 'payment_intent.succeeded' })).data.find((item) => (item.data.object as Stripe.PaymentIntent).id === intent.id) as Stripe.Event;
  const endpoint = await receiver();
  emulator.setWebhook({ url: endpoint.url, secret: SECRET });
  const resent = await form(emulator, 'POST', `/_emulator/events/${event.id}/resend`, {}, { authorization: `Bearer ${emulator.secretKey}` });
  await endpoint.close();
  expect(resent.json).toEqual({ event: event.id, delivered: true, attempts: 1, status: 200 });
  expect(verify(endpoint.received[0])).toMatchObject({ id: event.id, type: 'payment_intent.succeeded' });
});

it('signs as Stripe documents: HMAC-SHA256 of "<t>.<body>" with the whole whsec_ secret', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
  const timestamp = Math.floor(Date.now() / 1000);
  const expected = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
  expect(signatureHeader(payload, SECRET, timestamp)).toBe(expected);
  expect(() => Stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_other', timestamp), SECRET)).toThrow(
    Stripe.errors.StripeSignatureVerificationError,
  );
});

it('takes its endpoint from the options at start', async () => {
  const endpoint = await receiver();
  const configured = await startStripeEmulator({ port: 0, webhook: { url: endpoint.url, secret: SECRET, events: ['customer.created'] }, retry: FAST_RETRY });
  try {
    const customer = await stripeClient(configured).customers.create({ email: 'x@example.com' });
    await configured.webhooksIdle();
    expect(verify(endpoint.received[0]).data.object).toMatchObject({ id: customer.id, object: 'customer' });
  } finally {
    await configured.stop();
    await endpoint.close();
  }
});
