// The card payment provider as the payment use cases see it (Stripe, or local/stripe-emulator behind the same API).

export interface ProviderIntent {
  id: string;
  /** Stripe's PaymentIntent status: requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled… */
  status: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
  /** The last decline's message, if any. */
  lastError: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The PaymentIntent, for payment_intent.* events. */
  intent: ProviderIntent | null;
  /** The refunded charge, for charge.refunded. */
  refundedCharge?: ProviderRefundedCharge | null;
  /** The refund, for refund.* events. */
  refund?: ProviderRefund | null;
}

export interface ProviderRefundedCharge {
  paymentIntentId: string;
  /** Cents captured and refunded so far; `refunded` is true once the whole charge is. */
  amount: number;
  amountRefunded: number;
  refunded: boolean;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amount: number;
  /** Stripe's refund status: pending, requires_action, succeeded, failed, canceled. */
  status: string;
}

/** The provider says the payment was refunded before (e.g. from its dashboard). */
export class AlreadyRefunded extends Error {}

export interface PaymentProvider {
  publishableKey: string;
  /** Set when the provider is local/stripe-emulator: the browser loads its Stripe.js stand-in. */
  stripeJsUrl?: string;
  /** A customer for the user; the same key twice yields the same customer. */
  createCustomer(userId: string, idempotencyKey: string): Promise<string>;
  createIntent(request: {
    amountCents: number;
    currency: string;
    customerId: string;
    metadata: Record<string, string>;
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Refunds the PaymentIntent's charge whole; the same key twice is one refund. Throws AlreadyRefunded. */
  refundIntent(request: { paymentIntentId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<ProviderRefund>;
  /** Checks the signature over the raw body (and its age); throws InvalidSignature otherwise. */
  parseEvent(rawBody: Buffer, signatureHeader: string): ProviderEvent;
}

export class InvalidSignature extends Error {}
