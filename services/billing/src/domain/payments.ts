// Buying uses of a tool (spec part 1 §4 'Payment flow', part 2 §3 'payments'): create-intent → the card is
// confirmed in the browser → confirm and/or the payment_intent.succeeded webhook → the uses are granted exactly
// once per PaymentIntent, whichever arrives first, however often, in whatever order.
import {
  BILLING_MESSAGES,
  TOOL_KEYS,
  type ConfirmPaymentResponse,
  type CreateIntentResponse,
  type PaymentsResponse,
  type PaymentStatsResponse,
  type ToolKey,
} from '@careerkit/contracts/billing';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
import { AppError, forbidden, notFound } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import type { z } from 'zod';
import type { PaymentRecord, PaymentRepository } from '../data/payments';
import type { UsageRepository } from '../data/usage';
import { toDollars, type Catalog } from './catalog';
import type { Checkouts } from './checkouts';
import { InvalidSignature, type PaymentProvider, type ProviderEvent, type ProviderIntent } from './payment-provider';
import { paidUsesLeft, type Usage } from './usage';

const CURRENCY = 'usd';
/** Two create-intent calls for the same purchase within this bucket share one idempotency key, hence one intent. */
const IDEMPOTENCY_BUCKET_MS = 10 * 60 * 1000;
/** A fulfilment still ungranted this long after it was claimed was interrupted: the sweep finishes it. */
const UNGRANTED_GRACE_MS = 60_000;
/** Intent states the user can still pay in. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** A payment as its owner is shown it (history and the copy of their data): dollars, an ISO date, its status now. */
export function toPaymentView(p: PaymentRecord, checkouts: Checkouts) {
  return {
    id: p._id,
    toolName: p.toolName,
    amount: toDollars(p.amountCents),
    status: checkouts.statusOf(p),
    createdAt: new Date(p.createdAt).toISOString(),
    stripePaymentIntentId: p.stripePaymentIntentId,
  };
}

export interface PaymentsDeps {
  repo: PaymentRepository;
  usageRepo: UsageRepository;
  usage: Usage;
  catalog: Catalog;
  /** When an unpaid checkout is abandoned; its clock is the one every payment time is taken from. */
  checkouts: Checkouts;
  /** Undefined when no Stripe keys are configured (allowed outside production): payment calls answer 503. */
  provider?: PaymentProvider;
  /**
   * Whether the payer's account has been deleted, asked once a purchase's records have landed (service-kit's
   * deleted-users): a checkout opened or paid as the account was deleted leaves no counters or Stripe customer under
   * the id, and its payment only anonymised, as the removal leaves every payment.
   */
  deleted: Pick<DeletedUsers, 'refuseIfDeleted' | 'removedIfDeleted'>;
  logger: Logger;
  /** Where refund events (charge.refunded, refund.updated) go: domain/refunds.ts. */
  refunds?: { handleEvent(event: ProviderEvent): Promise<void> };
}

const isToolKey = (name: string | undefined): name is ToolKey => (TOOL_KEYS as readonly string[]).includes(name ?? '');

export function payments({ repo, usageRepo, usage, catalog, checkouts, provider, deleted, logger, refunds }: PaymentsDeps) {
  const { clock } = checkouts;
  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError(503, 'payments_not_configured', STATUS_MESSAGES[503]);
    return provider;
  }

  /** One Stripe customer per user: the idempotency key and the unique record keep it one under races. */
  async function customerFor(userId: string): Promise<string> {
    const known = await repo.customerOf(userId);
    if (known) return known;
    const created = await requireProvider().createCustomer(userId, `careerkit-customer:${userId}`);
    const saved = await repo.saveCustomer(userId, created);
    await deleted.refuseIfDeleted(userId);
    return saved;
  }

  /**
   * Our record of the intent; rebuilt from the intent's metadata if a crash came between creating and recording it,
   * but only when the intent is exactly what the catalog sells now (price, currency and uses): an intent billing never
   * made is otherwise no purchase, whatever its metadata claims. Null (and logged) when it is not one.
   */
  async function paymentFor(intent: ProviderIntent): Promise<PaymentRecord | null> {
    const known = await repo.findByIntent(intent.id);
    if (known) return known;
    const { userId, toolName, uses } = intent.metadata;
    if (!userId || !isToolKey(toolName)) return null;
    const tool = await catalog.get(toolName);
    if (intent.currency !== CURRENCY || intent.amount !== tool.priceCents || uses !== String(tool.paidLimit)) {
      logger.error(
        { paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency, uses, expected: { amount: tool.priceCents, currency: CURRENCY, uses: tool.paidLimit } },
        'unrecorded intent does not match the catalog: refused',
      );
      return null;
    }
    logger.warn({ paymentIntentId: intent.id }, 'payment record rebuilt from the intent');
    return repo.recordPending({ userId, toolName, stripePaymentIntentId: intent.id, amountCents: intent.amount, currency: intent.currency, uses: tool.paidLimit, createdAt: clock() });
  }

  /** The intent is the one this purchase was created as: same user, tool, amount, currency and uses. */
  function matches(intent: ProviderIntent, payment: PaymentRecord): boolean {
    return (
      intent.metadata.userId === payment.userId &&
      intent.metadata.toolName === payment.toolName &&
      intent.metadata.uses === String(payment.uses) &&
      intent.amount === payment.amountCents &&
      intent.currency === payment.currency
    );
  }

  /**
   * Grants the purchase's uses. The fulfilment's unique key (the intent id) lets one claim through; the grant itself
   * is conditional on the intent not being among the user's grants, so finishing an interrupted claim cannot add twice.
   */
  async function fulfil(intent: ProviderIntent, payment: PaymentRecord): Promise<boolean> {
    const claimed = await repo.claimFulfilment({ _id: intent.id, paymentId: payment._id, userId: payment.userId, toolName: payment.toolName, uses: payment.uses });
    if (!claimed && (await repo.findFulfilment(intent.id))?.granted) {
      await repo.markCompleted(intent.id, clock());
      return false;
    }
    const granted = await usageRepo.grantPaidUses(payment.userId, payment.toolName, intent.id, payment.uses);
    await repo.markGranted(intent.id);
    await repo.markCompleted(intent.id, clock());
    // Paid as the account was deleted (a webhook comes whenever Stripe sends it): the grant goes with the account's data.
    if (await deleted.removedIfDeleted(payment.userId)) return false;
    if (granted) logger.info({ paymentIntentId: intent.id, userId: payment.userId, toolName: payment.toolName, uses: payment.uses }, 'purchase fulfilled');
    return granted;
  }

  type IntentAnswer = z.infer<typeof CreateIntentResponse>;

  /** What to tell the browser about an existing intent; null when it can no longer be paid (canceled). */
  async function offer(intent: ProviderIntent, payment: PaymentRecord): Promise<IntentAnswer | null> {
    const amount = toDollars(payment.amountCents);
    if (PAYABLE.has(intent.status)) return { clientSecret: intent.clientSecret, alreadyPaid: false, message: BILLING_MESSAGES.intentCreated, amount };
    if (intent.status === 'processing') return { clientSecret: null, alreadyPaid: false, message: BILLING_MESSAGES.paymentProcessing, amount };
    if (intent.status === 'succeeded' && matches(intent, payment)) {
      await fulfil(intent, payment); // paid, but neither confirm nor the webhook has arrived yet
      return { clientSecret: null, alreadyPaid: true, message: BILLING_MESSAGES.alreadyPaid, amount };
    }
    return null;
  }

  return {
    browserConfig: () => {
      const { publishableKey, stripeJsUrl } = requireProvider();
      return { publishableKey, ...(stripeJsUrl ? { stripeJsUrl } : {}) };
    },

    /** The amount comes from the catalog, never from the browser. No new intent while paid uses remain. */
    async createIntent(userId: string, toolName: ToolKey): Promise<IntentAnswer> {
      const tool = await catalog.active(toolName);
      const limits = await usageRepo.find(userId, toolName);
      const amount = toDollars(tool.priceCents);
      if (paidUsesLeft(limits) > 0) return { clientSecret: null, alreadyPaid: true, message: BILLING_MESSAGES.alreadyPaid, amount };
      const stripe = requireProvider();

      // The dialog opened again (or twice): the intent already made for this purchase is offered again while the checkout
      // is open, so reopening the dialog does not pile up intents; an abandoned one is not.
      const open = await repo.latestOpen(userId, toolName, checkouts.openSince());
      if (open && open.amountCents === tool.priceCents && open.uses === tool.paidLimit) {
        const intent = await stripe.retrieveIntent(open.stripePaymentIntentId);
        const answer = intent && (await offer(intent, open));
        if (answer) return answer;
      }

      const customerId = await customerFor(userId);
      // Same user, tool, price, quota, purchase number and time bucket → same key → Stripe returns the same intent.
      const purchaseNumber = limits?.grants?.length ?? 0;
      const bucket = Math.floor(clock().getTime() / IDEMPOTENCY_BUCKET_MS);
      let idempotencyKey = `careerkit-intent:${userId}:${toolName}:${tool.priceCents}:${tool.paidLimit}:${purchaseNumber}:${bucket}`;
      for (let attempt = 0; attempt < 2; attempt++) {
        const intent = await stripe.createIntent({
          amountCents: tool.priceCents,
          currency: CURRENCY,
          customerId,
          metadata: { userId, toolName, uses: String(tool.paidLimit) },
          description: `CareerKit ${toolName}: ${tool.paidLimit} uses`,
          idempotencyKey,
        });
        const payment = await repo.recordPending({ userId, toolName, stripePaymentIntentId: intent.id, amountCents: tool.priceCents, currency: CURRENCY, uses: tool.paidLimit, createdAt: clock() });
        // A checkout opened as the account was deleted: its payment is anonymised with the others, and it is not offered.
        await deleted.refuseIfDeleted(userId);
        const answer = await offer(intent, payment);
        if (answer) return answer;
        idempotencyKey = `${idempotencyKey}:${intent.id}`; // the shared intent was canceled: make a fresh one
      }
      throw new AppError(503, 'payment_provider_unavailable', STATUS_MESSAGES[503]);
    },

    /** The browser says the card went through: believed only once the provider says so, for this user and this purchase. */
    async confirm(userId: string, paymentIntentId: string): Promise<z.infer<typeof ConfirmPaymentResponse>> {
      const stripe = requireProvider();
      const recorded = await repo.findByIntent(paymentIntentId);
      if (recorded && recorded.userId !== userId) throw forbidden();
      const intent = await stripe.retrieveIntent(paymentIntentId);
      if (!intent) throw notFound();
      if (intent.metadata.userId !== userId) throw forbidden();
      const payment = recorded ?? (await paymentFor(intent));
      if (!payment) throw notFound();
      if (!matches(intent, payment)) {
        logger.error(
          { paymentIntentId, amount: intent.amount, currency: intent.currency, expected: { amount: payment.amountCents, currency: payment.currency } },
          'intent does not match its payment: refused',
        );
        throw new AppError(400, 'payment_mismatch', BILLING_MESSAGES.paymentMismatch);
      }
      if (intent.status !== 'succeeded') throw new AppError(400, 'payment_incomplete', BILLING_MESSAGES.paymentIncomplete);
      await fulfil(intent, payment);
      return { success: true, message: BILLING_MESSAGES.paymentSucceeded, usage: await usage.forTool(userId, payment.toolName) };
    },

    /** A webhook delivery: nothing is read from it before its signature checks out. */
    async receiveEvent(rawBody: Buffer, signature: string): Promise<void> {
      const stripe = requireProvider();
      let event: ProviderEvent;
      try {
        event = stripe.parseEvent(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidSignature) throw new AppError(400, 'invalid_signature', BILLING_MESSAGES.invalidSignature);
        throw error;
      }
      await this.handleEvent(event);
    },

    /** A verified event. Throwing makes the provider retry, so only passing failures (the database) throw. */
    async handleEvent(event: ProviderEvent): Promise<void> {
      const intent = event.intent;
      if (!intent) return refunds?.handleEvent(event);
      if (event.type === 'payment_intent.succeeded') {
        const payment = await paymentFor(intent);
        if (!payment) return void logger.warn({ eventId: event.id, paymentIntentId: intent.id }, 'succeeded intent is not a CareerKit purchase: nothing granted');
        if (!matches(intent, payment) || intent.status !== 'succeeded')
          return void logger.error(
            { eventId: event.id, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency, expected: { amount: payment.amountCents, currency: payment.currency } },
            'succeeded intent does not match its payment: refused',
          );
        await fulfil(intent, payment);
      } else if (event.type === 'payment_intent.payment_failed') {
        await repo.markFailed(intent.id, intent.lastError);
      }
    },

    async list(userId: string): Promise<z.infer<typeof PaymentsResponse>> {
      const records = await repo.listForUser(userId, 100);
      return { payments: records.map((p) => toPaymentView(p, checkouts)) };
    },

    /** What the user spent counts completed payments only; their transactions are every row of their history. */
    async stats(userId: string): Promise<z.infer<typeof PaymentStatsResponse>> {
      const [completed, transactions] = await Promise.all([repo.completedForUser(userId), repo.countForUser(userId)]);
      const cents: Record<string, { cents: number; count: number }> = {};
      for (const p of completed) {
        cents[p.toolName] ??= { cents: 0, count: 0 };
        cents[p.toolName].cents += p.amountCents;
        cents[p.toolName].count += 1;
      }
      return {
        totalSpent: toDollars(completed.reduce((sum, p) => sum + p.amountCents, 0)),
        totalPayments: completed.length,
        totalTransactions: transactions,
        toolBreakdown: Object.fromEntries(Object.entries(cents).map(([tool, { cents: c, count }]) => [tool, { amount: toDollars(c), count }])),
      };
    },

    /**
     * Pending payments older than `olderThanMs`: one the provider says succeeded is fulfilled (its confirm and webhook
     * were both lost), one it canceled is marked failed. Returns how many were settled.
     */
    async reconcileStale(olderThanMs: number, now = clock()): Promise<number> {
      if (!provider) return 0;
      let settled = 0;
      for (const payment of await repo.stalePending(new Date(now.getTime() - olderThanMs), 200)) {
        const intent = await provider.retrieveIntent(payment.stripePaymentIntentId).catch(() => null);
        if (!intent) continue;
        if (intent.status === 'succeeded' && matches(intent, payment)) {
          await fulfil(intent, payment);
          settled++;
        } else if (intent.status === 'canceled') {
          await repo.markFailed(payment.stripePaymentIntentId, intent.lastError ?? 'canceled');
          settled++;
        } else if (intent.status === 'succeeded') {
          logger.error({ paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency }, 'stale succeeded intent does not match its payment: refused');
        }
      }
      return settled;
    },

    /** Records the checkouts left unpaid past their time as abandoned; answers how many. */
    abandonCheckouts: () => repo.abandonCheckouts(checkouts.openSince()),

    /** Finishes fulfilments a crash interrupted between the claim and the grant. */
    async sweep(now = clock()): Promise<number> {
      const interrupted = await repo.ungrantedFulfilments(new Date(now.getTime() - UNGRANTED_GRACE_MS), 500);
      for (const f of interrupted) {
        await usageRepo.grantPaidUses(f.userId, f.toolName, f._id, f.uses);
        await repo.markGranted(f._id);
        await repo.markCompleted(f._id, now);
        await deleted.removedIfDeleted(f.userId);
      }
      if (interrupted.length) logger.warn({ count: interrupted.length }, 'interrupted fulfilments finished');
      return interrupted.length;
    },
  };
}
export type Payments = ReturnType<typeof payments>;
