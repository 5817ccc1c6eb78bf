import { SeasonRoutes } from '@fireworks/core/contract';
import { revalidate, revalidatedRoutes } from '../../plugins/revalidation';
import type { Api } from '../../shared/api';
import { loadSeasonCalendar, saveSeasonCalendar, toApiSeason } from './season.service';

/** The sales calendar (issue 17): public to read, admins replace it. */
export default async function seasonRoutes(app: Api) {
  const { db, clock, config } = app.ctx;

  // Public and the same for everyone: anyone may keep it, revalidated by its ETag (plugins/revalidation.ts).
  await revalidatedRoutes(app, (scope) => {
    scope.get('/season', { schema: SeasonRoutes.getSeason }, async (_request, reply) => {
      revalidate(reply, 'public');
      return toApiSeason(await loadSeasonCalendar(db), clock.now(), config.shopTimezone);
    });
  });

  app.put(
    '/season',
    { preHandler: app.requirePermission(SeasonRoutes.putSeason.permission), schema: SeasonRoutes.putSeason },
    async (request) => {
      const saved = await saveSeasonCalendar(db, request.account!, request.body).finally(() => app.ctx.changes.announce('season'));
      return toApiSeason(saved, clock.now(), config.shopTimezone);
    },
  );
}
