// What billing holds about a user, for "Your data": the copy (payments and counters) and the deletion, which keeps the
// payment records the books need under an anonymous id and removes everything else.
import { randomUUID } from 'node:crypto';
import type { UserDataOwner } from '@careerkit/service-kit/user-data';
import type { PaymentRepository } from '../data/payments';
import type { RefundRepository } from '../data/refunds';
import type { UsageRepository } from '../data/usage';
import type { Checkouts } from './checkouts';
import { toPaymentView } from './payments';

export interface UserDataDeps {
  repo: PaymentRepository;
  usageRepo: UsageRepository;
  refundRepo: RefundRepository;
  checkouts: Checkouts;
}

export function userData({ repo, usageRepo, refundRepo, checkouts }: UserDataDeps): UserDataOwner {
  return {
    async export(userId) {
      const [payments, limits] = await Promise.all([repo.allForUser(userId), usageRepo.findAll(userId)]);
      return {
        payments: payments.map((p) => ({ ...toPaymentView(p, checkouts), currency: p.currency })),
        usage: limits.map((l) => ({ toolName: l.toolName, freeUsed: l.freeUsed, paidGranted: l.paidGranted, paidUsed: l.paidUsed })),
      };
    },

    /** Idempotent: a second call finds nothing left to change. */
    async remove(userId) {
      const anonymousId = `deleted-user-${randomUUID()}`;
      const { anonymised, deleted } = await repo.anonymiseUser(userId, anonymousId);
      const refunds = await refundRepo.anonymiseUser(userId, anonymousId);
      return { deletedRecords: deleted + (await usageRepo.deleteForUser(userId)), anonymisedRecords: anonymised + refunds };
    },
  };
}
