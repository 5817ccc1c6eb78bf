import { eq } from 'drizzle-orm';
import { call, postgresPool, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer, multipart, testImage } from '../../../test/uploads';
import { uploads } from '../../db/schema';
import { newId } from '../../shared/ids';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from './uploads.service';

// An item write locks the upload it shows (FOR SHARE, catalog.service checkFileUrl) until it
// commits. A deletion that waited for that lock must then see the item, not the state from before.
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  ({ t, adminToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

const onPostgres = process.env.TEST_DATABASE === 'postgres' ? it : it.skip;
const keyOf = (url: string) => url.replace(/^\//, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds an item showing `url` on a connection of its own, as catalog.service does, and leaves it uncommitted. */
async function startItemWrite(url: string) {
  const writer = await postgresPool(t.app)!.connect();
  await writer.query('begin');
  await writer.query('select id from uploads where storage_key = $1 for share', [keyOf(url)]);
  await writer.query('insert into items (id, category, title, price_cents, image_url) values ($1, $2, $3, $4, $5)', [
    newId(),
    'Cakes',
    `Racing ${newId()}`,
    1000,
    url,
  ]);
  return writer;
}

async function uploadPng(name: string): Promise<{ _id: string; url: string }> {
  const { payload, headers } = multipart(name, await testImage('png'));
  return (await call(t.app, 'POST', '/api/uploads', { token: adminToken, payload, headers })).json();
}

onPostgres('a file an item starts showing while its deletion waits is kept (409), not deleted under the item', async () => {
  const file = await uploadPng('racing.png');
  const writer = await startItemWrite(file.url);
  try {
    const deletion = call(t.app, 'POST', '/api/delete-upload', { token: adminToken, payload: { url: file.url } });
    await sleep(300);
    await writer.query('commit');
    const response = await deletion;
    expect(response.statusCode).toBe(409);
  } finally {
    writer.release();
  }
  expect(await t.app.ctx.db.select().from(uploads).where(eq(uploads.id, file._id))).toHaveLength(1);
  expect(await t.app.ctx.storage.exists(keyOf(file.url))).toBe(true);
});

onPostgres('the sweep keeps an old upload an item starts showing while the sweep runs', async () => {
  const file = await uploadPng('old-racing.png');
  await t.app.ctx.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 60_000) })
    .where(eq(uploads.id, file._id));
  const writer = await startItemWrite(file.url);
  try {
    const sweep = sweepAbandonedUploads(t.app.ctx, t.app.log);
    await sleep(300);
    await writer.query('commit');
    await sweep;
  } finally {
    writer.release();
  }
  expect(await t.app.ctx.db.select().from(uploads).where(eq(uploads.id, file._id))).toHaveLength(1);
  expect(await t.app.ctx.storage.exists(keyOf(file.url))).toBe(true);
});
