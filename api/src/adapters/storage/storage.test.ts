/**
 * Both storage providers keep the same contract: put answers a URL that maps back to the key,
 * exists and delete work, keys that could escape `uploads/` are refused. The firebase provider
 * runs against the tests' stand-in of the Cloud Storage JSON API.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CloudStorageStandIn, startCloudStorageStandIn } from '../../../test/cloud-storage-stand-in';
import { type FileStorage, FirebaseStorage, LocalStorage } from '.';

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let standIn: CloudStorageStandIn;
let dataDir: string;
const providers: Array<[string, () => FileStorage]> = [
  ['local', () => LocalStorage.forDataDir(dataDir)],
  ['firebase', () => new FirebaseStorage({ bucket: 'shop-test.appspot.com', projectId: 'shop-test', emulatorHost: standIn.host })],
];

beforeAll(async () => {
  standIn = await startCloudStorageStandIn();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-storage-'));
});
afterAll(async () => {
  await standIn.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.each(providers)('%s storage', (_kind, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });
  afterAll(() => storage.close());

  it('stores a file, finds it by its URL and deletes it', async () => {
    const key = 'uploads/3f2a9c1e-test.png';
    const url = await storage.put(key, PNG_BYTES, 'image/png');
    expect(url).toBe(storage.urlFor(key));
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    // Deleting again is not an error (a retried cleanup must not fail).
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys outside uploads/ and URLs that are not its own', async () => {
    for (const key of ['uploads/../secrets.json', '../uploads/a.png', 'uploads/a/b.png', 'other/a.png', 'uploads/.hidden']) {
      await expect(storage.put(key, PNG_BYTES, 'image/png')).rejects.toThrow(/Unsafe storage key/);
    }
    for (const url of ['https://example.com/uploads/a.png', '/uploads/../x', 'not a url', '/uploads/a/b.png', '']) {
      expect(storage.keyFromUrl(url)).toBeNull();
    }
  });
});

describe('firebase storage against the Cloud Storage stand-in', () => {
  it('uploads with the content type, immutable caching and a download token, served at the download URL', async () => {
    const storage = new FirebaseStorage({ bucket: 'shop-test.appspot.com', emulatorHost: standIn.host });
    try {
      const url = await storage.put('uploads/abc-123.png', PNG_BYTES, 'image/png');
      expect(url).toMatch(
        new RegExp(`^http://${standIn.host}/v0/b/shop-test.appspot.com/o/uploads%2Fabc-123.png\\?alt=media&token=[0-9a-f-]{36}$`),
      );
      const object = standIn.objects.get('shop-test.appspot.com/uploads/abc-123.png');
      expect(object).toMatchObject({ contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
      expect(object?.data.equals(PNG_BYTES)).toBe(true);

      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
      // A wrong token is refused, as Firebase does.
      expect((await fetch(url.replace(/token=.*/, 'token=wrong'))).status).toBe(404);
    } finally {
      await storage.close();
    }
  });

  it('does not leave STORAGE_EMULATOR_HOST set for the rest of the process', () => {
    const storage = new FirebaseStorage({ bucket: 'b', emulatorHost: standIn.host });
    expect(process.env.STORAGE_EMULATOR_HOST).toBeUndefined();
    return storage.close();
  });
});
