import { CatalogRoutes, type Item } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { type Category, formatPercentChange, hasPermission, parsePercent } from '@fireworks/core/rules';
import { revalidate, revalidatedRoutes } from '../../plugins/revalidation';
import { type Api, answerSerializer } from '../../shared/api';
import { type CompressedJson, compressJson, sendCompressed } from '../../shared/compressed';
import { bulkItems, bulkStock } from './bulk-items.service';
import { CatalogCache } from './catalog.cache';
import { addItem, categoryOrThrow, deleteItem, listCategory, updateItem } from './catalog.service';

/** The catalogue: item lists per category and admin item writes (spec §7). */
export default async function catalogRoutes(app: Api) {
  // Lists are forgotten at every item change (change feed topic `items`, from any process).
  const cache = new CatalogCache<CompressedJson>(1000, Date.now, { feed: app.ctx.changes, topics: ['items'] });
  /** Every item write clears the cached lists at once, whether it succeeded or failed half-way. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      app.ctx.changes.announce('items');
    }
  };

  /** `<category>|customer` or `<category>|admin`, made once per category (no string built per request). */
  const keys = new Map<Category, { customer: string; admin: string }>();
  const cacheKey = (category: Category, visibleOnly: boolean) => {
    let pair = keys.get(category);
    if (pair === undefined) {
      pair = { customer: `${category}|customer`, admin: `${category}|admin` };
      keys.set(category, pair);
    }
    return visibleOnly ? pair.customer : pair.admin;
  };

  // A signed-in user's view of a list (hidden items for admins): kept privately, revalidated by its
  // ETag (304 when unchanged, plugins/revalidation.ts).
  await revalidatedRoutes(app, (lists) => {
    // Cached answers carry their own gzip and brotli forms (compress: false skips the plugin's hooks).
    // Not async: a list already in memory is answered with no promise.
    lists.get('/fireworks', { preHandler: app.requireUser, schema: CatalogRoutes.fireworks, compress: false }, (request, reply) => {
      const category = categoryOrThrow(request.query.category, 'NOT_FOUND');
      const visibleOnly = !hasPermission(request.account, 'items:edit');
      const key = cacheKey(category, visibleOnly);
      const loaded = cache.loaded(key);
      if (loaded) {
        sendCompressed(revalidate(reply, 'private', loaded.etag), loaded);
        return;
      }
      // The cached JSON is written by the route's own serializer (its 200 answer schema), so it is
      // byte for byte what returning the list would send; its gzip and brotli forms are made once.
      const serialize = answerSerializer<Item[]>(reply, '200');
      return cache
        .get(key, async () => compressJson(serialize(await listCategory(app.ctx, category, { visibleOnly }))))
        .then((body) => {
          sendCompressed(revalidate(reply, 'private', body.etag), body);
        });
    });
  });

  app.post(
    '/update-item/:id',
    { preHandler: app.requirePermission(CatalogRoutes.updateItem.permission), schema: CatalogRoutes.updateItem },
    async (request) => writing(() => updateItem(app.ctx, request.account!, request.params.id, request.body, request.log)),
  );

  app.post(
    '/delete-item/:id',
    { preHandler: app.requirePermission(CatalogRoutes.deleteItem.permission), schema: CatalogRoutes.deleteItem },
    async (request) => {
      await writing(() => deleteItem(app.ctx, request.account!, request.params.id, request.log));
      return { message: translator(request.language)('catalog:messages.deleted') };
    },
  );

  // The products table's bulk changes (issue 40): one transaction each, every item audited.
  app.post(
    '/items/bulk',
    { preHandler: app.requirePermission(CatalogRoutes.bulkItems.permission), schema: CatalogRoutes.bulkItems },
    async (request) => {
      const changed = await writing(() => bulkItems(app.ctx, request.account!, request.body));
      const key = { show: 'bulkShown', hide: 'bulkHidden', price: 'bulkPriced' }[request.body.action];
      const hundredths = request.body.action === 'price' ? parsePercent(request.body.percent) : null;
      const percent = hundredths === null ? '' : formatPercentChange(hundredths, request.language);
      return { message: translator(request.language)(`catalog:messages.${key}`, { count: changed.length, percent }), items: changed };
    },
  );

  app.post(
    '/items/bulk-stock',
    { preHandler: app.requirePermission(CatalogRoutes.bulkStock.permission), schema: CatalogRoutes.bulkStock },
    async (request) => {
      const changed = await writing(() => bulkStock(app.ctx, request.account!, request.body));
      return { message: translator(request.language)('catalog:messages.bulkStocked', { count: changed.length }), items: changed };
    },
  );

  // The spec's path ends with a slash; the same call without it is accepted too.
  for (const url of ['/addNewItem/', '/addNewItem']) {
    app.post(
      url,
      { preHandler: app.requirePermission(CatalogRoutes.addNewItem.permission), schema: CatalogRoutes.addNewItem },
      async (request, reply) => {
        const insertedId = await writing(() => addItem(app.ctx, request.account!, request.body));
        return reply.status(201).send({ insertedId, message: translator(request.language)('catalog:messages.added') });
      },
    );
  }
}
