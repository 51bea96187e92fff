// The operator's money actions (issue 26): a user's payments, a whole refund, and a goodwill credit of uses. billing
// does the work (amounts are its own, never the browser's); platform checks the user exists and writes each change to
// the audit log: who, what, on which record, before → after.
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

  return {
    async userPayments(userId: string): Promise<z.infer<typeof AdminUserPaymentsResponse>> {
      await existingUser(userId);
      return billing.request('GET', `${path('users', userId)}/payments`);
    },

    async refundPayment(operator: Operator, paymentId: string): Promise<Refund> {
      const result = await billing.request<Refund>('POST', `${path('payments', paymentId)}/refund`, { operatorId: operator.userId });
      const { payment } = result;
      await deps.audit.record({
        actorId: operator.userId,
        actorEmail: operator.email,
        action: 'payment.refund',
        target: payment.id,
        targetUserId: payment.userId,
        targetEmail: await emailOf(payment.userId),
        before: { status: 'completed', amount: payment.amount, userId: payment.userId, toolName: payment.toolName, stripePaymentIntentId: payment.stripePaymentIntentId },
        after: { status: payment.status, usesWithdrawn: result.usesWithdrawn },
      });
      const day = noticeDay(new Date());
      await deps.notices.tell({
        key: `refund:${payment.id}`,
        userId: payment.userId,
        kind: 'refund',
        text: `Refunded ${money(payment.amount)} on ${day}`,
        detail: `${displayName(payment.toolName)} · payment ${shownPaymentReference(payment.stripePaymentIntentId)}`,
        subject: `Your refund of ${money(payment.amount)}`,
        body: `We refunded your payment of ${money(payment.amount)} for ${displayName(payment.toolName)} (payment reference ${shownPaymentReference(payment.stripePaymentIntentId)}) on ${day}. The money goes back to the card you paid with; your bank may take a few days to show it. ${
          result.usesWithdrawn ? `The ${result.usesWithdrawn} unused ${result.usesWithdrawn === 1 ? 'use' : 'uses'} of that purchase ${result.usesWithdrawn === 1 ? 'was' : 'were'} removed.` : 'No unused uses of that purchase were left to remove.'
        }`,
      });
      return result;
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
