/**
 * buildApp(config): the whole API as one Fastify instance, used by the server and by the tests.
 * Opens the database and applies migrations, ensures an admin, seeds the demo shop when asked,
 * then registers plugins and every module under /api.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { type Clock, createClock } from './adapters/clock';
import { createMailer, type Mailer } from './adapters/email';
import { createStorage, type FileStorage } from './adapters/storage';
import { bootstrapShop } from './bootstrap/bootstrap';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { apiModules } from './modules';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import errorsPlugin, { refuseUnreadableUrl } from './plugins/errors';
import frontendsPlugin, { findRepoRoot } from './plugins/frontends';
import gracefulClosePlugin from './plugins/graceful-close';
import jsonBodyPlugin from './plugins/json-body';
import languagePlugin from './plugins/language';
import { metricsPlugin } from './plugins/metrics';
import openApiPlugin from './plugins/openapi';
import overloadPlugin from './plugins/overload';
import securityPlugin from './plugins/security';
import textInputPlugin from './plugins/text-input';
import { ensureJwtSecret } from './secrets';
import { AfterReply } from './shared/after-reply';
import { ChangeFeed } from './shared/change-feed';
import type { AppContext } from './shared/context';
import { PrincipalCache } from './shared/principals';

export interface BuildOptions {
  config: Config;
  /** Tests: a PGlite already opened (from a migrated template). */
  pglite?: PGlite;
  clock?: Clock;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built frontends (default: when found beside the API). */
  serveFrontends?: boolean;
  /** Tests: extra route modules mounted under /api beside the real ones. */
  extraModules?: FastifyPluginAsync[];
  /** Tests: sees every route as it is added (the authorization matrix lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

/** 1 MB of JSON is far more than any form; uploads have their own limit. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's own hop count trusts nothing (it cannot check the peer), so a count n is the trust
 * function of `proxy-addr`: the socket's peer and the n-1 addresses it forwarded are proxies.
 */
function proxyTrust(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Only the configured proxies are believed about the client's address (TRUST_PROXY).
    trustProxy: proxyTrust(config.trustProxy),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: refuseUnreadableUrl,
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pglite: options.pglite });
  const changes = new ChangeFeed();
  // Created before the database's close hook: the e-mails after the last answers go out first.
  const afterReply = new AfterReply(app.log);
  let stopListening = async () => {};
  app.addHook('onClose', async () => {
    await afterReply.idle();
    await stopListening();
    await database.close();
  });
  try {
    await applyMigrations(database);
    stopListening = await database.listen(
      (change) => changes.announce(change),
      (live) => changes.setLive(live),
    );
  } catch (error) {
    await database.close();
    throw error;
  }

  const storage = options.storage ?? createStorage(config);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? createClock(config.shopNow),
    mailer,
    storage,
    changes,
    principals: new PrincipalCache(database.db, changes),
    afterReply,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await afterReply.idle();
    mailer.close();
    await storage.close();
  });

  // Admin and demo seed under the migration lock: servers starting together create them once.
  await bootstrapShop(database, storage, config, app.log);

  await app.register(gracefulClosePlugin);
  await app.register(languagePlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { config });
  await app.register(overloadPlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(compressionPlugin);
  await app.register(authPlugin, { secret: config.jwtSecret ?? ensureJwtSecret(config.dataDir), ttlSeconds: config.jwtTtlSeconds });
  await app.register(openApiPlugin);
  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
      for (const module of options.extraModules ?? []) await api.register(module);
    },
    { prefix: '/api' },
  );
  const serveFrontends = options.serveFrontends ?? true;
  await app.register(frontendsPlugin, {
    repoRoot: serveFrontends ? findRepoRoot() : null,
    uploadsDir: path.join(config.dataDir, 'uploads'),
  });
  return app;
}
