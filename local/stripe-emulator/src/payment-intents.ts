// The PaymentIntent lifecycle: requires_payment_method → (requires_confirmation) → requires_action
// (3-D Secure) / processing → succeeded; a declined attempt goes back to requires_payment_method with
// last_payment_error; canceled from any unfinished state.
import { docUrl, invalidRequest, parameterInvalid, resourceMissing, StripeApiError } from './api-error';
import { existingCustomer } from './customers';
import { Fields, freshMetadata, mergeMetadata } from './form';
import { newId, nowSeconds, randomBase62 } from './ids';
import { createPaymentMethod, resolvePaymentMethod } from './payment-methods';
import { listPage, type Charge, type PaymentError, type PaymentIntent, type PaymentIntentStatus, type PaymentMethod, type Store, type StripeList } from './state';
import { AUTHENTICATION_REQUIRED, cardOutcome, type CardOutcome } from './test-cards';

export interface IntentContext {
  store: Store;
  /** Records an event (and sends it to the webhook endpoint) with a snapshot of the object as it is now. */
  emit(type: string, object: object): void;
  /** > 0: a successful card payment waits this long in `processing` before it succeeds. */
  processingMs: number;
  /** The emulator's origin as the caller reached it, for next_action links. */
  baseUrl: string;
}

/** Stripe's smallest charge per currency, in the currency's minor unit. */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, cad: 50, aud: 50, chf: 50, nzd: 50, sgd: 50, gbp: 30, jpy: 50 };
const CARD_ONLY = ['card'];
const MUTABLE_UNTIL_PAID: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CONFIRMABLE = MUTABLE_UNTIL_PAID;
const CANCELABLE: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
const AUTHENTICATION_FAILED =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

/** What a publishable key (Stripe.js with the client secret) may see of an intent: no customer, no metadata. */
const PUBLISHABLE_FIELDS = [
  'id', 'object', 'amount', 'amount_details', 'automatic_payment_methods', 'canceled_at', 'cancellation_reason', 'capture_method',
  'client_secret', 'confirmation_method', 'created', 'currency', 'description', 'last_payment_error', 'livemode', 'next_action',
  'payment_method', 'payment_method_configuration_details', 'payment_method_types', 'processing', 'receipt_email', 'setup_future_usage',
  'shipping', 'source', 'status',
] as const;

export function publishableView(intent: PaymentIntent): Partial<PaymentIntent> {
  return Object.fromEntries(PUBLISHABLE_FIELDS.map((key) => [key, intent[key]]));
}

export function existingIntent(store: Store, id: string): PaymentIntent {
  const intent = store.paymentIntents.get(id);
  if (!intent) throw resourceMissing('payment_intent', id, 'intent');
  return intent;
}

function readAmount(fields: Fields, currency: string, required: boolean): number | undefined {
  const amount = fields.integer('amount', { required, min: 1, max: 99_999_999 });
  const minimum = MINIMUM_AMOUNT[currency];
  if (amount !== undefined && minimum !== undefined && amount < minimum) {
    const shown = `${currency === 'usd' ? '$' : ''}${(minimum / 100).toFixed(2)} ${currency}`;
    throw invalidRequest(`Amount must be at least ${shown}`, { code: 'amount_too_small', param: 'amount' });
  }
  return amount;
}

function readCurrency(fields: Fields, required: boolean): string | undefined {
  const currency = fields.string('currency', { required })?.toLowerCase();
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) throw parameterInvalid('currency', `Invalid currency: ${currency}.`);
  return currency;
}

function readPaymentMethodTypes(fields: Fields): string[] | undefined {
  if (!fields.has('payment_method_types')) return undefined;
  const types = fields.strings('payment_method_types');
  const other = types.find((type) => type !== 'card');
  if (other) throw parameterInvalid('payment_method_types', `The stripe-emulator supports only card payments, not '${other}'.`);
  return CARD_ONLY;
}

function readReturnUrl(fields: Fields): string | undefined {
  const returnUrl = fields.string('return_url') ?? undefined;
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) throw parameterInvalid('return_url', 'Not a valid URL', 'url_invalid');
  return returnUrl;
}

/** `payment_method_options[card][request_three_d_secure]=any|challenge` asks for 3-D Secure on any card. */
function readsForcedAuthentication(fields: Fields): boolean {
  const options = fields.object('payment_method_options');
  if (!options) return false;
  options.only(['card']);
  const card = options.object('card');
  if (!card) return false;
  card.only(['request_three_d_secure', 'setup_future_usage', 'capture_method']);
  const request = card.oneOf('request_three_d_secure', ['automatic', 'any', 'challenge'] as const);
  return request === 'any' || request === 'challenge';
}

const CREATE_PARAMS = [
  'amount', 'currency', 'customer', 'description', 'metadata', 'payment_method', 'payment_method_data', 'payment_method_types',
  'payment_method_options', 'automatic_payment_methods', 'confirm', 'capture_method', 'confirmation_method', 'receipt_email', 'return_url',
  'setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix', 'off_session', 'error_on_requires_action', 'use_stripe_sdk', 'expand',
];

export function createPaymentIntent(ctx: IntentContext, fields: Fields): PaymentIntent {
  fields.only(CREATE_PARAMS);
  const currency = readCurrency(fields, true) as string;
  const amount = readAmount(fields, currency, true) as number;
  const customer = fields.string('customer');
  if (customer) existingCustomer(ctx.store, customer, 'customer');
  const captureMethod = fields.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'] as const) ?? 'automatic_async';
  if (captureMethod === 'manual') throw parameterInvalid('capture_method', 'The stripe-emulator does not support capture_method=manual.');
  const paymentMethodTypes = readPaymentMethodTypes(fields);
  const automatic = fields.object('automatic_payment_methods');
  if (automatic) automatic.only(['enabled', 'allow_redirects']);
  const confirm = fields.boolean('confirm') ?? false;
  if (!confirm) {
    for (const onlyWithConfirm of ['return_url', 'off_session', 'error_on_requires_action', 'payment_method_data']) {
      if (fields.has(onlyWithConfirm)) throw parameterInvalid(onlyWithConfirm, `You can only pass ${onlyWithConfirm} when confirm=true.`);
    }
  }
  const intentId = newId('pi');
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: paymentMethodTypes ? null : { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: `${intentId}_secret_${randomBase62(25)}`,
    confirmation_method: fields.oneOf('confirmation_method', ['automatic', 'manual'] as const) ?? 'automatic',
    created: nowSeconds(),
    currency,
    customer: customer ?? null,
    description: fields.string('description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: freshMetadata(fields.metadata()),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: CARD_ONLY,
    processing: null,
    receipt_email: fields.string('receipt_email') ?? null,
    review: null,
    setup_future_usage: fields.oneOf('setup_future_usage', ['on_session', 'off_session'] as const) ?? null,
    shipping: null,
    source: null,
    statement_descriptor: fields.string('statement_descriptor', { max: 22 }) ?? null,
    statement_descriptor_suffix: fields.string('statement_descriptor_suffix', { max: 22 }) ?? null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
  if (readsForcedAuthentication(fields)) ctx.store.stateOf(intent.id).forceAuthentication = true;
  const paymentMethod = fields.string('payment_method');
  if (paymentMethod && !confirm) {
    intent.payment_method = resolvePaymentMethod(ctx.store, paymentMethod).id;
    intent.status = 'requires_confirmation';
  }
  ctx.store.paymentIntents.set(intent.id, intent);
  ctx.emit('payment_intent.created', intent);
  if (confirm) {
    const confirmFields = Object.fromEntries(
      ['payment_method', 'payment_method_data', 'return_url', 'off_session', 'error_on_requires_action', 'use_stripe_sdk']
        .filter((key) => fields.has(key))
        .map((key) => [key, fields.values[key]]),
    );
    return confirmPaymentIntent(ctx, intent, new Fields(confirmFields));
  }
  return intent;
}

const UPDATE_PARAMS = [
  'amount', 'currency', 'customer', 'description', 'metadata', 'payment_method', 'payment_method_types', 'receipt_email', 'setup_future_usage',
  'statement_descriptor', 'statement_descriptor_suffix', 'expand',
];

export function updatePaymentIntent(ctx: IntentContext, intent: PaymentIntent, fields: Fields): PaymentIntent {
  fields.only(UPDATE_PARAMS);
  for (const key of ['amount', 'currency', 'customer', 'payment_method', 'payment_method_types', 'setup_future_usage']) {
    if (fields.has(key) && !MUTABLE_UNTIL_PAID.includes(intent.status)) {
      throw invalidRequest(
        `This PaymentIntent's ${key} could not be updated because it has a status of ${intent.status}. You may only update the ${key} of a PaymentIntent with one of the following statuses: ${MUTABLE_UNTIL_PAID.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', param: key },
      );
    }
  }
  const currency = readCurrency(fields, false) ?? intent.currency;
  const amount = readAmount(fields, currency, false);
  const customer = fields.string('customer');
  if (customer) existingCustomer(ctx.store, customer, 'customer');
  readPaymentMethodTypes(fields);
  const paymentMethod = fields.string('payment_method');
  intent.currency = currency;
  if (amount !== undefined) intent.amount = amount;
  if (customer !== undefined) intent.customer = customer;
  for (const key of ['description', 'receipt_email', 'statement_descriptor', 'statement_descriptor_suffix'] as const) {
    const value = fields.string(key);
    if (value !== undefined) intent[key] = value;
  }
  const setupFutureUsage = fields.oneOf('setup_future_usage', ['on_session', 'off_session'] as const);
  if (setupFutureUsage) intent.setup_future_usage = setupFutureUsage;
  intent.metadata = mergeMetadata(intent.metadata, fields.metadata());
  if (paymentMethod) {
    intent.payment_method = resolvePaymentMethod(ctx.store, paymentMethod).id;
    intent.status = 'requires_confirmation';
    intent.next_action = null;
  }
  return intent;
}

const CONFIRM_PARAMS = [
  'payment_method', 'payment_method_data', 'payment_method_options', 'payment_method_types', 'receipt_email', 'return_url', 'setup_future_usage',
  'off_session', 'error_on_requires_action', 'use_stripe_sdk', 'expected_payment_method_type', 'expand',
];

export function confirmPaymentIntent(ctx: IntentContext, intent: PaymentIntent, fields: Fields): PaymentIntent {
  fields.only(CONFIRM_PARAMS);
  if (!CONFIRMABLE.includes(intent.status)) {
    const why = intent.status === 'succeeded' ? 'it has already succeeded after being previously confirmed' : `it has a status of ${intent.status}`;
    throw invalidRequest(`You cannot confirm this PaymentIntent because ${why}.`, { code: 'payment_intent_unexpected_state' });
  }
  const state = ctx.store.stateOf(intent.id);
  const paymentMethodId = fields.string('payment_method');
  const paymentMethodData = fields.object('payment_method_data');
  if (paymentMethodId && paymentMethodData) {
    throw parameterInvalid('payment_method_data', 'You cannot provide both payment_method and payment_method_data.');
  }
  const returnUrl = readReturnUrl(fields);
  const useStripeSdk = fields.boolean('use_stripe_sdk') ?? false;
  const offSession = fields.string('off_session');
  const errorOnRequiresAction = fields.boolean('error_on_requires_action') ?? false;
  const receiptEmail = fields.string('receipt_email');
  const setupFutureUsage = fields.oneOf('setup_future_usage', ['on_session', 'off_session'] as const);
  readPaymentMethodTypes(fields);
  if (readsForcedAuthentication(fields)) state.forceAuthentication = true;

  let paymentMethod: PaymentMethod | undefined;
  try {
    if (paymentMethodData) paymentMethod = createPaymentMethod(ctx.store, paymentMethodData);
  } catch (error) {
    // A card Stripe refuses outright (bad number, past expiry) is a failed payment attempt like a decline.
    if (!(error instanceof StripeApiError) || error.status !== 402) throw error;
    failAttempt(ctx, intent, { ...error.body } as PaymentError);
    throw new StripeApiError(402, error.body, intent);
  }
  if (!paymentMethod && paymentMethodId) paymentMethod = resolvePaymentMethod(ctx.store, paymentMethodId);
  if (!paymentMethod && intent.payment_method) paymentMethod = ctx.store.paymentMethods.get(intent.payment_method);
  if (!paymentMethod) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
      { code: 'payment_intent_unexpected_state' },
    );
  }
  if (returnUrl !== undefined) state.returnUrl = returnUrl;
  if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
  if (setupFutureUsage) intent.setup_future_usage = setupFutureUsage;
  intent.payment_method = paymentMethod.id;
  intent.last_payment_error = null;

  let outcome: CardOutcome = cardOutcome(ctx.store.cardNumbers.get(paymentMethod.id) ?? '');
  if (outcome.kind === 'succeed' && state.forceAuthentication) outcome = { kind: 'authenticate' };
  if (outcome.kind === 'authenticate' && state.authenticatedPaymentMethod === paymentMethod.id) outcome = { kind: 'succeed' };
  const offSessionPayment = offSession !== undefined && offSession !== null && offSession !== 'false';
  if (outcome.kind === 'authenticate' && (offSessionPayment || errorOnRequiresAction)) outcome = AUTHENTICATION_REQUIRED;

  if (outcome.kind === 'decline') return decline(ctx, intent, paymentMethod, outcome);
  if (outcome.kind === 'authenticate') {
    const url = `${ctx.baseUrl}/_emulator/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`;
    intent.status = 'requires_action';
    intent.next_action =
      state.returnUrl && !useStripeSdk
        ? { type: 'redirect_to_url', redirect_to_url: { url, return_url: state.returnUrl } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: newId('src') } };
    ctx.emit('payment_intent.requires_action', intent);
    return intent;
  }
  return pay(ctx, intent, paymentMethod);
}

/** The customer's answer to the 3-D Secure challenge (the emulator's stand-in for the bank's page). */
export function authenticate(ctx: IntentContext, intent: PaymentIntent, result: 'complete' | 'fail'): PaymentIntent {
  if (intent.status !== 'requires_action' || !intent.payment_method) {
    throw invalidRequest(`This PaymentIntent is not awaiting authentication; its status is ${intent.status}.`, { code: 'payment_intent_unexpected_state' });
  }
  const paymentMethod = ctx.store.paymentMethods.get(intent.payment_method) as PaymentMethod;
  intent.next_action = null;
  if (result === 'fail') {
    failAttempt(ctx, intent, {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      doc_url: docUrl('payment_intent_authentication_failure'),
      message: AUTHENTICATION_FAILED,
      payment_method: structuredClone(paymentMethod),
    });
    return intent;
  }
  ctx.store.stateOf(intent.id).authenticatedPaymentMethod = paymentMethod.id;
  if (intent.confirmation_method === 'manual') {
    // The server confirms again (handleCardAction flow).
    intent.status = 'requires_confirmation';
    return intent;
  }
  return pay(ctx, intent, paymentMethod);
}

export function cancelPaymentIntent(ctx: IntentContext, intent: PaymentIntent, fields: Fields): PaymentIntent {
  fields.only(['cancellation_reason', 'expand']);
  const reason = fields.oneOf('cancellation_reason', CANCELLATION_REASONS);
  if (!CANCELABLE.includes(intent.status)) {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  clearTimeout(ctx.store.stateOf(intent.id).settleTimer);
  intent.status = 'canceled';
  intent.canceled_at = nowSeconds();
  intent.cancellation_reason = reason ?? null;
  intent.next_action = null;
  ctx.emit('payment_intent.canceled', intent);
  return intent;
}

export function listPaymentIntents(store: Store, fields: Fields): StripeList<PaymentIntent> {
  fields.only(['customer', 'limit', 'starting_after', 'ending_before', 'expand']);
  const customer = fields.string('customer');
  const all = [...store.paymentIntents.values()].filter((intent) => !customer || intent.customer === customer);
  return listPage(all, fields, '/v1/payment_intents');
}

/** The charge goes through: at once, or after `processingMs` in `processing`. */
function pay(ctx: IntentContext, intent: PaymentIntent, paymentMethod: PaymentMethod): PaymentIntent {
  intent.next_action = null;
  if (ctx.processingMs <= 0) return settle(ctx, intent, paymentMethod);
  intent.status = 'processing';
  ctx.emit('payment_intent.processing', intent);
  const state = ctx.store.stateOf(intent.id);
  state.settleTimer = setTimeout(() => {
    if (intent.status === 'processing') settle(ctx, intent, paymentMethod);
  }, ctx.processingMs);
  return intent;
}

function settle(ctx: IntentContext, intent: PaymentIntent, paymentMethod: PaymentMethod): PaymentIntent {
  const charge = recordCharge(ctx.store, intent, paymentMethod);
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  ctx.emit('charge.succeeded', charge);
  ctx.emit('payment_intent.succeeded', intent);
  return intent;
}

function decline(ctx: IntentContext, intent: PaymentIntent, paymentMethod: PaymentMethod, outcome: Extract<CardOutcome, { kind: 'decline' }>): never {
  const charge = recordCharge(ctx.store, intent, paymentMethod, outcome);
  const error: PaymentError = {
    type: 'card_error',
    code: outcome.code,
    decline_code: outcome.declineCode,
    doc_url: docUrl(outcome.code),
    message: outcome.message,
    ...(outcome.param ? { param: outcome.param } : {}),
    charge: charge.id,
    payment_method: structuredClone(paymentMethod),
  };
  intent.latest_charge = charge.id;
  ctx.emit('charge.failed', charge);
  failAttempt(ctx, intent, error);
  throw new StripeApiError(402, { ...error }, intent);
}

/** Back to requires_payment_method: the customer may try again with another card. */
function failAttempt(ctx: IntentContext, intent: PaymentIntent, error: PaymentError): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_payment_error = error;
  ctx.emit('payment_intent.payment_failed', intent);
}

function recordCharge(store: Store, intent: PaymentIntent, paymentMethod: PaymentMethod, declined?: Extract<CardOutcome, { kind: 'decline' }>): Charge {
  const { brand, checks, country, exp_month, exp_year, fingerprint, funding, last4 } = paymentMethod.card;
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: declined ? 0 : intent.amount,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: structuredClone(paymentMethod.billing_details),
    captured: !declined,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    failure_code: declined ? declined.code : null,
    failure_message: declined ? declined.message : null,
    livemode: false,
    metadata: { ...intent.metadata },
    outcome: declined
      ? { network_status: 'declined_by_network', reason: declined.declineCode, risk_level: 'normal', seller_message: 'The bank declined the payment.', type: 'issuer_declined' }
      : { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' },
    paid: !declined,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    payment_method_details: { card: { brand, checks, country, exp_month, exp_year, fingerprint, funding, last4 }, type: 'card' },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: declined ? 'failed' : 'succeeded',
  };
  store.charges.set(charge.id, charge);
  return charge;
}
