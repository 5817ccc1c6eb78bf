import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL or any surrogate: one scan of a character class, which ordinary text passes at once. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** NUL, or a lone UTF-16 surrogate (half of a character, e.g. "\ud800" in JSON). */
function isBadText(text: string): boolean {
  // The usual case (no NUL, no surrogate at all) costs one scan; the exact check runs only on the rest.
  if (!SUSPECT.test(text)) return false;
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** True when any string in the value (keys included) is bad text. */
function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isBadText(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  // for…in with an own-key check: no array of entries per request.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (isBadText(key) || hasBadText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store NUL (U+0000) in text, nor a lone surrogate in JSON (audit details): such
 * a query fails inside the driver, which would answer 500. Every route refuses such text in its
 * body, query string or path with a 400 instead. (Deeper than 64 levels the schema refuses the body anyway.)
 */
async function textInput(app: FastifyInstance) {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (hasBadText(request.params) || hasBadText(request.query) || hasBadText(request.body)) {
      return done(new AppError('INVALID_DATA', 'invalidText'));
    }
    done();
  });
}

export default fp(textInput, { name: 'text-input', dependencies: ['errors'] });
