/**
 * GET /metrics in the Prometheus text format (prom-client), answered only with
 * `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN there is no such route. What an
 * operator watches (docs/operations.md#metrics has the alert thresholds):
 *  - shop_http_request_duration_seconds{method,route,status}: rate, latency and errors per route;
 *  - shop_orders_created_total, shop_payments_recorded_total: the money loop moving (orders and
 *    payments written; a retry answered again from its Idempotency-Key is not counted again);
 *  - shop_change_feed_live: 1 while this process hears the database's changes (its caches trust them);
 *  - shop_database_connections{state}: the PostgreSQL pool (in use, idle, requests waiting);
 *  - shop_database_query_duration_seconds: how long each query or transaction held the connection;
 *  - shop_cache_hits_total / shop_cache_misses_total{cache}: the principal and catalogue caches;
 *  - shop_backup_age_seconds: since the newest backup in this process's DATA_DIR/backups (a restore's copy of the
 *    shop it replaced is none); -1 when there is none, as in every process but the one the backups are
 *    written beside, so operators alert on the max over processes;
 *  - Node's own (prom-client's default metrics): event-loop delay, heap, CPU, open handles.
 * Per process: with several API processes Prometheus scrapes each (the load balancer's targets).
 */
import { timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { backupFiles } from '../operations/backup-files';
import { type CacheName, cacheCounts } from '../shared/cache-stats';
import { moneyMoved } from '../shared/money-moved';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a PostgreSQL restore with --force keeps of the shop it replaced (operations/restore.ts): a
 * backup of data the shop no longer serves, so it says nothing about how old the newest backup of
 * the shop is (docs/operations.md: none of these is counted as a backup).
 */
const REPLACED_SHOP = /^before-restore-/;

/**
 * Seconds since the newest backup in `dir`, or -1 when there is none. A name that is no file (a link
 * to a backup the rotation deleted, one deleted while this reads) is passed over: it must not fail the scrape.
 */
function backupAgeSeconds(dir: string, now: number): number {
  const times = backupFiles(dir, (name) => name.endsWith('.tar.gz') && !REPLACED_SHOP.test(name)).map((file) => file.mtime);
  return times.length ? Math.round((now - Math.max(...times)) / 1000) : -1;
}

async function metrics(app: FastifyInstance) {
  const token = app.ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer, per route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const orders = new Counter({ name: 'shop_orders_created_total', help: 'Orders created', registers: [registry] });
  const payments = new Counter({ name: 'shop_payments_recorded_total', help: 'Payments recorded', registers: [registry] });
  new Gauge({
    name: 'shop_change_feed_live',
    help: "1 while this process hears the database's change notifications",
    registers: [registry],
    collect() {
      this.set(app.ctx.changes.live ? 1 : 0);
    },
  });
  const database = app.ctx.database;
  new Gauge({
    name: 'shop_database_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle) and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const queries = new Histogram({
    name: 'shop_database_query_duration_seconds',
    help: 'Time each query or transaction held the database connection',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const stopObserving = database.observeQueries((seconds) => queries.observe(seconds));
  app.addHook('onClose', async () => stopObserving());
  // The caches count in plain numbers (shared/cache-stats.ts); a scrape adds what they counted since the last.
  for (const [kind, field] of [
    ['hits', 'hits'],
    ['misses', 'misses'],
  ] as const) {
    // Counted from this app's start (tests build several apps in one process).
    const seen: Record<CacheName, number> = { principal: cacheCounts().principal[field], catalogue: cacheCounts().catalogue[field] };
    new Counter({
      name: `shop_cache_${kind}_total`,
      help: `Cache ${kind} of this process, per cache (principal: users and sessions; catalogue: lists, rules, season)`,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        for (const [cache, counts] of Object.entries(cacheCounts()) as Array<[CacheName, { hits: number; misses: number }]>) {
          this.inc({ cache }, counts[field] - seen[cache]);
          seen[cache] = counts[field];
        }
      },
    });
  }
  const backups = path.join(app.ctx.config.dataDir, 'backups');
  new Gauge({
    name: 'shop_backup_age_seconds',
    help: "Seconds since the newest backup in this process's DATA_DIR/backups; -1: none there (a process whose DATA_DIR the backups are not written to reads -1: alert on the max over processes)",
    registers: [registry],
    collect() {
      this.set(backupAgeSeconds(backups, Date.now()));
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && route !== '/metrics') {
      requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      const moved = moneyMoved(request);
      if (moved === 'order') orders.inc();
      if (moved === 'payment') payments.inc();
    }
    done();
  });

  // Answered under overload too (plugins/overload.ts: a route's own pressureHandler that returns
  // nothing lets it through): a refused scrape would hide the overload from the operator.
  const scrape = { public: true, pressureHandler: () => {} };
  app.get('/metrics', { config: scrape, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      const t = translator(request.language ?? 'en');
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: t('errors:metricsTokenRequired') });
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['language'] });
