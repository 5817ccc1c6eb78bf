/**
 * A real SMTP server for tests (smtp-server on a free local port) that keeps every message it
 * receives, parsed with mailparser, so a test can read what the shop sent. Point the app at it
 * with `env: { SMTP_URL: capture.url }`.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** The Content-Language header ('en', 'es'), when the e-mail has one. */
  language?: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  /** SMTP connections the server accepted. */
  readonly connections: number;
  /** Recipients the server refuses (to test that a lost e-mail does not undo a change). */
  refuse: Set<string>;
  /** Resolves once `count` messages have arrived (sending is asynchronous to the request). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const refuse = new Set<string>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').trim(),
            ...(parsed.headers.has('content-language') ? { language: String(parsed.headers.get('content-language')) } : {}),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get connections() {
      return connections;
    },
    refuse,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
