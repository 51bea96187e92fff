// Contact (spec part 2 §2, §5): every message is stored; support is mailed when emailNotifications is on.
import type { ContactRequest } from '@careerkit/contracts/platform';
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import type { Logger } from '@careerkit/service-kit/logger';
import type { z } from 'zod';
import type { ContactRepository } from '../data/contact-messages';
import type { SendMail } from '@careerkit/service-kit/mail';
import type { SiteConfig } from './site-config';

export function contact(deps: { repo: ContactRepository; config: SiteConfig; sendMail: SendMail; supportEmail: string; logger: Logger }) {
  return {
    async submit(message: z.infer<typeof ContactRequest>, ip: string | null) {
      const saved = await deps.repo.save({ ...message, ip });
      if ((await deps.config.read()).emailNotifications) {
        // The message is kept either way; a mail failure is support's problem to see in the logs, not the visitor's.
        try {
          await deps.sendMail({
            to: deps.supportEmail,
            replyTo: message.email,
            subject: `[${message.category}] ${message.subject}`,
            text: `From: ${message.name} <${message.email}>\nCategory: ${message.category}\n\n${message.message}`,
          });
          await deps.repo.markMailed(saved._id);
        } catch (error) {
          deps.logger.error({ err: error, contactId: saved._id }, 'contact mail to support failed');
        }
      }
      return { message: PLATFORM_MESSAGES.contactSent };
    },
  };
}
export type Contact = ReturnType<typeof contact>;
