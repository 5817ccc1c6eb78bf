/**
 * The whole upload path with STORAGE_PROVIDER=firebase: the app talks to the tests' stand-in of
 * the Cloud Storage JSON API through firebase-admin, and every file an item stops showing is
 * deleted from the bucket.
 */
import { type CloudStorageStandIn, startCloudStorageStandIn } from '../../../test/cloud-storage-stand-in';
import { call, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer, multipart, testImage } from '../../../test/uploads';

const BUCKET = 'fireworks-test.appspot.com';
let standIn: CloudStorageStandIn;
let t: TestApp;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  standIn = await startCloudStorageStandIn();
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer({
    env: { STORAGE_PROVIDER: 'firebase', FIREBASE_STORAGE_BUCKET: BUCKET, FIREBASE_STORAGE_EMULATOR_HOST: standIn.host },
  }));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function upload(format: 'png' | 'gif') {
  const { payload, headers } = multipart(`file.${format}`, await testImage(format, 500, 300));
  const response = await call(t.app, 'POST', '/api/uploads', { token: adminToken, payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { url: string; srcset: string };
}

const objectNames = () => [...standIn.objects.values()].map((o) => o.name).sort();

it('stores uploads in the bucket, serves them at Firebase download URLs and deletes them with the item', async () => {
  expect(t.app.ctx.storage.kind).toBe('firebase');
  const image = await upload('png');
  const gif = await upload('gif');
  expect(image.url).toMatch(new RegExp(`^http://${standIn.host}/v0/b/${BUCKET}/o/uploads%2F[0-9a-f-]{36}\\.png\\?alt=media&token=`));
  expect(image.srcset).toMatch(/uploads%2F\S+-w320\.webp\?alt=media&token=\S+ 320w, \S+ 500w$/);
  expect(objectNames()).toHaveLength(4); // png, two variants, gif
  expect((await fetch(gif.url)).headers.get('content-type')).toBe('image/gif');

  const added = await call(t.app, 'POST', '/api/addNewItem/', {
    token: adminToken,
    payload: { category: 'Cakes', title: 'Cloud Cake', price: '19.99', imageUrl: image.url, gifUrl: gif.url },
  });
  expect(added.statusCode).toBe(201);
  const [shown] = (await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: customerToken })).json();
  expect(shown).toMatchObject({ imageUrl: image.url, gifUrl: gif.url, imageSrcset: image.srcset });

  const deleted = await call(t.app, 'POST', `/api/delete-item/${added.json().insertedId}`, { token: adminToken });
  expect(deleted.statusCode).toBe(200);
  expect(objectNames()).toEqual([]);
});

it('recognises only its own bucket URLs', async () => {
  const foreign = await call(t.app, 'POST', '/api/delete-upload', {
    token: adminToken,
    payload: { url: `https://firebasestorage.googleapis.com/v0/b/other-bucket/o/uploads%2Fx.png?alt=media` },
  });
  expect(foreign.statusCode).toBe(400);
  expect(foreign.json()).toEqual({ error: 'Invalid URL format' });
});
