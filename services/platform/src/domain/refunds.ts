// The operator's money actions (issue 26): a user's payments, a whole refund, and a goodwill credit of uses. billing
// does the work (amounts are its own, never the browser's); platform checks the user exists and writes each change to
// the audit log: who, what, on which record, before → after.
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import type { AdminCreditRequest, AdminCreditResponse, AdminRefundResponse, AdminUserPaymentsResponse } from '@careerkit/contracts/refunds';
import { notFound } from '@careerkit/service-kit/errors';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import type { Services } from '../data/services';
import type { Operator } from './operator';

type Refund = z.infer<typeof AdminRefundResponse>;
type Credit = z.infer<typeof AdminCreditResponse>;

export function refunds(deps: { services: Services; audit: AuditLog }) {
  const { identity, billing } = deps.services;
  const path = (...parts: string[]) => `/internal/operator/${parts.map(encodeURIComponent).join('/')}`;

  async function existingUser(id: string): Promise<void> {
    const { users } = await identity.request<{ users: unknown[] }>('POST', '/internal/users/by-ids', { ids: [id] });
    if (!users.length) throw notFound(PLATFORM_MESSAGES.userNotFound);
  }

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
        before: { status: 'completed', amount: payment.amount, userId: payment.userId, toolName: payment.toolName, stripePaymentIntentId: payment.stripePaymentIntentId },
        after: { status: payment.status, usesWithdrawn: result.usesWithdrawn },
      });
      return result;
    },

    async creditUser(operator: Operator, userId: string, credit: z.infer<typeof AdminCreditRequest>): Promise<Credit> {
      await existingUser(userId);
      const result = await billing.request<Credit>('POST', `${path('users', userId)}/credit`, { toolName: credit.toolName, uses: credit.uses });
      const limit = result.usage.limit as number;
      await deps.audit.record({
        actorId: operator.userId,
        actorEmail: operator.email,
        action: 'user.credit',
        target: userId,
        before: { toolName: credit.toolName, limit: limit - result.usesGranted, used: result.usage.used },
        after: { toolName: credit.toolName, limit, used: result.usage.used, usesGranted: result.usesGranted, ...(credit.reason ? { reason: credit.reason } : {}) },
      });
      return result;
    },
  };
}
export type Refunds = ReturnType<typeof refunds>;
