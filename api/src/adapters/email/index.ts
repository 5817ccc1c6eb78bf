/**
 * E-mail: SMTP through nodemailer when SMTP_URL is set, the dev outbox otherwise.
 */

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { writeOutbox } from '../outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'e-mail sent by SMTP');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await writeOutbox(dataDir, { channel: 'email', ...message });
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail written to the dev outbox');
    },
    close: () => {},
  };
}
