import { HealthRoutes } from '@fireworks/core/contract';
import { sql } from 'drizzle-orm';
import type { Api } from '../../shared/api';

/** Liveness and database reachability, for load balancers and the start script. */
export default async function healthRoutes(app: Api) {
  app.get('/health', { config: { public: true }, schema: HealthRoutes.health }, async (_request, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.ctx.database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', error: 'The database is unreachable.' });
    }
  });
}
