// The PaymentProvider on the stripe SDK. STRIPE_API_BASE points it at another origin (local/stripe-emulator).
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { AppError } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import Stripe from 'stripe';
import { AlreadyRefunded, InvalidSignature, type PaymentProvider, type ProviderIntent, type ProviderRefund } from '../domain/payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111; unset means api.stripe.com. */
  apiBase?: string;
  /** How old a webhook signature may be (Stripe's default: 300 s). */
  webhookToleranceSeconds?: number;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    clientSecret: intent.client_secret ?? null,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? ''));

function toRefund(refund: Stripe.Refund): ProviderRefund {
  return { id: refund.id, paymentIntentId: idOf(refund.payment_intent), amount: refund.amount, status: refund.status ?? 'pending' };
}

export function stripeProvider(settings: StripeSettings, logger: Logger): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 15_000,
  });

  /** Whatever the provider says goes wrong is ours to log; the user is told to try again later. */
  const unavailable = (error: unknown, action: string) => {
    logger.error({ err: error, action }, 'payment provider call failed');
    return new AppError(503, 'payment_provider_unavailable', STATUS_MESSAGES[503]);
  };

  return {
    publishableKey: settings.publishableKey,
    ...(base ? { stripeJsUrl: new URL('/v3/stripe.js', base).toString() } : {}),

    async createCustomer(userId, idempotencyKey) {
      try {
        const customer = await stripe.customers.create({ metadata: { userId } }, { idempotencyKey });
        return customer.id;
      } catch (error) {
        throw unavailable(error, 'customers.create');
      }
    },

    async createIntent(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            customer: request.customerId,
            metadata: request.metadata,
            description: request.description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        throw unavailable(error, 'paymentIntents.create');
      }
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw unavailable(error, 'paymentIntents.retrieve');
      }
    },

    async refundIntent({ paymentIntentId, idempotencyKey, metadata }) {
      try {
        return toRefund(await stripe.refunds.create({ payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata }, { idempotencyKey }));
      } catch (error) {
        if ((error as { code?: string }).code === 'charge_already_refunded') throw new AlreadyRefunded((error as Error).message);
        throw unavailable(error, 'refunds.create');
      }
    },

    parseEvent(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, settings.webhookToleranceSeconds);
      } catch (error) {
        throw new InvalidSignature((error as Error).message);
      }
      const object = event.data?.object as { object?: string } | undefined;
      const charge = object?.object === 'charge' ? (object as Stripe.Charge) : null;
      return {
        id: event.id,
        type: event.type,
        intent: object?.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
        refundedCharge: charge && { paymentIntentId: idOf(charge.payment_intent), amount: charge.amount_captured, amountRefunded: charge.amount_refunded, refunded: charge.refunded },
        refund: object?.object === 'refund' ? toRefund(object as Stripe.Refund) : null,
      };
    },
  };
}
