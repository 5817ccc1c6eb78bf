/**
 * Every error becomes `{ "error": "<message a person can act on>" }` with a fitting status,
 * in the caller's language. 5xx details are logged, never sent. (404s for unknown routes: frontends.ts.)
 */

import { languageFromHeader, translator } from '@fireworks/core/i18n';
import { permissionLabel } from '@fireworks/core/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/errors';
import { validationSentence } from './validation-message';

const KNOWN_CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
};

async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translator(request.language ?? 'en');
    if (error instanceof AppError) {
      const key = error.messageKey.includes(':') ? error.messageKey : `errors:${error.messageKey}`;
      return reply.status(error.statusCode).send({ ...error.extra, error: t(key, withPermissionLabel(error.params, t)) });
    }
    if (error.validation) {
      return reply.status(400).send({ error: validationSentence(t, error.validation) });
    }
    const known = error.code ? KNOWN_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const limit = `${Math.round((request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0) / 1024)} KB`;
      return reply.status(known.status).send({ error: t(`errors:${known.key}`, { limit }) });
    }
    if (error instanceof SyntaxError) return reply.status(400).send({ error: t('errors:invalidJson') });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ error: error.message });
      return reply.status(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: t('errors:internal') });
  });
}

/**
 * A refusal names a permission (`{{permission}}`) by its label in the caller's language ("Void
 * payments"), never its code name (payments:void). A name not on the list (permissionUnknown:
 * the caller's typo) stays as the caller wrote it.
 */
function withPermissionLabel(params: Record<string, unknown>, t: (key: string) => string): Record<string, unknown> {
  const { permission } = params;
  return typeof permission === 'string' ? { ...params, permission: permissionLabel(permission, t) } : params;
}

/**
 * Fastify's `frameworkErrors`: a path its router cannot read (broken percent-encoding, a path
 * parameter longer than any id) is refused before any hook runs. It gets a sentence in the
 * caller's language, as every refusal, instead of Fastify's own JSON (its code, the path echoed
 * back, a 414).
 */
export function refuseUnreadableUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const t = translator(languageFromHeader(request.headers['accept-language']));
  reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: t('errors:badUrl') });
}

export default fp(errorHandling, { name: 'errors' });
