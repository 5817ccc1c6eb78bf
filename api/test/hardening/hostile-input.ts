/**
 * Generators of hostile requests (issue 8) with fast-check: malformed JSON, wrong types, missing
 * and extra fields, huge strings and bodies, unicode edge cases, injection strings, odd content
 * types, hostile path parameters and query strings. They start from a valid request of the route
 * (its body's fields) so that most requests get past the parser and reach the route's own checks.
 */
import fc from 'fast-check';

const INJECTION_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(10); --",
  "admin'--",
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text of a log4j-style injection
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '%s%s%s%n',
  '\r\nSet-Cookie: session=stolen',
  '%00',
  '__proto__',
  'constructor',
];

/** Objects that mean something to other databases or to a careless merge. */
const INJECTION_OBJECTS: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { __proto__: { admin: true } },
  { constructor: { prototype: { admin: true } } },
];

const UNICODE_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\u0301',
  'e\u0308'.repeat(500),
  '\u202Egnp.exe',
  '\u200B\u200C\u200D',
  '\uFEFF',
  '\u2028\u2029',
  '𝕱𝖎𝖗𝖊𝖜𝖔𝖗𝖐𝖘',
  '🎆🎇✨👨‍👩‍👧‍👦',
  'ﬁﬂ',
  'İıß',
  'Ω≈ç√∫',
  '\t\n\r\v\f',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  'true',
];

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":undefined}',
  '{"a":NaN}',
  '{"a":1}{"b":2}',
  '{"a":"\\u12"}',
  '{"a":"\u0000"}',
  '[',
  'NaN',
  'Infinity',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

/** A value of any JSON type, hostile strings included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...INJECTION_STRINGS),
  fc.constantFrom(...INJECTION_OBJECTS),
  fc.constantFrom(...UNICODE_EDGES),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** 10 kB to 1.5 MB, sometimes past the 1 MB body limit, of one-, two-, four-byte or quoting characters. */
const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_000, max: 1_500_000 }), fc.constantFrom('x', 'é', '🎆', '"', '\\'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** JSON text with keys kept as given (duplicates and '__proto__' included). */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

interface HostileRequest {
  /** What kind of hostile request this is, for the failure message. */
  kind: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

interface HostileTarget {
  /** The route's path pattern, e.g. '/api/update-item/:id'. */
  path: string;
  /** A valid request's url (path parameters filled in). */
  url: string;
  /** A valid request's body, or the fields the route's schema names (with null values). */
  body: Record<string, unknown>;
}

/** The body of a valid request, changed in one hostile way. */
function hostileBody(target: HostileTarget): fc.Arbitrary<{ kind: string; text: string }> {
  const keys = Object.keys(target.body);
  const entries = Object.entries(target.body);
  const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 });
  const replaced = (kind: string, value: fc.Arbitrary<unknown>) =>
    fc.tuple(key, value).map(([k, v]) => ({ kind, text: objectText([...entries.filter(([e]) => e !== k), [k, v]]) }));
  return fc.oneof(
    replaced('wrong type', anyValue),
    replaced('injection string', fc.oneof(fc.constantFrom(...INJECTION_STRINGS), fc.constantFrom(...INJECTION_OBJECTS))),
    replaced('unicode edge case', fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.string({ unit: 'grapheme', maxLength: 30 }))),
    replaced('huge string', hugeString),
    fc.subarray(keys).map((missing) => ({ kind: 'missing fields', text: objectText(entries.filter(([k]) => !missing.includes(k))) })),
    fc
      .array(fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'admin', '$where')), anyValue), {
        minLength: 1,
        maxLength: 4,
      })
      .map((extra) => ({ kind: 'extra fields', text: objectText([...entries, ...extra]) })),
    fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'not an object', text: JSON.stringify(value) ?? 'null' })),
    fc.constantFrom(...MALFORMED_JSON).map((text) => ({ kind: 'malformed JSON', text })),
    fc
      .constant(objectText(entries))
      .chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => ({ kind: 'truncated JSON', text: text.slice(0, cut) }))),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ kind: 'random text', text })),
    hugeString.map((s) => ({ kind: 'huge body', text: objectText([...entries, ['padding', s]]) })),
  );
}

/** Percent-encodes every byte of the UTF-8 text (lone surrogates become U+FFFD, as a browser sends them). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A path parameter or query string made hostile. */
function hostileUrl(target: HostileTarget): fc.Arbitrary<{ kind: string; url: string }> {
  const value = fc.oneof(
    fc.constantFrom(...INJECTION_STRINGS, ...UNICODE_EDGES),
    fc.string({ maxLength: 40 }),
    hugeString.map((s) => s.slice(0, 9_000)),
  );
  const withParams = target.path.includes('/:')
    ? [value.map((v) => ({ kind: 'hostile path parameter', url: target.path.replace(/:[^/]+/g, percentEncode(v)) }))]
    : [];
  return fc.oneof(
    fc.constant({ kind: 'valid url', url: target.url }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom('category', 'id', '__proto__', 'constructor[prototype]'), fc.string({ maxLength: 8 })), value),
        {
          minLength: 1,
          maxLength: 3,
        },
      )
      .map((pairs) => ({
        kind: 'hostile query string',
        url: `${target.url}?${pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`,
      })),
    ...withParams,
  );
}

export function hostileRequest(target: HostileTarget): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      body: hostileBody(target),
      url: hostileUrl(target),
      // Mostly JSON, so the route's own validation is what gets tested.
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      language: fc.constantFrom('en', 'es', 'xx', '*;q=abc', 'es-'.repeat(300)),
    })
    .map(({ body, url, contentType, language }) => ({
      kind: `${body.kind}, ${url.kind}, content-type ${contentType ?? 'none'}`,
      url: url.url,
      payload: body.text,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), 'accept-language': language },
    }));
}
