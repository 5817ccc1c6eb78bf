import { StaffRoutes } from '@fireworks/core/contract';
import type { Api } from '../../shared/api';
import { listStaff, setStaffPermissions } from './staff.service';

/** Staff accounts and their permissions (issue 41, ARCHITECTURE §8); the owner only. */
export default async function staffRoutes(app: Api) {
  app.get('/staff', { preHandler: app.requirePermission(StaffRoutes.list.permission), schema: StaffRoutes.list }, async () =>
    listStaff(app),
  );

  app.put('/staff/:userId', { preHandler: app.requirePermission(StaffRoutes.put.permission), schema: StaffRoutes.put }, async (request) =>
    setStaffPermissions(app, request.account!, request.params.userId, request.body.permissions),
  );
}
