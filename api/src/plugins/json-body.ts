import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies with Fastify's own safe parser (prototype-poisoning protection), but an empty
 * body with a JSON content type counts as no body: many clients send the header on bare POSTs.
 */
async function jsonBody(app: FastifyInstance) {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultParser(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
