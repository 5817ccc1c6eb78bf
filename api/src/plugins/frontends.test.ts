import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import frontends from './frontends';
import language from './language';

/** A repository root with tiny builds of the shell and the storefront, each file with its .br and .gz copies. */
function fakeBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-frontends-'));
  const write = (file: string, text: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
  };
  fs.writeFileSync(path.join(root, 'pnpm-workspace.yaml'), '');
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>shop</title><script defer src="/main.js"></script></head><body></body></html>',
  );
  write('shell/dist/main.js', 'console.log("shell entry");'.repeat(20));
  write('storefront-mfe/dist/431.0123456789.js', 'console.log("hashed chunk");'.repeat(20));
  return root;
}

let app: FastifyInstance;
let root: string;
beforeAll(async () => {
  root = fakeBuilds();
  app = Fastify();
  // What the security plugin sends on every answer.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self';script-src 'self';script-src-attr 'none'");
  });
  await app.register(language);
  await app.register(frontends, { repoRoot: root, uploadsDir: path.join(root, 'uploads') });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('built frontends', () => {
  it('sends the brotli or gzip copy to browsers that accept it, and the original to others', async () => {
    const original = fs.readFileSync(path.join(root, 'shell/dist/main.js'));
    const brotli = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload)).toEqual(original);

    const gzip = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(original);

    const plain = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(original);
  });

  it('keeps the caching rules for the compressed copies: hashed files for a year, entry files re-checked', async () => {
    const hashed = await app.inject({ url: '/mf/storefront/431.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('still answers client routes with index.html', async () => {
    const page = await app.inject({ url: '/homepage', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it("serves every page the shell's index.html as built, with no inline script and the usual policy", async () => {
    const built = fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
    for (const url of ['/', '/homepage', '/cart']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(built);
      expect(page.headers['content-security-policy']).toBe("default-src 'self';script-src 'self';script-src-attr 'none'");
    }
  });
});
