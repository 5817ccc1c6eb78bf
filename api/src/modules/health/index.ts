import { HealthRoutes } from '@fireworks/core/contract';
import { sql } from 'drizzle-orm';
import type { Api } from '../../shared/api';

/** How long one database check answers for: a crowd of health checks costs one query a second. */
export const HEALTH_CHECK_MS = 1000;

/**
 * Liveness and database reachability, for load balancers and the start script. The answer comes
 * from memory; the database is asked at most once per `HEALTH_CHECK_MS` (callers arriving while a
 * check runs share it).
 */
export default async function healthRoutes(app: Api) {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let check: Promise<boolean> | null = null;
  const reachable = (): Promise<boolean> => {
    if (check && Date.now() - checkedAt < HEALTH_CHECK_MS) return check;
    checkedAt = Date.now();
    check = app.ctx.db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return false;
      },
    );
    return check;
  };

  app.get('/health', { config: { public: true }, schema: HealthRoutes.health }, async (_request, reply) => {
    if (await reachable()) return { status: 'ok' as const, database: app.ctx.database.kind };
    return reply.status(503).send({ status: 'unavailable', error: 'The database is unreachable.' });
  });
}
