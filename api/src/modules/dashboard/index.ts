import { SeasonRoutes } from '@fireworks/core/contract';
import { shopDate } from '@fireworks/core/rules';
import type { Api } from '../../shared/api';
import { dashboard, dashboardRange } from './dashboard.service';

/** GET /api/dashboard?from=&to= (admins): the season at a glance. */
export default async function dashboardRoutes(app: Api) {
  const { db, clock, config } = app.ctx;
  app.get(
    '/dashboard',
    { preHandler: app.requirePermission(SeasonRoutes.dashboard.permission), schema: SeasonRoutes.dashboard },
    async (request) => {
      const now = clock.now();
      const range = dashboardRange(request.query, now, config.shopTimezone);
      return dashboard(db, range, config.shopTimezone, shopDate(now, config.shopTimezone));
    },
  );
}
