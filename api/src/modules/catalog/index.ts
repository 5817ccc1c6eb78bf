import { CatalogRoutes, type Item } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { type Api, answerSerializer, sendSerialized } from '../../shared/api';
import { CatalogCache } from './catalog.cache';
import { addItem, categoryOrThrow, deleteItem, listCategory, updateItem } from './catalog.service';

/** The catalogue: item lists per category and admin item writes (spec §7). */
export default async function catalogRoutes(app: Api) {
  const cache = new CatalogCache();
  /** Every item write clears the cached lists, whether it succeeded or failed half-way. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      cache.clear();
    }
  };

  app.get('/fireworks', { preHandler: app.requireUser, schema: CatalogRoutes.fireworks }, async (request, reply) => {
    const category = categoryOrThrow(request.query.category, 'NOT_FOUND');
    const visibleOnly = !request.account!.admin;
    // The cached JSON is written by the route's own serializer (its 200 answer schema), so it is
    // byte for byte what returning the list would send.
    const serialize = answerSerializer<Item[]>(reply, '200');
    const json = await cache.get(`${category}|${visibleOnly ? 'customer' : 'admin'}`, async () =>
      serialize(await listCategory(app.ctx, category, { visibleOnly })),
    );
    return sendSerialized(reply, json);
  });

  app.post('/update-item/:id', { preHandler: app.requireAdmin, schema: CatalogRoutes.updateItem }, async (request) =>
    writing(() => updateItem(app.ctx, request.account!, request.params.id, request.body, request.log)),
  );

  app.post('/delete-item/:id', { preHandler: app.requireAdmin, schema: CatalogRoutes.deleteItem }, async (request) => {
    await writing(() => deleteItem(app.ctx, request.account!, request.params.id, request.log));
    return { message: translator(request.language)('catalog:messages.deleted') };
  });

  // The spec's path ends with a slash; the same call without it is accepted too.
  for (const url of ['/addNewItem/', '/addNewItem']) {
    app.post(url, { preHandler: app.requireAdmin, schema: CatalogRoutes.addNewItem }, async (request, reply) => {
      const insertedId = await writing(() => addItem(app.ctx, request.account!, request.body));
      return reply.status(201).send({ insertedId, message: translator(request.language)('catalog:messages.added') });
    });
  }
}
