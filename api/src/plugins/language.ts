import { languageFromHeader } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** request.language from Accept-Language ('es…' -> es, else en); the shell sends its current language. */
async function language(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    // No header (most API clients): the decorated default stands, nothing to parse.
    const header = request.headers['accept-language'];
    if (header !== undefined) request.language = languageFromHeader(header);
    done();
  });
}

export default fp(language, { name: 'language' });
