/**
 * E-mail: SMTP through nodemailer when SMTP_URL is set, the dev outbox otherwise.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { writeOutbox } from '../outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text only: read the same on any phone, with or without images. */
  text: string;
  /**
   * The language the e-mail is written in ('en', 'es'): sent as its Content-Language header (a
   * plain-text e-mail's lang attribute), so mail apps and screen readers read it in that language.
   */
  language?: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  if (smtpUrl) {
    // nodemailer is imported only when SMTP_URL is set: the dev outbox does not load it (issue 13 item 6).
    // Pooled (issue 13): a few connections kept open and reused, not a new connection (TCP, EHLO,
    // STARTTLS, AUTH) per e-mail, when every order sends two or more at the peak; `?pool=false`
    // in SMTP_URL turns it off.
    let transport: Transporter | null = null;
    const opened = import('nodemailer').then(({ default: nodemailer }) => {
      transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
      return transport;
    });
    // A failure surfaces on each send, not as an unhandled rejection.
    opened.catch(() => {});
    return {
      async send({ language, ...message }) {
        await (await opened).sendMail({ from, ...message, ...(language ? { headers: { 'Content-Language': language } } : {}) });
        log.info({ to: message.to, subject: message.subject }, 'e-mail sent by SMTP');
      },
      close: () => {
        if (transport) transport.close();
        else
          void opened.then(
            (t) => t.close(),
            () => {},
          );
      },
    };
  }
  return {
    async send(message) {
      await writeOutbox(dataDir, { channel: 'email', to: message.to, subject: message.subject, text: message.text });
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail written to the dev outbox');
    },
    close: () => {},
  };
}
