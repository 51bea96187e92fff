// What billing holds about a user, for "Your data": the copy (payments and counters) and the deletion, which keeps the
// payment records the books need under an anonymous id and removes everything else.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ServiceDataDeleted, ServiceUserData } from '@careerkit/contracts/account';
import type { PaymentRepository } from '../data/payments';
import type { UsageRepository } from '../data/usage';
import { toDollars } from './catalog';

export function userData({ repo, usageRepo }: { repo: PaymentRepository; usageRepo: UsageRepository }) {
  return {
    async export(userId: string): Promise<z.input<typeof ServiceUserData>> {
      const [payments, limits] = await Promise.all([repo.allForUser(userId), usageRepo.findAll(userId)]);
      return {
        payments: payments.map((p) => ({
          id: p._id,
          toolName: p.toolName,
          amount: toDollars(p.amountCents),
          currency: p.currency,
          status: p.status,
          stripePaymentIntentId: p.stripePaymentIntentId,
          createdAt: new Date(p.createdAt).toISOString(),
        })),
        usage: limits.map((l) => ({ toolName: l.toolName, freeUsed: l.freeUsed, paidGranted: l.paidGranted, paidUsed: l.paidUsed })),
      };
    },

    /** Idempotent: a second call finds nothing left to change. */
    async remove(userId: string): Promise<z.input<typeof ServiceDataDeleted>> {
      const { anonymised, deleted } = await repo.anonymiseUser(userId, `deleted-user-${randomUUID()}`);
      return { deletedRecords: deleted + (await usageRepo.deleteForUser(userId)), anonymisedRecords: anonymised };
    },
  };
}
export type UserData = ReturnType<typeof userData>;
