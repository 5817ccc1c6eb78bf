/** Test files for uploads: real images made by sharp, and multipart bodies for app.inject. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { adminSession, buildTestApp, createUser, type TestApp } from './helper';

/** A real picture (a coloured rectangle) in the given format. */
export function testImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 220, g: 60, b: 30 } } });
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipart(
  filename: string,
  data: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fireworks${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The app with the bootstrap admin's token and a customer's token (catalogue and upload tests). */
export async function appWithAdminAndCustomer(
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<{ t: TestApp; adminToken: string; customerToken: string }> {
  const t = await buildTestApp(options);
  return { t, adminToken: (await adminSession(t.app)).token, customerToken: (await createUser(t.app)).token };
}
