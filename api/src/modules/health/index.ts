import { HealthRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { sql } from 'drizzle-orm';
import type { Api } from '../../shared/api';

/** How long one database check answers for: a crowd of health checks costs one query a second. */
const HEALTH_CHECK_MS = 1000;
/**
 * How long the database may take to answer before the check says it is unreachable: a database
 * whose network went silent (no reset, no error) would otherwise keep the check waiting for ever.
 */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * Liveness and database reachability, for load balancers and the start script. The answer comes
 * from memory; the database is asked at most once per `HEALTH_CHECK_MS` (callers arriving while a
 * check runs share it), and a check it has not answered within `HEALTH_TIMEOUT_MS` is a 503. While
 * a question is unanswered no second one is sent: a silent database holds one connection, not one a second.
 */
export default async function healthRoutes(app: Api) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let check: Promise<boolean> | null = null;
  let asking: Promise<boolean> | null = null;
  const ask = (): Promise<boolean> => {
    asking ??= app.ctx.db
      .execute(sql`select 1`)
      .then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'health check: database unreachable');
          return false;
        },
      )
      .finally(() => {
        asking = null;
      });
    return asking;
  };
  const reachable = (): Promise<boolean> => {
    if (check && Date.now() - checkedAt < HEALTH_CHECK_MS) return check;
    checkedAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        app.log.error(`health check: the database did not answer within ${HEALTH_TIMEOUT_MS} ms`);
        resolve(false);
      }, HEALTH_TIMEOUT_MS);
    });
    check = Promise.race([ask(), silent]).finally(() => clearTimeout(timer));
    return check;
  };

  app.get('/health', { config: { public: true }, schema: HealthRoutes.health }, async (request, reply) => {
    if (await reachable()) return { status: 'ok' as const, database: app.ctx.database.kind };
    const t = translator(request.language ?? 'en');
    return reply.status(503).send({ status: 'unavailable', error: t('errors:databaseUnreachable') });
  });
}
