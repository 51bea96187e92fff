// Card PaymentMethods and tokens: from raw card data (what Stripe.js posts), from a token, or from a test id
// such as `pm_card_visa`. The full number stays in the store and never appears in an answer.
import { createHash } from 'node:crypto';
import { docUrl, parameterInvalid, resourceMissing, StripeApiError } from './api-error';
import { Fields, freshMetadata } from './form';
import { newId, nowSeconds } from './ids';
import type { BillingDetails, CardDetails, PaymentMethod, Store, Token } from './state';
import { cardBrand, passesLuhn, TEST_PAYMENT_METHODS, TEST_TOKENS } from './test-cards';

interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

const cardError = (code: string, message: string, param: string) =>
  new StripeApiError(402, { type: 'card_error', code, doc_url: docUrl(code), message, param });

/** Far enough ahead for test ids and tokens, which carry no expiry of their own. */
const testCardExpiry = () => ({ expMonth: 12, expYear: new Date().getFullYear() + 3 });

/** Checks card data the way Stripe does before any charge: number, expiry, CVC. */
function readCard(card: Fields, store: Store): Card {
  const token = card.string('token');
  if (token) {
    card.only(['token']);
    return { number: tokenNumber(store, token, card.name('token')), ...testCardExpiry() };
  }
  card.only(['number', 'exp_month', 'exp_year', 'cvc', 'name', 'address_zip', 'address_line1', 'address_line2', 'address_city', 'address_state', 'address_country', 'currency']);
  const number = (card.string('number', { required: true }) as string).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw cardError('invalid_number', 'Your card number is invalid.', 'number');
  if (!passesLuhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
  const monthText = card.string('exp_month', { required: true }) as string;
  const expMonth = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || expMonth < 1 || expMonth > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  const yearText = card.string('exp_year', { required: true }) as string;
  if (!/^(\d{2}|\d{4})$/.test(yearText)) throw cardError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const today = new Date();
  if (expYear < today.getFullYear()) throw cardError('invalid_expiry_year', "Your card's expiration year is in the past.", 'exp_year');
  if (expYear === today.getFullYear() && expMonth < today.getMonth() + 1) {
    throw cardError('invalid_expiry_month', "Your card's expiration date is in the past.", 'exp_month');
  }
  const cvc = card.string('cvc') ?? undefined;
  const cvcLength = cardBrand(number) === 'amex' ? 4 : 3;
  if (cvc !== undefined && !new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    throw cardError('invalid_cvc', "Your card's security code is invalid.", 'cvc');
  }
  return { number, expMonth, expYear, cvc };
}

function tokenNumber(store: Store, token: string, param: string): string {
  const number = TEST_TOKENS[token] ?? store.cardNumbers.get(token);
  if (!number) throw resourceMissing('token', token, param);
  const stored = store.tokens.get(token);
  if (stored) {
    if (stored.used) throw parameterInvalid(param, `You cannot use a Stripe token more than once: ${token}.`, 'token_already_used');
    stored.used = true;
  }
  return number;
}

function cardDetails(card: Card): CardDetails {
  const brand = cardBrand(card.number);
  return {
    brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: card.cvc ? 'pass' : 'unchecked' },
    country: 'US',
    display_brand: brand,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
    funding: card.number === '4000056655665556' ? 'debit' : 'credit',
    last4: card.number.slice(-4),
    networks: { available: [brand], preferred: null },
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

function readBillingDetails(fields: Fields | undefined): BillingDetails {
  const details: BillingDetails = {
    address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
    email: null,
    name: null,
    phone: null,
  };
  if (!fields) return details;
  fields.only(['address', 'email', 'name', 'phone']);
  details.email = fields.string('email') ?? null;
  details.name = fields.string('name') ?? null;
  details.phone = fields.string('phone') ?? null;
  const address = fields.object('address');
  if (address) {
    address.only(['city', 'country', 'line1', 'line2', 'postal_code', 'state']);
    for (const key of Object.keys(details.address) as (keyof BillingDetails['address'])[]) details.address[key] = address.string(key) ?? null;
  }
  return details;
}

function storePaymentMethod(store: Store, card: Card, billing: BillingDetails, metadata: Record<string, string> = {}): PaymentMethod {
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billing,
    card: cardDetails(card),
    created: nowSeconds(),
    customer: null,
    livemode: false,
    metadata,
    type: 'card',
  };
  store.paymentMethods.set(paymentMethod.id, paymentMethod);
  store.cardNumbers.set(paymentMethod.id, card.number);
  return paymentMethod;
}

/** `type=card&card[number]=…` (POST /v1/payment_methods) or `payment_method_data[…]` on a confirm. */
export function createPaymentMethod(store: Store, fields: Fields): PaymentMethod {
  fields.only(['type', 'card', 'billing_details', 'metadata', 'expand']);
  const type = fields.string('type', { required: true });
  if (type !== 'card') {
    throw parameterInvalid(fields.name('type'), `The stripe-emulator supports only card PaymentMethods, not '${type}'.`, 'parameter_invalid_string');
  }
  const card = fields.object('card');
  if (!card) throw parameterInvalid(fields.name('card'), `Missing required param: ${fields.name('card')}.`, 'parameter_missing');
  return storePaymentMethod(store, readCard(card, store), readBillingDetails(fields.object('billing_details')), freshMetadata(fields.metadata()));
}

/** An existing PaymentMethod, or a fresh one for a test id such as `pm_card_visa`. */
export function resolvePaymentMethod(store: Store, id: string, param = 'payment_method'): PaymentMethod {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) return storePaymentMethod(store, { number: testNumber, ...testCardExpiry() }, readBillingDetails(undefined));
  const paymentMethod = store.paymentMethods.get(id);
  if (!paymentMethod) throw resourceMissing('PaymentMethod', id, param);
  return paymentMethod;
}

export function retrievePaymentMethod(store: Store, id: string): PaymentMethod {
  const paymentMethod = store.paymentMethods.get(id);
  if (!paymentMethod) throw resourceMissing('PaymentMethod', id);
  return paymentMethod;
}

/** POST /v1/tokens with `card[…]`, what Stripe.js's createToken posts. */
export function createToken(store: Store, fields: Fields): Token {
  fields.only(['card', 'expand']);
  const cardFields = fields.object('card');
  if (!cardFields) throw parameterInvalid('card', 'Missing required param: card.', 'parameter_missing');
  const card = readCard(cardFields, store);
  const details = cardDetails(card);
  const token: Token = {
    id: newId('tok'),
    object: 'token',
    card: {
      id: newId('card'),
      object: 'card',
      brand: details.brand === 'amex' ? 'American Express' : details.brand.charAt(0).toUpperCase() + details.brand.slice(1),
      country: details.country,
      exp_month: details.exp_month,
      exp_year: details.exp_year,
      funding: details.funding,
      last4: details.last4,
    },
    client_ip: null,
    created: nowSeconds(),
    livemode: false,
    type: 'card',
    used: false,
  };
  store.tokens.set(token.id, token);
  store.cardNumbers.set(token.id, card.number);
  return token;
}
