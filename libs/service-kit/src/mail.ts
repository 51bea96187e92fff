// Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise (a local run) each message is written as a
// JSON file to the outbox, and the first link in it logged so a developer can follow it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Logger } from './logger';

/** The env of a service that sends mail, to spread into its config schema. */
export const mailEnv = {
  /** SMTP for mail; without it mail is written to OUTBOX_DIR. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('CareerKit <no-reply@careerkit.local>'),
  OUTBOX_DIR: z.string().default('.data/outbox'),
};
export type MailEnv = { SMTP_URL?: string; MAIL_FROM: string; OUTBOX_DIR: string };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}
export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(config: MailEnv, logger: Logger): SendMail {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return async (mail) => {
      await transport.sendMail({ from, ...mail });
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return async (mail) => {
    const info = await transport.sendMail({ from, ...mail });
    mkdirSync(config.OUTBOX_DIR, { recursive: true });
    const file = join(config.OUTBOX_DIR, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.json`);
    writeFileSync(file, info.message.toString());
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    logger.info({ to: mail.to, file, link }, `mail written to the outbox: ${mail.subject}`);
  };
}
