import { type GlossaryTerm, MONEY_GLOSSARY, MONEY_SYNONYMS } from './glossary';
import { LANGUAGES, NAMESPACES, resources } from './messages';

type Tree = { [key: string]: string | Tree };

/** Every message of a language as ['namespace:key', text]. */
function messagesOf(language: (typeof LANGUAGES)[number]): [string, string][] {
  const walk = (tree: Tree, prefix: string): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : walk(value, `${prefix}${key}.`),
    );
  return NAMESPACES.flatMap((ns) => walk(resources[language][ns] as Tree, `${ns}:`));
}

const terms: GlossaryTerm[] = Object.values(MONEY_GLOSSARY);

describe('the money glossary (issue 40: one vocabulary for money owed)', () => {
  it.each(LANGUAGES)('every message it names says its term (%s)', (language) => {
    const messages = new Map(messagesOf(language));
    const missing = terms.flatMap((term) =>
      term.shownBy
        .filter((key) => !(messages.get(key) ?? '').toLowerCase().includes(term[language].toLowerCase()))
        .map((key) => `${key}: "${messages.get(key)}" does not say "${term[language]}"`),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('no message uses another word for money owed (%s)', (language) => {
    // The glossary's own terms are taken out first: "Amount due now" may say what "amount due" may not.
    const words = terms.map((term) => term[language].toLowerCase());
    const strays = messagesOf(language).flatMap(([key, text]) => {
      const rest = words.reduce((left, word) => left.split(word).join(' · '), text.toLowerCase());
      return MONEY_SYNONYMS[language].filter((synonym) => synonym.test(rest)).map((synonym) => `${key}: ${synonym} in "${text}"`);
    });
    expect(strays).toEqual([]);
  });

  it('catches the old words (the test can fail)', () => {
    const caught = (language: 'en' | 'es', text: string) => MONEY_SYNONYMS[language].some((synonym) => synonym.test(text));
    expect(caught('en', 'Amount needed')).toBe(true);
    expect(caught('en', 'Balance outstanding')).toBe(true);
    expect(caught('en', 'This order still owes $5.00.')).toBe(true);
    expect(caught('es', 'Monto adeudado')).toBe(true);
    expect(caught('es', 'Debe {{amount}}')).toBe(true);
    expect(caught('es', 'El precio debe ser mayor que 0.')).toBe(false);
  });
});
