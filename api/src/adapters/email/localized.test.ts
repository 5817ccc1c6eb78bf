import { LANGUAGES, resources, translator } from '@fireworks/core/i18n';
import { renderMessage } from './localized';

/** Every message key of a language ('ns:a.b') with its text. */
function messages(language: (typeof LANGUAGES)[number]): [string, string][] {
  const found: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') found.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key.endsWith(':') ? `${key}${k}` : `${key}.${k}`);
  };
  for (const [ns, catalogue] of Object.entries(resources[language])) walk(catalogue, `${ns}:`);
  return found;
}

/** Params naming every placeholder of `text`, each set by `value(name, index)`. */
function paramsFor(text: string, value: (name: string, index: number) => unknown): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  let index = 0;
  for (const match of text.matchAll(/\{\{(.+?)\}\}/g)) params[match[1]!.trim()] = value(match[1]!.trim(), index++);
  return params;
}

describe('renderMessage', () => {
  const cases: [string, (name: string, index: number) => unknown][] = [
    ['words', (name) => `value of ${name}`],
    ['numbers, empty strings, null and undefined', (_name, i) => [42, '', null, undefined, 0, 1.5][i % 6]],
    ['dollar signs', (name) => `$& $$ $1 $\` ${name} $'`],
    ['placeholders and nestings in values', (name, i) => (i % 2 ? '{{number}}' : `$t(orders:memo.pickup) ${name}`)],
    ['no values (rule variables and kept placeholders)', () => undefined],
  ];
  for (const language of LANGUAGES) {
    for (const [label, value] of cases) {
      it(`renders every ${language} message as t() does: ${label}`, () => {
        const t = translator(language);
        for (const [key, text] of messages(language)) {
          const params = label.startsWith('no values') ? {} : paramsFor(text, value);
          expect({ key, text: renderMessage(language, key, params) }).toEqual({ key, text: t(key, params) });
        }
      });
    }
  }

  it('renders the order e-mails as t() does, with extra params and t() options', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      const params = { number: '2026-0007', firstname: 'Ana', total: '$1,234.50', pickup: '', link: 'http://x/orders/1', extra: 'unused' };
      for (const key of ['orders:email.created.subject', 'orders:email.created.text', 'orders:email.adminNew.text']) {
        expect(renderMessage(language, key, params)).toBe(t(key, params));
        expect(renderMessage(language, key, { ...params, count: 2 })).toBe(t(key, { ...params, count: 2 }));
      }
      expect(renderMessage(language, 'orders:no.such.key', params)).toBe(t('orders:no.such.key', params));
    }
  });
});
