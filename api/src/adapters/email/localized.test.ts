import { LANGUAGES, resources, translator } from '@fireworks/core/i18n';
import { render } from './localized';

/** Every message key of a catalogue ('ns:a.b.c') with its text. */
function messages(tree: object, prefix: string): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : messages(value as object, `${prefix}${key}.`),
  );
}

describe('render (e-mail texts from split templates)', () => {
  it('gives what t() gives for every message of both languages, values with $ patterns, numbers and null included', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const [namespace, tree] of Object.entries(resources[language])) {
        for (const [path, text] of messages(tree, '')) {
          const key = `${namespace}:${path}`;
          const names = [...text.matchAll(/\{\{([^{}]*)\}\}/g)].map((m) => m[1]!.trim());
          const values: unknown[] = ['$& $$ $1 $` text', 12.5, null, 'José “quoted”\nline'];
          const params = Object.fromEntries(names.map((name, i) => [name, values[i % values.length]]));
          expect(render(language, key, params)).toBe(t(key, params));
          // A value left out: as t() (its default variable, or the placeholder's handling).
          if (names.length > 0) {
            const { [names[0]!]: _left, ...fewer } = params;
            expect(render(language, key, fewer)).toBe(t(key, fewer));
          }
        }
      }
    }
  });
});
