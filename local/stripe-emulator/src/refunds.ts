// Refunds (https://docs.stripe.com/api/refunds): a refund of a succeeded card charge, named by its PaymentIntent or
// its charge, whole or in part up to what is left unrefunded. A card refund succeeds at once in test mode; the
// card network's reference for it arrives a moment later (`refund.updated`), as on Stripe.
import { invalidRequest, parameterInvalid, resourceMissing } from './api-error';
import { Fields, freshMetadata, mergeMetadata } from './form';
import { randomInt } from 'node:crypto';
import { newId, nowSeconds } from './ids';
import { listPage, type Charge, type Refund, type Store, type StripeList } from './state';

export interface RefundContext {
  store: Store;
  /** Records an event with a snapshot of the object; `previous` becomes the event's data.previous_attributes. */
  emit(type: string, object: object, previous?: object): void;
}

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
const CREATE_PARAMS = ['amount', 'charge', 'payment_intent', 'currency', 'reason', 'metadata', 'instructions_email', 'refund_application_fee', 'reverse_transfer', 'expand'];

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const dollars = (cents: number, currency: string) => `${currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency}`}`;

/** The charge a refund is for: the one named, or the PaymentIntent's successful charge. */
function refundableCharge(store: Store, fields: Fields): Charge {
  const chargeId = fields.string('charge');
  const intentId = fields.string('payment_intent');
  if (chargeId && intentId) throw invalidRequest('You cannot specify both `charge` and `payment_intent`; pass one of them.', { param: 'payment_intent' });
  if (chargeId) {
    const charge = store.charges.get(chargeId);
    if (!charge) throw resourceMissing('charge', chargeId, 'charge');
    if (charge.status !== 'succeeded') throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, { param: 'charge' });
    return charge;
  }
  if (!intentId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', { code: 'parameter_missing' });
  const intent = store.paymentIntents.get(intentId);
  if (!intent) throw resourceMissing('payment_intent', intentId, 'payment_intent');
  const charge = intent.latest_charge ? store.charges.get(intent.latest_charge) : undefined;
  if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: 'payment_intent' });
  }
  return charge;
}

export function createRefund(ctx: RefundContext, fields: Fields): Refund {
  fields.only(CREATE_PARAMS);
  const charge = refundableCharge(ctx.store, fields);
  const currency = fields.string('currency')?.toLowerCase();
  if (currency && currency !== charge.currency) throw parameterInvalid('currency', `The currency of a refund must be the charge's currency (${charge.currency}).`);
  const unrefunded = charge.amount_captured - charge.amount_refunded;
  if (charge.refunded || unrefunded <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded', param: 'charge' });
  }
  const amount = fields.integer('amount', { min: 1 }) ?? unrefunded;
  if (amount > unrefunded) {
    throw invalidRequest(
      `Refund amount (${dollars(amount, charge.currency)}) is greater than unrefunded amount on charge (${dollars(unrefunded, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
    metadata: freshMetadata(fields.metadata()),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: fields.oneOf('reason', REASONS) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  const previousCharge = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount_captured;
  ctx.store.refunds.set(refund.id, refund);
  ctx.emit('refund.created', refund);
  ctx.emit('charge.refunded', charge, previousCharge);
  // The acquirer's reference (ARN) for the customer's bank statement: Stripe reports it with refund.updated.
  const previousDetails = structuredClone(refund.destination_details);
  refund.destination_details = { card: { reference: digits(23), reference_status: 'available', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' };
  ctx.emit('refund.updated', refund, { destination_details: previousDetails });
  return refund;
}

export function existingRefund(store: Store, id: string): Refund {
  const refund = store.refunds.get(id);
  if (!refund) throw resourceMissing('refund', id);
  return refund;
}

export function updateRefund(ctx: RefundContext, refund: Refund, fields: Fields): Refund {
  fields.only(['metadata', 'expand']);
  const previous = { metadata: { ...refund.metadata } };
  refund.metadata = mergeMetadata(refund.metadata, fields.metadata());
  ctx.emit('refund.updated', refund, previous);
  return refund;
}

export function listRefunds(store: Store, fields: Fields): StripeList<Refund> {
  fields.only(['charge', 'payment_intent', 'limit', 'starting_after', 'ending_before', 'expand']);
  const charge = fields.string('charge');
  const paymentIntent = fields.string('payment_intent');
  const all = [...store.refunds.values()].filter((refund) => (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent));
  return listPage(all, fields, '/v1/refunds');
}
