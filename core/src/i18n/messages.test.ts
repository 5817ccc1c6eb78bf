import { LIMITS } from '../contract/limits';
import { DEFAULT_PREORDER_WINDOWS } from '../rules/season';
import { LANGUAGES, languageFromHeader, NAMESPACES, resources, translator } from './messages';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string).sort();
}

describe('messages', () => {
  it('has exactly the namespaces of NAMESPACES in every language', () => {
    for (const language of LANGUAGES) expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)('namespace %s has the same keys in every language', (ns) => {
    const english = keysOf(resources.en[ns] as Tree).sort();
    for (const language of LANGUAGES) {
      expect(keysOf(resources[language][ns] as Tree).sort()).toEqual(english);
    }
  });

  it.each(NAMESPACES)('namespace %s: no empty text, and the same placeholders in every language', (ns) => {
    const lookup = (language: (typeof LANGUAGES)[number], key: string) =>
      key
        .split('.')
        .reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree | string, resources[language][ns] as Tree) as string;
    for (const key of keysOf(resources.en[ns] as Tree)) {
      for (const language of LANGUAGES) {
        expect(lookup(language, key).trim()).not.toBe('');
        expect(placeholders(lookup(language, key))).toEqual(placeholders(lookup('en', key)));
      }
    }
  });

  describe('Spanish addresses people one way: usted, never tú', () => {
    // Pronouns and verb forms that only tú uses, anywhere in a text ...
    const tuWords =
      /(?<![\p{L}])(tú|tu|tus|ti|te|tuyo|tuya|tuyos|tuyas|contigo|puedes|quieres|tienes|debes|necesitas|estás|eres|has|sabes|olvidaste|podrás|tendrás|verás|puedas|quieras|tengas|hayas|inténtalo|asegúrate|quítalo|llévate|regístrate|recogerás|recibirás)(?![\p{L}])/iu;
    // ... and tú commands where a sentence starts, after any ¡ or ¿ ('¡Elige otra!' where usted says '¡Elija otra!').
    const tuCommands =
      /(?:^|[.:;!?]\s+|\n)[¡¿"'«]*(elige|escribe|haz|pulsa|selecciona|sube|comprueba|trae|espera|envía|cambia|revisa|usa|abre|ingresa|introduce|agrega|añade|vuelve|intenta|inicia|confirma|crea|paga|llama|verifica|toca|elimina|borra|sigue|visita|lee|pon|mira|recoge|descarga|copia|marca|rellena)(?![\p{L}])/iu;
    // ... and tú commands carrying a pronoun, anywhere ('Muévelos o elimínalos' where usted says 'Muévalos o elimínelos').
    const tuCommandsWithPronoun =
      /(?<![\p{L}])(súbe|muéve|elimína|bórra|cámbia|revísa|escríbe|añáde|agréga|pruéba|descárga|cópia|úsa|ábre|guárda|vuélve|recóge|lláma|envía|elíge|cómpra)(lo|la|los|las|le|les|me|nos)(?![\p{L}])/iu;
    const isTu = (text: string) => tuWords.test(text) || tuCommands.test(text) || tuCommandsWithPronoun.test(text);
    const texts = (tree: Tree, prefix: string): [string, string][] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
      );

    it('in every Spanish message (core/src/i18n/locales/es: every screen, e-mail and SMS of every package)', () => {
      const tu = NAMESPACES.flatMap((ns) => texts(resources.es[ns] as Tree, `${ns}:`)).filter(([, text]) => isTu(text));
      expect(tu).toEqual([]);
    });

    it("in the Spanish texts kept beside the rules (the season's pre-order labels)", () => {
      expect(DEFAULT_PREORDER_WINDOWS.map((window) => window.label.es).filter(isTu)).toEqual([]);
    });

    it("catches tú (the scan can fail): the BOGO line's old '¡¡Compra uno y llévate otro gratis!!'", () => {
      expect(isTu('¡¡Compra uno y llévate otro gratis!!')).toBe(true);
      expect(isTu('¡Elige otra hora!')).toBe(true);
      expect(isTu('Inicia sesión para seguir.')).toBe(true);
      expect(isTu('¡¡Compre uno y llévese otro gratis!!')).toBe(false);
      expect(isTu('Hay pedidos en esta hora. Muévelos o elimínalos primero.')).toBe(true);
      expect(isTu('Súbelo de nuevo.')).toBe(true);
      expect(isTu('Hay pedidos en esta hora. Muévalos o elimínelos primero. Súbalo de nuevo.')).toBe(false);
    });
  });

  it('translates with interpolation, server-side', () => {
    expect(translator('en')('errors:tooManyRequests', { after: '1 minute' })).toBe(
      'Too many requests. Please wait 1 minute and try again.',
    );
    expect(translator('es')('errors:fillAllFields')).toBe('Por favor, complete todos los campos.');
  });

  it('names the rules constants through variables, never as literals', () => {
    const raw = JSON.stringify(resources);
    expect(raw).not.toMatch(/8\.25|\$500|\b20 ?%/);
    expect(translator('en')('checkout:errors.BELOW_MINIMUM')).toBe('The minimum purchase is $500.00 after tax.');
    expect(translator('es')('cart:totals.tax')).toBe('Impuesto (8.25%)');
    expect(translator('en')('checkout:depositRule')).toBe('At least 20% is due now and the rest later.');
  });

  it('names the field limits through variables from LIMITS, never as literals', () => {
    const raw = JSON.stringify(resources);
    expect(raw).not.toMatch(/\b(64|120|2000) (letters|characters|caracteres|letras)|\b10 MB/);
    expect(translator('en')('catalog:errors.titleRequired')).toBe(`Please enter a title (at most ${LIMITS.itemTitle} characters).`);
    expect(translator('es')('admin:errors.inviteCodeInvalid')).toContain(`de 1 a ${LIMITS.inviteCode} letras`);
    expect(translator('en')('auth:errors.passwordTooLong')).toBe(`Password must be at most ${LIMITS.password} characters.`);
  });

  it("says the pickup e-mails' pass sentence once per language, and each e-mail line still ends with it", () => {
    const pass = { en: 'Bring your pickup pass (code {{code}}).', es: 'Traiga su pase de recogida (código {{code}}).' };
    for (const language of LANGUAGES) {
      expect(JSON.stringify(resources[language].pickup).split(pass[language]).length - 1).toBe(1);
    }
    const t = translator('en');
    expect(t('pickup:email.slot', { slot: 'Fri, Nov 20, 10:00 AM', code: 'K7Q2' })).toBe(
      'Pickup: Fri, Nov 20, 10:00 AM. Bring your pickup pass (code K7Q2).',
    );
    expect(t('pickup:email.noSlot', { code: 'K7Q2' })).toBe(
      'Pickup: no time is booked yet; the store will contact you to arrange it. Bring your pickup pass (code K7Q2).',
    );
    expect(translator('es')('pickup:email.slotPassed', { slot: 'vie 20 nov', code: 'K7Q2' })).toBe(
      'Recogida: su hora (vie 20 nov) ya pasó; llame a la tienda para acordar otra. Traiga su pase de recogida (código K7Q2).',
    );
  });

  it('reads the language from Accept-Language', () => {
    expect(languageFromHeader('es-MX,es;q=0.9')).toBe('es');
    expect(languageFromHeader('en-US')).toBe('en');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
