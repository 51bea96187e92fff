// Refunds and goodwill credits (issue 26). An operator refunds a completed payment whole through the provider; the
// uses it granted are withdrawn, but never those already used nor a goodwill credit's:
//   usesWithdrawn = min(uses the payment granted, the user's purchased paid uses of that tool not yet used)
// where a use held by a run in flight is withdrawn unless the run finishes (data/refunds.ts withdrawPaidUses),
// and the payment shows 'refunded' (it leaves the user's spending and the revenue). Like fulfilment, a refund happens
// exactly once per PaymentIntent: the claim's unique key lets one request through (a second is a 409), and the
// withdrawal is conditional on the intent not being withdrawn before, so charge.refunded arriving as well (or again)
// changes nothing. A refund made at Stripe itself reaches us as charge.refunded and is applied the same way.
import { randomUUID } from 'node:crypto';
import type { ToolKey } from '@careerkit/contracts/billing';
import { PLATFORM_MESSAGES, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { REFUND_MESSAGES } from '@careerkit/contracts/refunds';
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
import { AppError, notFound } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import type { PaymentRecord } from '../data/payments';
import type { Checkouts } from './checkouts';
import type { RefundRecord, RefundRepository } from '../data/refunds';
import type { UsageRepository } from '../data/usage';
import { toDollars, type Catalog } from './catalog';
import { AlreadyRefunded, type PaymentProvider, type ProviderEvent } from './payment-provider';
import type { Usage } from './usage';

/** A refund still unapplied this long after it was claimed was interrupted: the sweep finishes it. */
const UNAPPLIED_GRACE_MS = 60_000;

export interface RefundsDeps {
  repo: RefundRepository;
  usageRepo: UsageRepository;
  usage: Usage;
  catalog: Catalog;
  checkouts: Checkouts;
  provider?: PaymentProvider;
  /** Whether the payer's account has been deleted, asked once a refund's or a credit's records have landed (service-kit's deleted-users). */
  deleted: Pick<DeletedUsers, 'removedIfDeleted'>;
  logger: Logger;
}

/** A payment as the operator sees it: with the status the customer sees. */
export const toAdminPayment = (p: PaymentRecord, checkouts: Checkouts) => ({
  id: p._id,
  userId: p.userId,
  toolName: p.toolName,
  amount: toDollars(p.amountCents),
  status: checkouts.statusOf(p),
  createdAt: new Date(p.createdAt).toISOString(),
  stripePaymentIntentId: p.stripePaymentIntentId,
});

export function refunds({ repo, usageRepo, usage, catalog, checkouts, provider, deleted, logger }: RefundsDeps) {
  /** Withdraws the uses and marks the payment refunded; both steps are idempotent, so finishing twice is harmless. */
  async function apply(claim: Pick<RefundRecord, '_id' | 'userId' | 'toolName'>, uses: number) {
    const usesWithdrawn = await repo.withdrawPaidUses(claim.userId, claim.toolName, claim._id, uses);
    const payment = await repo.markPaymentRefunded(claim._id, new Date());
    await repo.markApplied(claim._id, usesWithdrawn, new Date());
    // Claimed as the account was deleted: the refund stays for the books under an anonymous id, as its payment does.
    await deleted.removedIfDeleted(claim.userId);
    return { payment, usesWithdrawn };
  }

  /** Asks the provider to refund (the intent's own key, so a retry is the same refund) and records its answer. */
  async function refundAtProvider(paymentIntentId: string, paymentId: string, requestedBy: string): Promise<void> {
    if (!provider) throw new AppError(503, 'payments_not_configured', STATUS_MESSAGES[503]);
    try {
      const refund = await provider.refundIntent({ paymentIntentId, idempotencyKey: `careerkit-refund:${paymentIntentId}`, metadata: { paymentId, requestedBy } });
      await repo.recordStripeRefund(paymentIntentId, refund.id, refund.status);
    } catch (error) {
      if (error instanceof AlreadyRefunded) return void logger.warn({ paymentIntentId }, 'payment was already refunded at the provider');
      throw error;
    }
  }

  return {
    /** The operator's refund of a whole payment; the amount is the payment's own, never the caller's. */
    async refundPayment(paymentId: string, operatorId: string) {
      const payment = await repo.findPayment(paymentId);
      if (!payment) throw notFound(REFUND_MESSAGES.paymentNotFound);
      if (payment.status === 'refunded') throw new AppError(409, 'already_refunded', REFUND_MESSAGES.alreadyRefunded);
      if (payment.status !== 'completed') throw new AppError(409, 'not_refundable', REFUND_MESSAGES.notRefundable);
      const claim = { _id: payment.stripePaymentIntentId, paymentId: payment._id, userId: payment.userId, toolName: payment.toolName, amountCents: payment.amountCents, requestedBy: operatorId };
      if (!(await repo.claim(claim))) {
        const known = await repo.find(claim._id);
        throw new AppError(409, 'already_refunded', known?.applied ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.refundUnderWay);
      }
      try {
        await refundAtProvider(claim._id, payment._id, operatorId);
      } catch (error) {
        await repo.release(claim._id); // nothing was refunded: the operator may try again
        throw error;
      }
      const done = await apply(claim, payment.uses);
      logger.info({ paymentId, paymentIntentId: claim._id, operatorId, usesWithdrawn: done.usesWithdrawn }, 'payment refunded');
      return { payment: toAdminPayment(done.payment ?? payment, checkouts), usesWithdrawn: done.usesWithdrawn };
    },

    /** charge.refunded (a refund from Stripe's side, or ours arriving as well) and refund.updated. */
    async handleEvent(event: ProviderEvent): Promise<void> {
      if (event.type === 'refund.updated' && event.refund) {
        const known = await repo.find(event.refund.paymentIntentId);
        if (known) await repo.recordStripeRefund(known._id, event.refund.id, event.refund.status);
        if (event.refund.status === 'failed' || event.refund.status === 'canceled')
          logger.error({ eventId: event.id, refundId: event.refund.id, status: event.refund.status }, 'a refund did not go through: check it with Stripe');
        return;
      }
      if (event.type !== 'charge.refunded' || !event.refundedCharge) return;
      const charge = event.refundedCharge;
      // Refunds here are whole; a partial refund made at Stripe is left for the operator to settle by hand.
      if (!charge.refunded) return void logger.warn({ eventId: event.id, paymentIntentId: charge.paymentIntentId }, 'partial refund made at the provider: not applied');
      const payment = await repo.findPaymentByIntent(charge.paymentIntentId);
      if (!payment) return void logger.warn({ eventId: event.id, paymentIntentId: charge.paymentIntentId }, 'refunded charge is not a CareerKit purchase');
      if (payment.status !== 'completed' && payment.status !== 'refunded') return;
      await repo.claim({ _id: payment.stripePaymentIntentId, paymentId: payment._id, userId: payment.userId, toolName: payment.toolName, amountCents: payment.amountCents, requestedBy: 'stripe' });
      await apply({ _id: payment.stripePaymentIntentId, userId: payment.userId, toolName: payment.toolName }, payment.uses);
    },

    /** Applied refunds whose audit entry and customer notice platform has not yet written, oldest first. */
    async unreported() {
      return {
        refunds: (await repo.unreported(100)).map((r) => ({
          paymentId: r.paymentId,
          userId: r.userId,
          toolName: r.toolName,
          amount: toDollars(r.amountCents),
          stripePaymentIntentId: r._id,
          requestedBy: r.requestedBy,
          usesWithdrawn: r.usesWithdrawn ?? 0,
          refundedAt: new Date(r.appliedAt ?? r.createdAt).toISOString(),
        })),
      };
    },
    /** platform has recorded the refund: it is listed no more. */
    async reported(paymentIntentId: string) {
      if (!(await repo.markReported(paymentIntentId))) throw notFound(REFUND_MESSAGES.paymentNotFound);
      return { reported: true };
    },

    /** The user's payments for the operator (the refund buttons of the user's row). */
    async paymentsOf(userId: string) {
      return { payments: (await repo.paymentsOf(userId, 100)).map((p) => toAdminPayment(p, checkouts)) };
    },

    /**
     * A goodwill credit: paid uses granted by hand, with no payment behind them (platform records who and why), once
     * per request id: sent again, it is answered as the first time and grants nothing more.
     */
    async credit(userId: string, toolName: ToolKey, uses: number, requestId: string = randomUUID()) {
      await catalog.get(toolName);
      if ((await repo.claimCredit({ _id: requestId, userId, toolName, uses })) === 'other')
        throw new AppError(409, 'credit_request_reused', REFUND_MESSAGES.creditRequestReused);
      const granted = await usageRepo.grantCredit(userId, toolName, requestId, uses);
      // Sent as the account was deleted: the credit goes with the account's data, and the operator is told there is no such user.
      if (await deleted.removedIfDeleted(userId)) throw notFound(PLATFORM_MESSAGES.userNotFound);
      if (granted) logger.info({ userId, toolName, uses, requestId }, 'goodwill credit granted');
      return { toolName, usesGranted: uses, usage: await usage.forTool(userId, toolName) };
    },

    /** Finishes refunds a crash interrupted after the claim: the provider's refund (same key) and the withdrawal. */
    async sweep(now = new Date()): Promise<number> {
      const interrupted = await repo.unapplied(new Date(now.getTime() - UNAPPLIED_GRACE_MS), 100);
      let finished = 0;
      for (const claim of interrupted) {
        const payment = await repo.findPaymentByIntent(claim._id);
        if (!payment) continue;
        try {
          if (!claim.stripeRefundId) await refundAtProvider(claim._id, claim.paymentId, claim.requestedBy);
          await apply(claim, payment.uses);
          finished++;
        } catch (error) {
          logger.error({ err: error, paymentIntentId: claim._id }, 'interrupted refund not finished');
        }
      }
      if (finished) logger.warn({ count: finished }, 'interrupted refunds finished');
      return finished;
    },
  };
}
export type Refunds = ReturnType<typeof refunds>;
