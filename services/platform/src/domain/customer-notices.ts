// Telling a customer what support did to their money (issue 45): an entry in their history and an e-mail (the outbox
// locally, SMTP when SMTP_URL is set). The money has moved by the time this runs, so a failure here is logged and
// never undoes or fails the operator's action; an entry already written is not written or mailed twice.
import type { Logger } from '@careerkit/service-kit/logger';
import type { SendMail } from '@careerkit/service-kit/mail';
import type { CustomerNoticeRecord, CustomerNoticeRepository } from '../data/customer-notices';
import type { Services } from '../data/services';

/** "6 Dec": the day the customer's statement will show, in UTC as every date the product stores. */
export const noticeDay = (at: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
export const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export interface NoticeToSend {
  key: string;
  userId: string;
  kind: CustomerNoticeRecord['kind'];
  text: string;
  detail: string | null;
  subject: string;
  /** The e-mail's body after the greeting. */
  body: string;
}

export function customerNotices(deps: { repo: CustomerNoticeRepository; services: Services; sendMail: SendMail; supportEmail: string; logger: Logger }) {
  return {
    async tell(notice: NoticeToSend): Promise<void> {
      const { key, userId, kind, text, detail } = notice;
      try {
        if (!(await deps.repo.add({ key, userId, kind, text, detail }))) return;
        const { users } = await deps.services.identity.request<{ users: { email: string; username: string }[] }>('POST', '/internal/users/by-ids', { ids: [userId] });
        const user = users[0];
        if (!user) return;
        await deps.sendMail({
          to: user.email,
          replyTo: deps.supportEmail,
          subject: notice.subject,
          text: `Hello ${user.username},\n\n${notice.body}\n\nYou can see this in your account's history on your profile. Questions? Reply to this e-mail or write to ${deps.supportEmail}.\n\nCareerKit`,
        });
      } catch (error) {
        deps.logger.error({ err: error, key, userId }, 'customer notice not written or not mailed');
      }
    },
    list: (userId: string) => deps.repo.forUser(userId),
  };
}
export type CustomerNotices = ReturnType<typeof customerNotices>;
