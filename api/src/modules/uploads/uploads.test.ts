import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { call, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer, multipart, testImage } from '../../../test/uploads';
import { auditLog, items, uploads } from '../../db/schema';
import { newId } from '../../shared/ids';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from './uploads.service';

let t: TestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

interface UploadAnswer {
  _id: string;
  url: string;
  contentType: string;
  size: number;
  srcset: string;
  message: string;
}

async function upload(filename: string, data: Buffer, token = adminToken, contentType?: string, url = '/api/uploads') {
  const { payload, headers } = multipart(filename, data, contentType);
  return call(t.app, 'POST', url, { token, payload, headers });
}

const keyOf = (url: string) => url.replace(/^\//, '');

describe('POST /api/uploads', () => {
  it('stores a PNG under a generated name with resized WebP variants, and records who uploaded it', async () => {
    const png = await testImage('png', 1000, 600);
    const response = await upload('My Candle.png', png);
    expect(response.statusCode).toBe(201);
    const body = response.json() as UploadAnswer;
    expect(body).toMatchObject({ contentType: 'image/png', size: png.length, message: 'Files Successfully uploaded' });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await t.app.ctx.storage.exists(keyOf(body.url))).toBe(true);

    // 1000 px wide: 320, 640, 960 and its own width; never enlarged.
    const variants = body.srcset.split(', ').map((entry) => entry.split(' '));
    expect(variants.map(([, width]) => width)).toEqual(['320w', '640w', '960w', '1000w']);
    for (const [url, width] of variants) {
      const stored = await sharp(await fileBytes(url as string)).metadata();
      expect(stored.format).toBe('webp');
      expect(`${stored.width}w`).toBe(width);
    }

    const [row] = await t.app.ctx.db.select().from(uploads).where(eq(uploads.id, body._id));
    expect(row).toMatchObject({ url: body.url, createdBy: 'admin', sizeBytes: png.length });
    const [audit] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, body._id));
    expect(audit).toMatchObject({ action: 'upload.create', targetType: 'upload', actorUsername: 'admin' });
  });

  it.each([
    ['jpeg', 'photo.jpg'],
    ['png', 'photo.png'],
    ['webp', 'photo.webp'],
  ] as const)('keeps no metadata of a %s photo (uploads are public: EXIF holds where and when it was taken)', async (format, filename) => {
    // Taken sideways, with a GPS position and a camera owner in its EXIF.
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1d4ed8' } })
      .toFormat(format)
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Ana Pérez' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes('Ana P')).toBe(true);
    const response = await upload(filename, photo);
    expect(response.statusCode).toBe(201);
    const body = response.json() as UploadAnswer;
    const original = await fileBytes(body.url);
    const stored = await sharp(original).metadata();
    expect(stored.exif).toBeUndefined();
    expect(original.includes('Ana P')).toBe(false);
    // Still the same picture, drawn upright as the phone meant it.
    expect([stored.format, stored.width, stored.height]).toEqual([format, 400, 600]);
    expect(body.size).toBe(original.length);
    for (const entry of body.srcset.split(', ')) {
      expect((await sharp(await fileBytes(entry.split(' ')[0] as string)).metadata()).exif).toBeUndefined();
    }
  });

  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg', /\.jpg$/],
    ['webp', 'photo.webp', 'image/webp', /\.webp$/],
  ] as const)('takes %s images', async (format, filename, contentType, extension) => {
    const response = await upload(filename, await testImage(format, 300, 200));
    expect(response.statusCode).toBe(201);
    const body = response.json() as UploadAnswer;
    expect(body.contentType).toBe(contentType);
    expect(body.url).toMatch(extension);
    // Smaller than the narrowest standard width: one variant at its own width.
    expect(body.srcset).toMatch(/^\/uploads\/\S+-w300\.webp 300w$/);
  });

  it('the gif slot (?slot=gif) takes only a GIF and says why otherwise, storing nothing', async () => {
    const before = await t.app.ctx.db.select().from(uploads);
    const refused = await upload('burst.png', await testImage('png'), adminToken, undefined, '/api/uploads?slot=gif');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ error: 'Only a GIF file can go in the gif field. Please choose a .gif file.' });
    expect(await t.app.ctx.db.select().from(uploads)).toHaveLength(before.length);
    const taken = await upload('burst.gif', await testImage('gif'), adminToken, undefined, '/api/uploads?slot=gif');
    expect(taken.statusCode).toBe(201);
    const unknownSlot = await upload('burst.gif', await testImage('gif'), adminToken, undefined, '/api/uploads?slot=video');
    expect(unknownSlot.statusCode).toBe(400);
  });

  it('keeps a gif as it is, with no variants', async () => {
    const gif = await testImage('gif');
    const response = await upload('burst.gif', gif);
    expect(response.statusCode).toBe(201);
    const body = response.json() as UploadAnswer;
    expect(body).toMatchObject({ contentType: 'image/gif', srcset: '' });
    expect((await fileBytes(body.url)).equals(gif)).toBe(true);
  });

  it('judges files by their bytes: a renamed text file is refused', async () => {
    const response = await upload('innocent.png', Buffer.from('#!/bin/sh\necho not an image\n'), adminToken, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Only JPEG, PNG, WebP and GIF images can be uploaded.' });
  });

  it('refuses a file with image magic bytes but broken content', async () => {
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('garbage'.repeat(100))]);
    const response = await upload('broken.png', broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/could not be read/);
  });

  it('refuses files over 10 MB with 413', async () => {
    const png = await testImage('png', 8, 8);
    const eleven = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024 - png.length)]);
    const response = await upload('huge.png', eleven);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is larger than 10 MB. Please choose a smaller file.' });
  });

  it.each(['../../etc/passwd.png', '..\\..\\boot.png', 'folder/inside.png', '..'])('refuses the file name %s', async (filename) => {
    const before = await t.app.ctx.db.select().from(uploads);
    const response = await upload(filename, await testImage('png'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/file name is not allowed/);
    expect(await t.app.ctx.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('asks for a file when none is sent, and for multipart when JSON is sent', async () => {
    const empty = await call(t.app, 'POST', '/api/uploads', {
      token: adminToken,
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Please choose a file to upload.' });
    const json = await call(t.app, 'POST', '/api/uploads', { token: adminToken, payload: { url: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('is for admins only', async () => {
    const png = await testImage('png');
    expect((await upload('a.png', png, customerToken)).statusCode).toBe(403);
    const anonymous = multipart('a.png', png);
    expect((await call(t.app, 'POST', '/api/uploads', anonymous)).statusCode).toBe(401);
  });
});

describe('POST /api/delete-upload', () => {
  it('deletes an upload no item shows, with its variants', async () => {
    const body = (await upload('cancelled.png', await testImage('png', 700, 400))).json() as UploadAnswer;
    const variantKeys = body.srcset.split(', ').map((entry) => keyOf(entry.split(' ')[0] as string));
    const response = await call(t.app, 'POST', '/api/delete-upload', { token: adminToken, payload: { url: body.url } });
    expect(response.statusCode).toBe(200);
    for (const key of [keyOf(body.url), ...variantKeys]) expect(await t.app.ctx.storage.exists(key)).toBe(false);
    expect(await t.app.ctx.db.select().from(uploads).where(eq(uploads.id, body._id))).toEqual([]);
  });

  it('refuses URLs that are not ours, unknown files, and files an item shows', async () => {
    const invalid = await call(t.app, 'POST', '/api/delete-upload', {
      token: adminToken,
      payload: { url: 'https://example.com/cat.png' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'Invalid URL format' });

    const unknown = await call(t.app, 'POST', '/api/delete-upload', { token: adminToken, payload: { url: `/uploads/${newId()}.png` } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Failed to delete file. Please ensure the URL is correct.' });

    const shown = (await upload('shown.png', await testImage('png'))).json() as UploadAnswer;
    await t.app.ctx.db.insert(items).values({ id: newId(), category: 'Cakes', title: 'Shown', priceCents: 100, imageUrl: shown.url });
    const inUse = await call(t.app, 'POST', '/api/delete-upload', { token: adminToken, payload: { url: shown.url } });
    expect(inUse.statusCode).toBe(409);
    expect(await t.app.ctx.storage.exists(keyOf(shown.url))).toBe(true);
  });

  it('is for admins only', async () => {
    const body = (await upload('mine.png', await testImage('png'))).json() as UploadAnswer;
    const response = await call(t.app, 'POST', '/api/delete-upload', { token: customerToken, payload: { url: body.url } });
    expect(response.statusCode).toBe(403);
    expect(await t.app.ctx.storage.exists(keyOf(body.url))).toBe(true);
  });
});

describe('sweeping abandoned uploads', () => {
  it('deletes old uploads no item shows, and keeps recent ones and those an item shows', async () => {
    const old = (await upload('old.png', await testImage('png'))).json() as UploadAnswer;
    const oldShown = (await upload('old-shown.png', await testImage('png'))).json() as UploadAnswer;
    const recent = (await upload('recent.png', await testImage('png'))).json() as UploadAnswer;
    await t.app.ctx.db
      .insert(items)
      .values({ id: newId(), category: 'Cakes', title: 'Old Shown', priceCents: 100, imageUrl: oldShown.url });
    const longAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60_000);
    for (const id of [old._id, oldShown._id]) await t.app.ctx.db.update(uploads).set({ createdAt: longAgo }).where(eq(uploads.id, id));

    await sweepAbandonedUploads(t.app.ctx, t.app.log);

    expect(await t.app.ctx.storage.exists(keyOf(old.url))).toBe(false);
    expect(await t.app.ctx.storage.exists(keyOf(oldShown.url))).toBe(true);
    expect(await t.app.ctx.storage.exists(keyOf(recent.url))).toBe(true);
    const left = (await t.app.ctx.db.select().from(uploads)).map((u) => u.id);
    expect(left).not.toContain(old._id);
    expect(left).toEqual(expect.arrayContaining([oldShown._id, recent._id]));
  });
});

async function fileBytes(url: string): Promise<Buffer> {
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  return fs.readFile(path.join(t.dataDir, keyOf(url)));
}
