import { CatalogRoutes, type Item } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import { CATEGORIES, type Category } from '@fireworks/core/rules';
import { signedInUser } from '../../plugins/auth';
import { type Api, answerSerializer } from '../../shared/api';
import { acceptedEncoding, type CompressedJson, compressJson, fastForm, sendCompressed } from '../../shared/compressed';
import { writeChecked } from '../../shared/fast-answers';
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

  // The fast answer (src/shared/fast-answers.ts): exactly `category=<a category in lower case>`, a
  // signed-in approved user (requireUser's checks), the list already cached (with the encoding
  // sendCompressed would choose). Anything else is left to the route below (its 401, 404, 400...).
  const fastCategories = new Map<string, Category>();
  for (const category of CATEGORIES) {
    const param = category.toLowerCase();
    if (/^[a-z0-9-]+$/.test(param)) fastCategories.set(`category=${param}`, category);
  }
  const fastAnswers = app.fastAnswers;
  fastAnswers?.register(`${app.prefix}/fireworks`, (request, response, query) => {
    const category = fastCategories.get(query);
    if (category === undefined) return false;
    const user = signedInUser(app, request.headers.authorization);
    if (user === null) return false;
    const body = cache.loaded(cacheKey(category, !user.admin));
    if (body === undefined) return false;
    // As sendCompressed chooses: brotli, else gzip, else (or for a list too small to compress) the JSON.
    const compressed = body.gzip !== null && body.br !== null;
    const encoding = compressed ? acceptedEncoding(request.headers['accept-encoding']) : null;
    const form = fastForm(fastAnswers, body, encoding);
    if (form === null) return false;
    writeChecked(response, 200, form.headers);
    response.end(form.bytes);
    return true;
  });

  // Cached answers carry their own gzip and brotli forms (compress: false skips the plugin's hooks).
  // Not async: a list already in memory is answered with no promise.
  app.get('/fireworks', { preHandler: app.requireUser, schema: CatalogRoutes.fireworks, compress: false }, (request, reply) => {
    const category = categoryOrThrow(request.query.category, 'NOT_FOUND');
    const visibleOnly = !request.account!.admin;
    const key = cacheKey(category, visibleOnly);
    const loaded = cache.loaded(key);
    if (loaded) {
      sendCompressed(reply, loaded);
      return;
    }
    // The cached JSON is written by the route's own serializer (its 200 answer schema), so it is
    // byte for byte what returning the list would send; its gzip and brotli forms are made once.
    const serialize = answerSerializer<Item[]>(reply, '200');
    return cache
      .get(key, async () => compressJson(serialize(await listCategory(app.ctx, category, { visibleOnly }))))
      .then((body) => {
        sendCompressed(reply, body);
      });
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
