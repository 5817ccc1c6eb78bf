import { type Language, translator } from '@fireworks/core/i18n';
import type { Mailer } from './index';

/**
 * Sends an e-mail whose subject and text are message keys (e.g. 'auth:email.reset.subject'),
 * rendered in the recipient's language by i18next (the api's one message catalogue), and marked as
 * written in it (Content-Language). Keeps every e-mail bilingual by construction.
 */
export async function sendLocalizedMail(
  mailer: Mailer,
  message: { to: string; language: Language; subjectKey: string; textKey: string; params?: Record<string, unknown> },
): Promise<void> {
  const t = translator(message.language);
  const params = message.params ?? {};
  await mailer.send({
    to: message.to,
    subject: t(message.subjectKey, params),
    text: t(message.textKey, params),
    language: message.language,
  });
}
