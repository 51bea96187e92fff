// "Your data": the copy of everything the product holds about the user, and deleting the account. identity holds the
// profile and orchestrates; each other service answers for what it holds (DataOwner).
import { ACCOUNT_MESSAGES, type AccountExport } from '@careerkit/contracts/account';
import { AppError } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import argon2 from 'argon2';
import type { DataOwner } from '../data/data-owners';
import type { UserRepository } from '../data/users';
import { toCurrentUser, type Accounts, type Session } from './accounts';

export interface AccountDataDeps {
  users: UserRepository;
  accounts: Accounts;
  owners: DataOwner[];
  logger: Logger;
}

export class WrongPassword extends AppError {
  constructor() {
    super(403, 'wrong_password', ACCOUNT_MESSAGES.wrongPassword);
  }
}

export function accountData({ users, accounts, owners, logger }: AccountDataDeps) {
  /** Every owner's answer to `call`, and the names of those that gave none. */
  async function askEach<T>(call: (owner: DataOwner) => Promise<T>) {
    const results = await Promise.allSettled(owners.map(call));
    return {
      answers: results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
      failed: owners.filter((_, i) => results[i].status === 'rejected').map((o) => o.name),
    };
  }

  return {
    /** All or nothing: a copy missing one service's part would look complete and not be. */
    async export(session: Session): Promise<AccountExport> {
      const user = await accounts.activeUser(session);
      const { answers: parts, failed } = await askEach((owner) => owner.export(user._id, user.email));
      if (failed.length) {
        logger.error({ userId: user._id, failed }, 'data export: a service did not answer');
        throw new AppError(503, 'unavailable', STATUS_MESSAGES[503]);
      }
      return {
        exportedAt: new Date().toISOString(),
        profile: toCurrentUser(user),
        toolRuns: parts.flatMap((p) => p.toolRuns ?? []),
        salaryRuns: parts.flatMap((p) => p.salaryRuns ?? []),
        uploads: parts.flatMap((p) => p.uploads ?? []),
        payments: parts.flatMap((p) => p.payments ?? []),
        usage: parts.flatMap((p) => p.usage ?? []),
        contactMessages: parts.flatMap((p) => p.contactMessages ?? []),
        accountChanges: parts.flatMap((p) => p.accountChanges ?? []),
        notices: parts.flatMap((p) => p.notices ?? []),
      };
    },

    /**
     * The password proves it is the owner, not someone at an unlocked screen. Every service removes (or, for payments,
     * anonymises) its part first; only when all have done so does the account go, which ends every session. If one
     * service cannot, the account stays so the user can try again (each service's removal is idempotent).
     */
    async remove(session: Session, password: string): Promise<{ message: string }> {
      const user = await accounts.activeUser(session);
      if (!(await argon2.verify(user.passwordHash, password))) throw new WrongPassword();
      // Free text (an operator's reason) may call the person by name: the services are told the names too.
      const names = [user.fullName, user.username].filter((n): n is string => Boolean(n?.trim()));
      const { failed } = await askEach((owner) => owner.remove(user._id, user.email, names));
      if (failed.length) {
        logger.error({ userId: user._id, failed }, 'account deletion: a service could not remove its data');
        throw new AppError(503, 'unavailable', ACCOUNT_MESSAGES.partlyUnavailable);
      }
      await users.deleteUsers([user._id]);
      // Once more now that no token of the account passes identity: what another tab did in between goes too.
      const again = await askEach((owner) => owner.remove(user._id, user.email, names));
      if (again.failed.length) logger.warn({ userId: user._id, failed: again.failed }, 'account deletion: the second pass did not reach every service');
      logger.info({ userId: user._id, services: owners.map((o) => o.name) }, 'account deleted at its owner’s request');
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  };
}
export type AccountData = ReturnType<typeof accountData>;
