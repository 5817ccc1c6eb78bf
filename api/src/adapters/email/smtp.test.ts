/**
 * The SMTP mailer against a real SMTP server (test/smtp-capture.ts): e-mails sent at once share a
 * few pooled connections instead of one connection each, and a refused recipient loses no other e-mail.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { createMailer, type Mailer } from './index';

let smtp: SmtpCapture;
let mailer: Mailer | null = null;
beforeEach(async () => {
  smtp = await startSmtpCapture();
});
afterEach(async () => {
  mailer?.close();
  await smtp.close();
});

/** The mailer logs each e-mail sent; these tests read the SMTP server instead. */
const quiet = { info: () => {} } as unknown as FastifyBaseLogger;

const open = (url: string) => {
  mailer = createMailer({ smtpUrl: url, from: 'Shop <shop@example.com>', dataDir: '/nonexistent', log: quiet });
  return mailer;
};
const message = (n: number) => ({ to: `customer${n}@example.com`, subject: `Order ${n}`, text: `Your order ${n}.` });

it('sends 30 e-mails at once over a few pooled connections, each whole', async () => {
  const sent = open(smtp.url);
  await Promise.all(Array.from({ length: 30 }, (_, n) => sent.send(message(n))));
  expect(smtp.messages.map((m) => m.subject).sort()).toEqual(Array.from({ length: 30 }, (_, n) => `Order ${n}`).sort());
  expect(smtp.messages.find((m) => m.subject === 'Order 7')).toEqual({
    to: ['customer7@example.com'],
    subject: 'Order 7',
    text: 'Your order 7.',
  });
  expect(smtp.connections).toBeGreaterThan(0);
  expect(smtp.connections).toBeLessThanOrEqual(5);
});

it('a refused recipient fails its own e-mail only', async () => {
  smtp.refuse.add('customer3@example.com');
  const sent = open(smtp.url);
  const results = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => sent.send(message(n))));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  expect(smtp.messages.map((m) => m.subject).sort()).toEqual(['Order 0', 'Order 1', 'Order 2', 'Order 4', 'Order 5']);
});

it('opens a connection per e-mail when SMTP_URL says pool=false', async () => {
  const sent = open(`${smtp.url}?pool=false`);
  await Promise.all(Array.from({ length: 6 }, (_, n) => sent.send(message(n))));
  expect(smtp.messages).toHaveLength(6);
  expect(smtp.connections).toBe(6);
});

it('states the language an e-mail is written in as its Content-Language header', async () => {
  const sent = open(smtp.url);
  await sent.send({ ...message(1), language: 'es' });
  await sent.send(message(2));
  expect(smtp.messages.find((m) => m.subject === 'Order 1')).toMatchObject({ language: 'es' });
  expect(smtp.messages.find((m) => m.subject === 'Order 2')?.language).toBeUndefined();
});
