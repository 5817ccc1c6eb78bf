import { languageFromHeader } from '@fireworks/core/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * request.language from Accept-Language ('es…' -> es, else en); the shell sends its current
 * language. Read in an onRequest hook registered before the others, so every answer, refusals and
 * 404s included, speaks the caller's language.
 */
function readLanguage(request: FastifyRequest): void {
  // No header (most API clients): the decorated default stands, nothing to parse.
  const header = request.headers['accept-language'];
  if (header !== undefined) request.language = languageFromHeader(header);
}

async function language(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    readLanguage(request);
    done();
  });
}

export default fp(language, { name: 'language' });
