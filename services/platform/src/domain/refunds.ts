// The operator's money actions (issue 26): a user's payments, a whole refund, and a goodwill credit of uses. billing
// does the work (amounts are its own, never the browser's); platform checks the user exists and writes each change to
// the audit log: who, what, on which record, before → after. Every refund is audited and told to its customer exactly
// once, however it was finished: billing lists the refunds it applied until platform has recorded them (reportRefunds).
import { randomUUID } from 'node:crypto';
import { SPEC_CATALOG, type ToolKey } from '@careerkit/contracts/catalog';
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import { shownPaymentReference } from '@careerkit/contracts/payment-reference';
import type { AdminCreditRequest, AdminCreditResponse, AdminRefundResponse, AdminUserPaymentsResponse } from '@careerkit/contracts/refunds';
import { notFound } from '@careerkit/service-kit/errors';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import { recordOnce } from './audit-once';
import type { Services } from '../data/services';
import { money, noticeDay, type CustomerNotices } from './customer-notices';
import type { Operator } from './operator';

type Refund = z.infer<typeof AdminRefundResponse>;
/** A refund billing applied, as its /internal/operator/refunds/unreported lists it. */
interface RefundReport {
  paymentId: string;
  userId: string;
  toolName: string;
  amount: number;
  stripePaymentIntentId: string;
  /** The operator's user id, or 'stripe' for a refund made at Stripe. */
  requestedBy: string;
  usesWithdrawn: number;
  refundedAt: string;
}

const STRIPE = 'stripe';
/** The audit log's "operator" of a refund made at Stripe (its dashboard) that reached us as charge.refunded. */
export const STRIPE_ACTOR = 'Stripe (refunded at Stripe)';
type Credit = z.infer<typeof AdminCreditResponse>;

const displayName = (toolName: string) => SPEC_CATALOG[toolName as ToolKey]?.displayName ?? toolName;

export function refunds(deps: { services: Services; audit: AuditLog; notices: CustomerNotices }) {
  const { identity, billing } = deps.services;
  const path = (...parts: string[]) => `/internal/operator/${parts.map(encodeURIComponent).join('/')}`;

  async function existingUser(id: string): Promise<{ id: string; email: string }> {
    const { users } = await identity.request<{ users: { id: string; email: string }[] }>('POST', '/internal/users/by-ids', { ids: [id] });
    if (!users.length) throw notFound(PLATFORM_MESSAGES.userNotFound);
    return users[0];
  }
  /** The payer's e-mail when the refund is made (null when the account is gone). */
  const emailOf = async (id: string) =>
    (await identity.request<{ users: { email: string }[] }>('POST', '/internal/users/by-ids', { ids: [id] }).catch(() => ({ users: [] as { email: string }[] }))).users[0]?.email ?? null;

  /** Who made a refund, for the log: the operator (by their e-mail now), or Stripe for a refund made there. */
  async function actorOf(requestedBy: string): Promise<Operator> {
    if (requestedBy === STRIPE) return { userId: STRIPE, email: STRIPE_ACTOR };
    return { userId: requestedBy, email: (await emailOf(requestedBy)) ?? requestedBy };
  }

  /**
   * The refund's audit entry and the customer's notice, each once per payment whichever path gets here first (the
   * operator's request, a report of billing's), then billing is told it is recorded. true when the entry was new.
   */
  async function recordRefund(refund: RefundReport, operator?: Operator): Promise<boolean> {
    const actor = operator ?? (await actorOf(refund.requestedBy));
    const recorded = await recordOnce(deps.audit, `payment.refund:${refund.paymentId}`, {
      actorId: actor.userId,
      actorEmail: actor.email,
      action: 'payment.refund',
      target: refund.paymentId,
      targetUserId: refund.userId,
      targetEmail: await emailOf(refund.userId),
      before: { status: 'completed', amount: refund.amount, userId: refund.userId, toolName: refund.toolName, stripePaymentIntentId: refund.stripePaymentIntentId },
      after: { status: 'refunded', usesWithdrawn: refund.usesWithdrawn },
    });
    const day = noticeDay(new Date(refund.refundedAt));
    const reference = shownPaymentReference(refund.stripePaymentIntentId);
    const withdrawn = refund.usesWithdrawn;
    await deps.notices.tell({
      key: `refund:${refund.paymentId}`,
      userId: refund.userId,
      kind: 'refund',
      text: `Refunded ${money(refund.amount)} on ${day}`,
      detail: `${displayName(refund.toolName)} · payment ${reference}`,
      subject: `Your refund of ${money(refund.amount)}`,
      body: `We refunded your payment of ${money(refund.amount)} for ${displayName(refund.toolName)} (payment reference ${reference}) on ${day}. The money goes back to the card you paid with; your bank may take a few days to show it. ${
        withdrawn ? `The ${withdrawn} unused ${withdrawn === 1 ? 'use' : 'uses'} of that purchase ${withdrawn === 1 ? 'was' : 'were'} removed.` : 'No unused uses of that purchase were left to remove.'
      }`,
    });
    // Not told (billing unreachable): it is listed again and the entry and notice are not written twice.
    await billing.request('POST', `/internal/operator/refunds/${encodeURIComponent(refund.stripePaymentIntentId)}/reported`, {}).catch(() => undefined);
    return recorded;
  }

  return {
    async userPayments(userId: string): Promise<z.infer<typeof AdminUserPaymentsResponse>> {
      await existingUser(userId);
      return billing.request('GET', `${path('users', userId)}/payments`);
    },

    async refundPayment(operator: Operator, paymentId: string): Promise<Refund> {
      const result = await billing.request<Refund>('POST', `${path('payments', paymentId)}/refund`, { operatorId: operator.userId });
      const { payment } = result;
      await recordRefund({ ...payment, paymentId: payment.id, usesWithdrawn: result.usesWithdrawn, requestedBy: operator.userId, refundedAt: new Date().toISOString() }, operator);
      return result;
    },

    /**
     * Audits every refund billing applied that is not yet recorded, and tells its customer: one the operator's request
     * did not get to record (platform stopped), one the sweep finished after a crash, one made at Stripe (its dashboard)
     * that reached billing as charge.refunded. Answers how many were recorded now.
     */
    async reportRefunds(): Promise<number> {
      const { refunds: pending } = await billing.request<{ refunds: RefundReport[] }>('GET', '/internal/operator/refunds/unreported');
      let recorded = 0;
      for (const report of pending) if (await recordRefund(report)) recorded++;
      return recorded;
    },

    /** Once per request id: the same credit sent again is answered as before, with one grant, one entry and one notice. */
    async creditUser(operator: Operator, userId: string, credit: z.infer<typeof AdminCreditRequest>): Promise<Credit> {
      const customer = await existingUser(userId);
      const requestId = credit.requestId ?? randomUUID();
      const result = await billing.request<Credit>('POST', `${path('users', userId)}/credit`, { toolName: credit.toolName, uses: credit.uses, requestId });
      const limit = result.usage.limit as number;
      await recordOnce(deps.audit, `user.credit:${requestId}`, {
        actorId: operator.userId,
        actorEmail: operator.email,
        action: 'user.credit',
        target: userId,
        targetUserId: userId,
        targetEmail: customer.email,
        before: { toolName: credit.toolName, limit: limit - result.usesGranted, used: result.usage.used },
        after: { toolName: credit.toolName, limit, used: result.usage.used, usesGranted: result.usesGranted, ...(credit.reason ? { reason: credit.reason } : {}) },
      });
      const uses = `${result.usesGranted} ${result.usesGranted === 1 ? 'use' : 'uses'} of ${displayName(credit.toolName)}`;
      // The operator's reason stays in the audit log: it may hold notes that are not the customer's to read.
      await deps.notices.tell({
        key: `credit:${requestId}`,
        userId,
        kind: 'credit',
        text: `${uses} added by support`,
        detail: `on ${noticeDay(new Date())}`,
        subject: `${uses} added to your account`,
        body: `Our support team added ${uses} to your account, free of charge. They are ready to use now.`,
      });
      return result;
    },
  };
}
export type Refunds = ReturnType<typeof refunds>;
