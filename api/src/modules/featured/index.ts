import { type Featured, FeaturedRoutes } from '@fireworks/core/contract';
import { hasPermission } from '@fireworks/core/rules';
import { type Api, answerSerializer } from '../../shared/api';
import { type CompressedJson, compressJson, sendCompressed } from '../../shared/compressed';
import { CatalogCache } from '../catalog/catalog.cache';
import { featuredItems } from './featured.service';

/** How long the top sellers may lag behind an order (the ranking reads every order line, so not at each order). */
export const ORDERS_LAG_MS = 2000;

/** GET /api/featured: the home page's BOGO deals and top sellers, cached per audience like the item lists. */
export default async function featuredRoutes(app: Api) {
  // Forgotten at every item change (visibility, BOGO, stock: topic `items`, from any process); an
  // order placed or deleted (topic `orders`: this process's order routes at once, any process's
  // order lines through the change feed, migration 0019) reaches it within ORDERS_LAG_MS.
  const cache = new CatalogCache<CompressedJson>(1000, Date.now, { feed: app.ctx.changes, topics: ['items'] });
  app.ctx.changes.subscribe((change) => {
    if (change === 'orders') cache.expireWithin(ORDERS_LAG_MS);
  });

  // As the item lists (catalog/index.ts): own compressed forms, no promise when in memory.
  app.get('/featured', { preHandler: app.requireUser, schema: FeaturedRoutes.featured, compress: false }, (request, reply) => {
    const visibleOnly = !hasPermission(request.account, 'items:edit');
    const key = visibleOnly ? 'customer' : 'admin';
    const loaded = cache.loaded(key);
    if (loaded) {
      sendCompressed(reply, loaded);
      return;
    }
    const serialize = answerSerializer<Featured>(reply, '200');
    return cache
      .get(key, async () => compressJson(serialize(await featuredItems(app.ctx, { visibleOnly }))))
      .then((body) => {
        sendCompressed(reply, body);
      });
  });
}
