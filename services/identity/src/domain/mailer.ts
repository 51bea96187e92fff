// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else a JSON file per message in the outbox.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@careerkit/service-kit/logger';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: options.from, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return async (mail) => {
    const info = await transport.sendMail({ from: options.from, ...mail });
    // Local mode only (no SMTP): the link is logged so a developer can follow it.
    mkdirSync(options.outboxDir, { recursive: true });
    const file = join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.json`);
    writeFileSync(file, info.message.toString());
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    options.logger.info({ to: mail.to, file, link }, `mail written to the outbox: ${mail.subject}`);
  };
}
