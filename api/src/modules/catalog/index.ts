import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { CatalogCache } from './catalog.cache';
import { CategoryQuery, ItemAnswer, ItemIdParams, ItemList, NewItemBody, UpdateItemBody } from './catalog.schemas';
import { addItem, categoryOrThrow, deleteItem, type ItemFields, listCategory, updateItem } from './catalog.service';

/** The catalogue: item lists per category and admin item writes (spec §7). */
export default async function catalogRoutes(app: FastifyInstance) {
  const cache = new CatalogCache();
  /** Every item write clears the cached lists, whether it succeeded or failed half-way. */
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      cache.clear();
    }
  };

  app.get(
    '/fireworks',
    { preHandler: app.requireUser, schema: { querystring: CategoryQuery, response: { 200: ItemList } } },
    async (request, reply) => {
      const category = categoryOrThrow((request.query as { category: string }).category, 'NOT_FOUND');
      const visibleOnly = !request.account!.admin;
      const json = await cache.get(`${category}|${visibleOnly ? 'customer' : 'admin'}`, async () =>
        JSON.stringify(await listCategory(app.ctx, category, { visibleOnly })),
      );
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post(
    '/update-item/:id',
    { preHandler: app.requireAdmin, schema: { params: ItemIdParams, body: UpdateItemBody, response: { 200: ItemAnswer } } },
    async (request) =>
      writing(() => updateItem(app.ctx, request.account!, (request.params as { id: string }).id, request.body as ItemFields, request.log)),
  );

  app.post('/delete-item/:id', { preHandler: app.requireAdmin, schema: { params: ItemIdParams } }, async (request) => {
    await writing(() => deleteItem(app.ctx, request.account!, (request.params as { id: string }).id, request.log));
    return { message: translator(request.language)('catalog:messages.deleted') };
  });

  const addNewItem: RouteHandlerMethod = async (request, reply) => {
    const insertedId = await writing(() => addItem(app.ctx, request.account!, request.body as Parameters<typeof addItem>[2]));
    return reply.status(201).send({ insertedId, message: translator(request.language)('catalog:messages.added') });
  };
  // The spec's path ends with a slash; the same call without it is accepted too.
  for (const url of ['/addNewItem/', '/addNewItem']) {
    app.post(url, { preHandler: app.requireAdmin, schema: { body: NewItemBody } }, addNewItem);
  }
}
