import { type Featured, FeaturedRoutes } from '@fireworks/core/contract';
import { type Api, answerSerializer } from '../../shared/api';
import { type CompressedJson, compressJson, sendCompressed } from '../../shared/compressed';
import { CatalogCache } from '../catalog/catalog.cache';
import { featuredItems } from './featured.service';

/** How long the top sellers may lag behind an order (the ranking reads every order line, so not at each order). */
export const ORDERS_LAG_MS = 2000;

/** GET /api/featured: the home page's BOGO deals and top sellers, cached per audience like the item lists. */
export default async function featuredRoutes(app: Api) {
  // Forgotten at every item change (visibility, BOGO, stock: topic `items`, from any process); an
  // order (topic `orders`, announced by this process's order routes) reaches it within ORDERS_LAG_MS.
  const cache = new CatalogCache<CompressedJson>(1000, Date.now, { feed: app.ctx.changes, topics: ['items'] });
  app.ctx.changes.subscribe((change) => {
    if (change === 'orders') cache.expireWithin(ORDERS_LAG_MS);
  });

  app.get('/featured', { preHandler: app.requireUser, schema: FeaturedRoutes.featured }, async (request, reply) => {
    const visibleOnly = !request.account!.admin;
    const serialize = answerSerializer<Featured>(reply, '200');
    const body = await cache.get(visibleOnly ? 'customer' : 'admin', async () =>
      compressJson(serialize(await featuredItems(app.ctx, { visibleOnly }))),
    );
    return sendCompressed(reply, body);
  });
}
