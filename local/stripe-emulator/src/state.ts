// The emulator's state: Stripe objects in memory, gone when the process stops.
import { invalidRequest } from './api-error';
import type { Fields } from './form';

export interface Customer {
  id: string;
  object: 'customer';
  address: object | null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: string | null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface CardDetails {
  brand: string;
  checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' | 'unchecked' };
  country: string;
  display_brand: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit' | 'debit';
  last4: string;
  networks: { available: string[]; preferred: null };
  three_d_secure_usage: { supported: boolean };
  wallet: null;
}

export interface BillingDetails {
  address: { city: string | null; country: string | null; line1: string | null; line2: string | null; postal_code: string | null; state: string | null };
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'unspecified';
  billing_details: BillingDetails;
  card: CardDetails;
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  doc_url: string;
  message: string;
  param?: string;
  charge?: string;
  payment_method?: PaymentMethod;
}

export type NextAction =
  | { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string; source: string } }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: object };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: { allow_redirects: 'always'; enabled: true } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: { card: { installments: null; mandate_options: null; network: null; request_three_d_secure: 'automatic' } };
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  shipping: null;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: BillingDetails;
  captured: boolean;
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  outcome: { network_status: string; reason: string | null; risk_level: 'normal'; seller_message: string; type: string };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { card: Pick<CardDetails, 'brand' | 'checks' | 'country' | 'exp_month' | 'exp_year' | 'fingerprint' | 'funding' | 'last4'>; type: 'card' };
  receipt_email: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  customer: string | null;
  customer_account: null;
  destination_details: {
    card: { reference?: string; reference_status: 'pending' | 'available'; reference_type: 'acquirer_reference_number'; type: 'refund' };
    type: 'card';
  };
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  transfer_reversal: null;
}

export interface Token {
  id: string;
  object: 'token';
  card: { id: string; object: 'card'; brand: string; country: string; exp_month: number; exp_year: number; funding: string; last4: string };
  client_ip: null;
  created: number;
  livemode: false;
  type: 'card';
  used: boolean;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** What the emulator keeps about an intent beyond its public fields. */
export interface IntentState {
  returnUrl?: string;
  /** The PaymentMethod that passed 3-D Secure for this intent. */
  authenticatedPaymentMethod?: string;
  /** `payment_method_options[card][request_three_d_secure]=any|challenge`: every card authenticates. */
  forceAuthentication?: boolean;
  settleTimer?: NodeJS.Timeout;
}

export class Store {
  readonly customers = new Map<string, Customer>();
  readonly deletedCustomers = new Set<string>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Full card numbers by PaymentMethod or token id; never part of an answer. */
  readonly cardNumbers = new Map<string, string>();
  readonly tokens = new Map<string, Token>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly intentState = new Map<string, IntentState>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly events = new Map<string, StripeEvent>();

  stateOf(intentId: string): IntentState {
    let state = this.intentState.get(intentId);
    if (!state) {
      state = {};
      this.intentState.set(intentId, state);
    }
    return state;
  }

  /** Stops timers (intents settling after `processing`). */
  clearTimers(): void {
    for (const state of this.intentState.values()) clearTimeout(state.settleTimer);
  }
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** Stripe's cursor pagination: newest first, `limit` (1–100, default 10), `starting_after` / `ending_before` an id. */
export function listPage<T extends { id: string }>(all: Iterable<T>, fields: Fields, url: string): StripeList<T> {
  const limit = fields.integer('limit', { min: 1, max: 100 }) ?? 10;
  const startingAfter = fields.string('starting_after');
  const endingBefore = fields.string('ending_before');
  const newestFirst = [...all].reverse();
  if (startingAfter) {
    const index = newestFirst.findIndex((item) => item.id === startingAfter);
    if (index < 0) throw invalidRequest(`No such object: '${startingAfter}'`, { code: 'resource_missing', param: 'starting_after' }, 404);
    const older = newestFirst.slice(index + 1);
    return { object: 'list', data: older.slice(0, limit), has_more: older.length > limit, url };
  }
  if (endingBefore) {
    const index = newestFirst.findIndex((item) => item.id === endingBefore);
    if (index < 0) throw invalidRequest(`No such object: '${endingBefore}'`, { code: 'resource_missing', param: 'ending_before' }, 404);
    const newer = newestFirst.slice(0, index);
    return { object: 'list', data: newer.slice(Math.max(0, newer.length - limit)), has_more: newer.length > limit, url };
  }
  return { object: 'list', data: newestFirst.slice(0, limit), has_more: newestFirst.length > limit, url };
}
