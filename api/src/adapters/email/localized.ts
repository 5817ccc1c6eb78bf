import { type Language, translator } from '@fireworks/core/i18n';
import type { Mailer } from './index';

/**
 * Sends an e-mail whose subject and text are message keys (e.g. 'auth:email.reset.subject'),
 * rendered in the recipient's language. Keeps every e-mail bilingual by construction.
 */
export async function sendLocalizedMail(
  mailer: Mailer,
  message: { to: string; language: Language; subjectKey: string; textKey: string; params?: Record<string, unknown> },
): Promise<void> {
  const { language, params = {} } = message;
  await mailer.send({
    to: message.to,
    subject: render(language, message.subjectKey, params),
    text: render(language, message.textKey, params),
  });
}

/** A message's text split at its {{name}} placeholders: text, name, text, ..., text. */
type Template = readonly string[];

// Per language and key: i18next's t() cost ~75 µs per e-mail text, two e-mails per order (issue 13).
const templates = new Map<string, Template | null>();

/**
 * t(key, params), from the message's text split once: the same text whenever the message holds
 * only plain {{name}} placeholders, all given (as i18next, escapeValue off: the value as is, or
 * String(value), '' for null); otherwise (nesting, formats, plurals, a missing value) t() itself.
 */
export function render(language: Language, key: string, params: Record<string, unknown>): string {
  const t = translator(language);
  const cacheKey = `${language}\u0000${key}`;
  let template = templates.get(cacheKey);
  if (template === undefined) {
    const raw = t(key, { skipInterpolation: true });
    const parts = raw.split(/\{\{([^{}]*)\}\}/);
    const plain = !raw.includes('$t(') && parts.every((part, i) => i % 2 === 0 || /^\s*[A-Za-z_]\w*\s*$/.test(part));
    template = plain ? parts.map((part, i) => (i % 2 === 0 ? part : part.trim())) : null;
    templates.set(cacheKey, template);
  }
  if (!template || 'count' in params || 'context' in params) return t(key, params);
  let text = template[0]!;
  for (let i = 1; i < template.length; i += 2) {
    const value = params[template[i]!];
    if (value === undefined) return t(key, params);
    text += (typeof value === 'string' ? value : value === null ? '' : String(value)) + template[i + 1]!;
  }
  return text;
}
