// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else a JSON file per message in the outbox.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@careerkit/service-kit/logger';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): SendMail {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return async (mail) => {
    const info = await transport.sendMail({ from: options.from, ...mail });
    if (options.smtpUrl) return;
    mkdirSync(options.outboxDir, { recursive: true });
    const file = join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.json`);
    writeFileSync(file, (info as { message: Buffer | string }).message.toString());
    options.logger.info({ to: mail.to, file }, `mail written to the outbox: ${mail.subject}`);
  };
}
