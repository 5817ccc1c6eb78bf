/**
 * Security headers (helmet with a Content-Security-Policy that allows no inline script),
 * the CORS allowlist (./cors.ts), rate limiting (counters in Redis when REDIS_URL is set) and
 * `Cache-Control: no-store` on every /api answer.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { translator } from '@fireworks/core/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';
import type { Config } from '../config';
import cors from './cors';

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
  // Set on every answer (errors and 404s too) before anything else runs, as helmet's hook did.
  // Into Fastify's header list, not the raw response: Node then checks and writes them once, at
  // writeHead, instead of storing every header of the answer twice.
  app.addHook('onRequest', (request, reply, done) => {
    for (let i = 0; i < headers.length; i++) {
      const header = headers[i] as [string, string];
      reply.header(header[0], header[1]);
    }
    // API answers carry tokens, orders and profiles: no browser, proxy or CDN may keep them. A
    // route that sets its own Cache-Control (the public /api/config) replaces this.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(cors, { origins: config.corsOrigins });

  if (config.rateLimits) {
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
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
