/**
 * Security headers (helmet with a Content-Security-Policy that allows no inline script),
 * the CORS allowlist (./cors.ts), rate limiting (counters in Redis when REDIS_URL is set) and
 * `Cache-Control: no-store` on every /api answer.
 */
import fastifyHelmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import corsPlugin from './cors';

interface SecurityOptions {
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

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins, ...extra.scripts],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        // A remote on another origin (even plain http on a LAN) shows its own pictures and fonts.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remoteOrigins],
        'connect-src': ["'self'", ...remoteOrigins, ...extra.connect],
        'frame-src': ["'self'", ...extra.frames],
        'font-src': ["'self'", 'data:', ...remoteOrigins],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Remotes and uploads may be loaded by the shell or a standalone console on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // API answers carry tokens, orders and profiles: no browser, proxy or CDN may keep them. A
  // route that sets its own Cache-Control (the public /api/config, the cached lists) replaces this.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(corsPlugin, { origins: config.corsOrigins });

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
        // The plugin's own `after` is English ('1 minute'): write the wait in the caller's language.
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        const after = seconds < 60 ? t('errors:seconds', { count: seconds }) : t('errors:minutes', { count: Math.ceil(seconds / 60) });
        const error = new Error(t('errors:tooManyRequests', { after })) as Error & { statusCode: number };
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
