// platform's part of "Your data": the messages the user sent through the contact form (kept by address: the form
// is open to visitors), the operators' actions about them in the audit log (changes to the account, refunds of their
// payments, credits of uses) and the notices they were sent of refunds and credits.
import { randomUUID } from 'node:crypto';
import type { ExportedAccountChange, ExportedContactMessage, ExportedNotice } from '@careerkit/contracts/account';
import type { UserDataOwner } from '@careerkit/service-kit/user-data';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import type { ContactRepository } from '../data/contact-messages';
import type { CustomerNoticeRepository } from '../data/customer-notices';

const withoutReason = (values: unknown) => {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  const { reason: _reason, ...rest } = values as Record<string, unknown>;
  return rest;
};

export function userData({ contact, audit, notices }: { contact: ContactRepository; audit: AuditLog; notices: CustomerNoticeRepository }): UserDataOwner {
  return {
    async export(userId, email) {
      const [messages, changes, told] = await Promise.all([email ? contact.fromEmail(email) : [], audit.aboutAccount(userId), notices.everyForUser(userId)]);
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
        // Without the operator's reason: a note for operators, kept from the customer's notices as from this copy.
        accountChanges: changes.map((c): z.input<typeof ExportedAccountChange> => ({ action: c.action, before: withoutReason(c.before), after: withoutReason(c.after), at: new Date(c.at).toISOString() })),
        notices: told.map((n): z.input<typeof ExportedNotice> => ({ kind: n.kind, text: n.text, detail: n.detail, at: new Date(n.at).toISOString() })),
      };
    },

    /**
     * Contact messages go. Audit entries are anonymised, not deleted: they are the operators' record of what they did
     * (accountability for an operator's actions outlives the account they acted on), and with the person replaced by a
     * pseudonym they hold nothing that identifies them.
     */
    async remove(userId, email, names) {
      // The customer's notices of refunds and credits go with the account (the audit log keeps the operators' record).
      const deletedRecords = (email ? await contact.deleteFromEmail(email) : 0) + (await notices.deleteForUser(userId));
      const anonymisedRecords = await audit.anonymiseUser(userId, { email, names }, `deleted-account-${randomUUID()}`);
      return { deletedRecords, anonymisedRecords };
    },
  };
}
