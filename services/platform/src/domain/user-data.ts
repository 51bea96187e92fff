// platform's part of "Your data": the messages the user sent through the contact form (kept by address: the form
// is open to visitors) and the operators' changes to their account in the audit log. The notices of refunds and
// credits restate those changes and the payments, so they are not exported twice; they are deleted with the account.
import { randomUUID } from 'node:crypto';
import type { ExportedAccountChange, ExportedContactMessage } from '@careerkit/contracts/account';
import type { UserDataOwner } from '@careerkit/service-kit/user-data';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import type { ContactRepository } from '../data/contact-messages';
import type { CustomerNoticeRepository } from '../data/customer-notices';

export function userData({ contact, audit, notices }: { contact: ContactRepository; audit: AuditLog; notices: CustomerNoticeRepository }): UserDataOwner {
  return {
    async export(userId, email) {
      const [messages, changes] = await Promise.all([email ? contact.fromEmail(email) : [], audit.aboutAccount(userId)]);
      return {
        contactMessages: messages.map(
          (m): z.input<typeof ExportedContactMessage> => ({
            id: m._id,
            name: m.name,
            email: m.email,
            subject: m.subject,
            category: m.category,
            message: m.message,
            createdAt: new Date(m.createdAt).toISOString(),
          }),
        ),
        accountChanges: changes.map((c): z.input<typeof ExportedAccountChange> => ({ action: c.action, before: c.before, after: c.after, at: new Date(c.at).toISOString() })),
      };
    },

    /**
     * Contact messages go. Audit entries are anonymised, not deleted: they are the operators' record of what they did
     * (accountability for an operator's actions outlives the account they acted on), and with the person replaced by a
     * pseudonym they hold nothing that identifies them.
     */
    async remove(userId, email) {
      // The customer's notices of refunds and credits go with the account (the audit log keeps the operators' record).
      const deletedRecords = (email ? await contact.deleteFromEmail(email) : 0) + (await notices.deleteForUser(userId));
      const anonymisedRecords = await audit.anonymiseUser(userId, email, `deleted-account-${randomUUID()}`);
      return { deletedRecords, anonymisedRecords };
    },
  };
}
