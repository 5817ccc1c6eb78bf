/**
 * Security headers (helmet with a Content-Security-Policy that allows no inline script),
 * the CORS allowlist (./cors.ts), rate limiting (counters in Redis when REDIS_URL is set) and
 * `Cache-Control: no-store` on every /api answer.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { translator } from '@fireworks/core/i18n';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import corsPlugin, { CORS_VARY, corsCheck } from './cors';
import { readLanguage } from './language';

export interface SecurityOptions {
  config: Config;
}

/** Hosts the shell's optional third-party scripts talk to (Firebase phone auth, PayPal). */
function thirdPartySources(config: Config) {
  const scripts: string[] = [];
  const connect: string[] = [];
  const frames: string[] = [];
  if (config.smsProvider === 'firebase') {
    scripts.push('https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com');
    connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.google.com');
    frames.push('https://www.google.com', `https://${config.firebase.authDomain ?? '*.firebaseapp.com'}`);
    if (config.firebase.authEmulatorHost) connect.push(`http://${config.firebase.authEmulatorHost}`);
  }
  if (config.paypal) {
    scripts.push('https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com');
    connect.push('https://www.paypal.com', 'https://*.paypal.com');
    frames.push('https://www.paypal.com', 'https://*.paypal.com');
  }
  return { scripts, connect, frames };
}

/**
 * The headers helmet sets with these options. They are the same for every answer (no CSP nonces),
 * so they are worked out once, by helmet itself on a throwaway instance, instead of by helmet's two
 * hooks on every request.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, { ...options, global: false });
  let headers: Array<[string, string]> = [];
  probe.get('/', (_request, reply) => {
    reply.helmet();
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

type HeaderList = Record<string, string>;

/**
 * Sets a fixed list of headers (lower-case names) on an answer. Fastify keeps an answer's headers in
 * a plain object of the reply, written once by writeHead; the list is copied into it with one
 * Object.assign instead of a `reply.header()` per header (a lower-casing and a store each), which
 * is what `reply.header` would leave there (none of these is Set-Cookie, the one it appends to).
 * (Not a spread copy `{ ...list }`: V8 gives such a copy a map without transitions, so each header
 * added later rebuilt the object's shape, ~10 µs per answer.) Where Fastify keeps that object under
 * another name (another version), each header is set with `reply.header`.
 */
export async function fixedHeaderSetter(): Promise<(reply: FastifyReply, headers: HeaderList) => void> {
  const key = await replyHeadersKey();
  if (key === undefined) {
    return (reply, headers) => {
      for (const name in headers) reply.header(name, headers[name] as string);
    };
  }
  return (reply, headers) => {
    Object.assign((reply as unknown as Record<symbol, HeaderList>)[key] as HeaderList, headers);
  };
}

/** The reply's own header object's key, checked on a probe reply: set with reply.header, read back. */
async function replyHeadersKey(): Promise<symbol | undefined> {
  const probe = Fastify({ logger: false });
  let found: symbol | undefined;
  probe.get('/', (_request, reply) => {
    const key = Object.getOwnPropertySymbols(reply).find((s) => s.description === 'fastify.reply.headers');
    const own = key === undefined ? undefined : (reply as unknown as Record<symbol, unknown>)[key];
    if (own && typeof own === 'object' && Object.keys(own).length === 0) {
      reply.header('X-Probe', 'yes');
      if ((own as HeaderList)['x-probe'] === 'yes' && reply.getHeader('x-probe') === 'yes') found = key;
    }
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return found;
}

async function security(app: FastifyInstance, { config }: SecurityOptions) {
  const extra = thirdPartySources(config);
  const remoteOrigins = Object.values(config.remotes)
    .map((u) => {
      try {
        return new URL(u).origin;
      } catch {
        return null;
      }
    })
    .filter((o): o is string => o !== null);

  const headers = await helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins, ...extra.scripts],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", ...remoteOrigins, ...extra.connect],
        'frame-src': ["'self'", ...extra.frames],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Remotes and uploads may be loaded by the shell or a standalone console on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // API answers carry tokens, orders and profiles: no browser, proxy or CDN may keep them. A
  // route that sets its own Cache-Control (the public /api/config) replaces this.
  const pageHeaders: HeaderList = Object.fromEntries([...headers, [CORS_VARY.name, CORS_VARY.value]]);
  const apiHeaders: HeaderList = Object.fromEntries([...headers, ['cache-control', 'no-store'], [CORS_VARY.name, CORS_VARY.value]]);
  // The same headers, in the same order, on the fast answers (src/shared/fast-answers.ts).
  if (app.fastAnswers) app.fastAnswers.apiHeaders = apiHeaders;
  const setHeaders = await fixedHeaderSetter();
  const cors = corsCheck(config.corsOrigins);
  // The one onRequest hook of every answer (errors and 404s too), before anything else runs: the
  // caller's language, the fixed headers (helmet's, Cache-Control, Vary: Origin), then CORS when
  // the request has an Origin or is a preflight. A callback hook: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    readLanguage(request);
    setHeaders(reply, request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    if ((request.headers.origin !== undefined || request.method === 'OPTIONS') && cors(request, reply)) return;
    done();
  });

  await app.register(corsPlugin);

  if (config.rateLimits) {
    // ioredis is imported only when REDIS_URL is set: a server without Redis does not load it (issue 13 item 6).
    const redis = config.redisUrl
      ? new (await import('ioredis')).default(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable: limits are not counted meanwhile'));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${config.redisKeyPrefix}rate-limit:`,
      // Fail open: a Redis outage must not take login down with it (it is logged above).
      skipOnError: true,
      errorResponseBuilder: (request, context) => {
        const t = translator(request.language ?? 'en');
        const error = new Error(t('errors:tooManyRequests', { after: context.after })) as Error & { statusCode: number };
        error.statusCode = 429;
        return error;
      },
    });
    if (redis) {
      app.addHook('onClose', async () => {
        // quit() waits for pending replies; a client that never connected would retry forever.
        if (redis.status === 'ready') await redis.quit().catch(() => {});
        else redis.disconnect();
      });
    }
  }
}

export default fp(security, { name: 'security', dependencies: ['language'] });
