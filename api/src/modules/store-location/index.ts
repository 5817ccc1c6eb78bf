import { StoreLocationRoutes } from '@fireworks/core/contract';
import { revalidate, revalidatedRoutes } from '../../plugins/revalidation';
import type { Api } from '../../shared/api';
import { loadStoreLocation, saveStoreLocation, toApiStoreLocation } from './store-location.service';

/** The store's address, hours and map link (issue 40 item 3): public to read, admins with settings:edit replace it. */
export default async function storeLocationRoutes(app: Api) {
  const { db } = app.ctx;

  // Public and the same for everyone: anyone may keep it, revalidated by its ETag.
  await revalidatedRoutes(app, (scope) => {
    scope.get('/store-location', { schema: StoreLocationRoutes.getStoreLocation }, async (_request, reply) => {
      revalidate(reply, 'public');
      return toApiStoreLocation(await loadStoreLocation(db));
    });
  });

  app.put(
    '/store-location',
    {
      preHandler: app.requirePermission(StoreLocationRoutes.putStoreLocation.permission),
      schema: StoreLocationRoutes.putStoreLocation,
    },
    async (request) => toApiStoreLocation(await saveStoreLocation(db, request.account!, request.body)),
  );
}
