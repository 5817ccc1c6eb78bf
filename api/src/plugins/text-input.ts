import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors';

/** True when any string in the value (keys included) holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query with one fails inside the driver, which would
 * answer 500. Every route refuses such text in its body, query string or path with a 400 instead.
 * (Deeper than 64 levels the schema refuses the body anyway.)
 */
async function textInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw new AppError('INVALID_DATA', 'nulCharacter');
  });
}

export default fp(textInput, { name: 'text-input', dependencies: ['errors'] });
