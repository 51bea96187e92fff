// Customers and PaymentIntents through the real stripe SDK (host/port/protocol 'http'), and the calls Stripe.js
// makes with the publishable key and the client secret.
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../src/server';
import { form, stripeClient } from './support/stripe';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0, secretKeys: ['sk_test_billing'], publishableKeys: ['pk_test_browser'] });
  stripe = stripeClient(emulator);
});

afterAll(() => emulator.stop());

const asSecret = () => ({ authorization: `Bearer ${emulator.secretKey}` });
const newIntent = (params: Partial<Stripe.PaymentIntentCreateParams> = {}) => stripe.paymentIntents.create({ amount: 1999, currency: 'usd', ...params });

/** A card typed into the browser: what Stripe.js posts to confirm, with the publishable key. */
const confirmWithCard = (intent: Stripe.PaymentIntent, number: string, extra: Record<string, string> = {}) =>
  form(emulator, 'POST', `/v1/payment_intents/${intent.id}/confirm`, {
    key: emulator.publishableKey,
    client_secret: intent.client_secret as string,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
    ...extra,
  });

describe('customers', () => {
  it('creates a customer with metadata and retrieves it', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u-1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u-1' }, livemode: false });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, email: 'ada@example.com' });
  });

  it('answers an unknown customer with resource_missing', async () => {
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'resource_missing', statusCode: 404 });
  });
});

describe('creating a PaymentIntent', () => {
  it('returns a Stripe-shaped intent awaiting a payment method', async () => {
    const customer = await stripe.customers.create({ email: 'grace@example.com' });
    const before = Math.floor(Date.now() / 1000);
    const intent = await newIntent({ amount: 2900, customer: customer.id, metadata: { userId: 'u-2', toolName: 'resume-analysis' } });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2900,
      currency: 'usd',
      customer: customer.id,
      metadata: { userId: 'u-2', toolName: 'resume-analysis' },
      status: 'requires_payment_method',
      livemode: false,
      last_payment_error: null,
      next_action: null,
      payment_method: null,
      amount_received: 0,
      payment_method_types: ['card'],
    });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]+$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    expect(intent.created).toBeGreaterThanOrEqual(before);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
  });

  it('replays a double create with the same Idempotency-Key as the same intent', async () => {
    const customer = await stripe.customers.create({});
    const params = { amount: 1500, currency: 'usd', customer: customer.id, metadata: { userId: 'u-3' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'create-u-3-once' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'create-u-3-once' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.list({ customer: customer.id })).data.map((intent) => intent.id)).toEqual([first.id]);
  });

  it('refuses the same Idempotency-Key with other parameters (idempotency_error)', async () => {
    await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: 'reused' });
    await expect(stripe.paymentIntents.create({ amount: 1001, currency: 'usd' }, { idempotencyKey: 'reused' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      rawType: 'idempotency_error',
      statusCode: 400,
    });
    await expect(stripe.customers.create({}, { idempotencyKey: 'reused' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  it('validates parameters as Stripe does', async () => {
    await expect(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
    });
    await expect(newIntent({ amount: 20 })).rejects.toMatchObject({ code: 'amount_too_small', param: 'amount' });
    await expect(newIntent({ customer: 'cus_missing' })).rejects.toMatchObject({ code: 'resource_missing', param: 'customer', statusCode: 404 });
    await expect(newIntent({ colour: 'blue' } as Partial<Stripe.PaymentIntentCreateParams>)).rejects.toMatchObject({
      code: 'parameter_unknown',
      message: 'Received unknown parameter: colour',
    });
  });

  it('lists a customer’s intents newest first, page by page', async () => {
    const customer = await stripe.customers.create({});
    const made = [];
    for (const amount of [1000, 2000, 3000]) made.push(await newIntent({ amount, customer: customer.id }));
    const ids: string[] = [];
    for await (const intent of stripe.paymentIntents.list({ customer: customer.id, limit: 2 })) ids.push(intent.id);
    expect(ids).toEqual(made.map((intent) => intent.id).reverse());
  });
});

describe('confirming with Stripe’s test cards', () => {
  it('charges 4242 4242 4242 4242 posted by the browser, and reports it to the server', async () => {
    const intent = await newIntent();
    const confirmed = await confirmWithCard(intent, '4242 4242 4242 4242');
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ id: intent.id, status: 'succeeded' });
    // The publishable key sees what Stripe.js sees: no metadata, no customer.
    expect(confirmed.json).not.toHaveProperty('metadata');
    const seen = await stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method', 'latest_charge'] });
    expect(seen).toMatchObject({ status: 'succeeded', amount_received: 1999, last_payment_error: null });
    expect(seen.payment_method).toMatchObject({ object: 'payment_method', card: { brand: 'visa', last4: '4242' } });
    expect(seen.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', paid: true, payment_intent: intent.id });
  });

  it('charges a test PaymentMethod id (pm_card_visa) from the server', async () => {
    const intent = await newIntent({ payment_method: 'pm_card_visa', confirm: true });
    expect(intent.status).toBe('succeeded');
    expect(intent.payment_method).toMatch(/^pm_[A-Za-z0-9]+$/);
  });

  const DECLINES: [number: string, code: string, declineCode: string, testPaymentMethod: string][] = [
    ['4000000000000002', 'card_declined', 'generic_decline', 'pm_card_chargeDeclined'],
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'pm_card_chargeDeclinedInsufficientFunds'],
    ['4000000000009987', 'card_declined', 'lost_card', 'pm_card_chargeDeclinedLostCard'],
    ['4000000000000069', 'expired_card', 'expired_card', 'pm_card_chargeDeclinedExpiredCard'],
    ['4000000000000127', 'incorrect_cvc', 'incorrect_cvc', 'pm_card_chargeDeclinedIncorrectCvc'],
  ];

  it.each(DECLINES)('declines %s with HTTP 402 %s / %s and leaves the intent requires_payment_method', async (number, code, declineCode) => {
    const intent = await newIntent();
    const declined = await confirmWithCard(intent, number);
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, payment_intent: { id: intent.id, status: 'requires_payment_method' } });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null, last_payment_error: { type: 'card_error', code, decline_code: declineCode } });
  });

  it.each(DECLINES)('declines %s through the SDK as a StripeCardError (%s / %s, via %s)', async (_number, code, declineCode, testPaymentMethod) => {
    const intent = await newIntent();
    const failure = await stripe.paymentIntents.confirm(intent.id, { payment_method: testPaymentMethod }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, rawType: 'card_error', code, decline_code: declineCode });
    expect((failure as Stripe.errors.StripeCardError).payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
  });

  it('says what Stripe says for each decline', async () => {
    const messages: Record<string, string> = {};
    for (const [number, , declineCode] of DECLINES) messages[declineCode] = (await confirmWithCard(await newIntent(), number)).json.error.message;
    expect(messages).toEqual({
      generic_decline: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
      lost_card: 'Your card was declined.',
      expired_card: 'Your card has expired.',
      incorrect_cvc: "Your card's security code is incorrect.",
    });
  });

  it('lets the customer try another card after a decline', async () => {
    const intent = await newIntent();
    expect((await confirmWithCard(intent, '4000000000000002')).status).toBe(402);
    expect((await confirmWithCard(intent, '4242424242424242')).json).toMatchObject({ status: 'succeeded' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error).toBeNull();
  });

  it('refuses a card number that fails the Luhn check before charging it', async () => {
    const declined = await confirmWithCard(await newIntent(), '4242424242424241');
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ type: 'card_error', code: 'incorrect_number', param: 'number' });
  });
});

describe('3-D Secure (4000 0025 0000 3155)', () => {
  const authenticate = (intent: { id: string }, result: 'complete' | 'fail') => form(emulator, 'POST', `/_emulator/3ds/${intent.id}/${result}`, {}, asSecret());

  it('waits in requires_action, then succeeds once the customer authenticates', async () => {
    const intent = await newIntent();
    const pending = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequiredOnSetup' });
    expect(pending).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect(pending.payment_method).toMatch(/^pm_/);
    expect((await authenticate(intent, 'complete')).json).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 1999, next_action: null });
  });

  it('does the same for the card number typed in the browser, with the client secret', async () => {
    const intent = await newIntent();
    const pending = await confirmWithCard(intent, '4000002500003155', { use_stripe_sdk: 'true' });
    expect(pending.json).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const done = await form(emulator, 'POST', `/_emulator/3ds/${intent.id}/complete`, { key: emulator.publishableKey, client_secret: intent.client_secret as string });
    expect(done.json).toMatchObject({ status: 'succeeded' });
  });

  it('goes back to requires_payment_method when authentication fails', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequiredOnSetup' });
    expect((await authenticate(intent, 'fail')).json).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
  });

  it('redirects through the emulator’s authentication page when confirmed with a return_url', async () => {
    const intent = await newIntent();
    const pending = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      return_url: 'http://localhost:8080/payment-success',
    });
    expect(pending.next_action?.type).toBe('redirect_to_url');
    const pageUrl = pending.next_action?.redirect_to_url?.url as string;
    const page = await fetch(pageUrl);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Complete authentication');
    const submitted = await fetch(`${emulator.url}/_emulator/3ds/${intent.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: intent.client_secret as string, from_page: 'true' }),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    const back = new URL(submitted.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/payment-success');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ payment_intent: intent.id, redirect_status: 'succeeded' });
  });

  it('declines off-session with authentication_required instead of waiting', async () => {
    const intent = await newIntent();
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequired', off_session: true })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'authentication_required',
    });
  });
});

describe('state rules', () => {
  it('cancels an unfinished intent and then refuses to confirm or cancel it', async () => {
    const intent = await newIntent();
    expect(await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' })).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      canceled_at: expect.any(Number),
    });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'payment_intent_unexpected_state' });
    await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('refuses to confirm or cancel a succeeded intent', async () => {
    const paid = await newIntent({ payment_method: 'pm_card_visa', confirm: true });
    await expect(stripe.paymentIntents.confirm(paid.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
    await expect(stripe.paymentIntents.cancel(paid.id)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('updates metadata the Stripe way (empty value removes a key)', async () => {
    const intent = await newIntent({ metadata: { a: '1', b: '2' } });
    expect((await stripe.paymentIntents.update(intent.id, { metadata: { a: '', c: '3' } })).metadata).toEqual({ b: '2', c: '3' });
  });

  it('answers an unknown intent with resource_missing (StripeInvalidRequestError, 404)', async () => {
    const failure = await stripe.paymentIntents.retrieve('pi_unknown').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(failure).toMatchObject({ code: 'resource_missing', statusCode: 404, param: 'intent', message: "No such payment_intent: 'pi_unknown'" });
  });

  it('records events for the lifecycle', async () => {
    const paid = await newIntent({ payment_method: 'pm_card_visa', confirm: true });
    const events = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    const event = events.data.find((item) => (item.data.object as Stripe.PaymentIntent).id === paid.id);
    expect(event).toMatchObject({ object: 'event', livemode: false, data: { object: { status: 'succeeded' } } });
  });
});

describe('keys', () => {
  it('refuses a wrong secret key with StripeAuthenticationError (401)', async () => {
    const failure = await stripeClient(emulator, 'sk_test_wrong_key_0000').customers.create({}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(failure).toMatchObject({ statusCode: 401, message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+0000$/) });
  });

  it('refuses a request with no key in Stripe’s error shape', async () => {
    const reply = await form(emulator, 'POST', '/v1/customers', {});
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('You did not provide an API key') } });
  });

  it('lets the publishable key do only what Stripe.js does', async () => {
    await expect(stripeClient(emulator, emulator.publishableKey).paymentIntents.create({ amount: 1000, currency: 'usd' })).rejects.toMatchObject({
      type: 'StripePermissionError',
      statusCode: 403,
    });
    const intent = await newIntent({ metadata: { userId: 'secret-ish' } });
    const seen = await form(emulator, 'GET', `/v1/payment_intents/${intent.id}`, { key: emulator.publishableKey, client_secret: intent.client_secret as string });
    expect(seen.json).toMatchObject({ id: intent.id, status: 'requires_payment_method', client_secret: intent.client_secret });
    expect(seen.json).not.toHaveProperty('metadata');
    const wrongSecret = await form(emulator, 'GET', `/v1/payment_intents/${intent.id}`, { key: emulator.publishableKey, client_secret: `${intent.id}_secret_wrong` });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
  });

  it('refuses live keys at start', async () => {
    await expect(startStripeEmulator({ port: 0, secretKeys: ['sk_live_123456789012345'] })).rejects.toThrow(/test keys/);
  });
});

describe('what the browser loads', () => {
  it('serves the Stripe.js stand-in as JavaScript', async () => {
    const response = await fetch(emulator.jsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toContain('window.Stripe = StripeEmulator');
  });

  it('answers CORS preflights for the API from any origin', async () => {
    const response = await fetch(`${emulator.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const answer = await fetch(`${emulator.url}/v1/payment_intents/pi_x`, { headers: { origin: 'http://localhost:8080' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('processing', () => {
  it('holds a successful payment in processing for processingMs, then succeeds', async () => {
    const slow = await startStripeEmulator({ port: 0, processingMs: 150 });
    // Only the emulator's timers are faked, so the hold is watched by moving the clock, not by waiting it out.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
    try {
      const client = stripeClient(slow);
      const intent = await client.paymentIntents.create({ amount: 1000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
      expect(intent.status).toBe('processing');
      jest.advanceTimersByTime(149);
      expect((await client.paymentIntents.retrieve(intent.id)).status).toBe('processing');
      jest.advanceTimersByTime(1);
      expect((await client.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    } finally {
      jest.useRealTimers();
      await slow.stop();
    }
  });
});
