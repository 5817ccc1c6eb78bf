/**
 * One-process topology (ARCHITECTURE §1): the API also serves the built shell at /, the remotes
 * under /mf/storefront/ and /mf/admin/, and uploads at /uploads/. Unknown non-API GETs that
 * accept HTML get the shell's index.html (history fallback for client routes).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

interface FrontendsOptions {
  /** Repository root holding shell/dist, storefront-mfe/dist, admin-mfe/dist; null to serve none. */
  repoRoot: string | null;
  uploadsDir: string;
}

/** index.html as built, read again when a new build replaces it. */
function indexReader(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Hashed build files never change; entry points and manifests must be re-checked each time.
 * `filePath` may be the precompressed copy ('main.3f2a1b9c0d.js.br').
 */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const hashed = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|gif|svg|woff2?)$/.test(name);
  reply.header('Cache-Control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache');
}

export function findRepoRoot(start = __dirname): string | null {
  let dir = start;
  for (let i = 0; i < 6; i++) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/** Where the built frontends are, in a repository checkout. */
export function frontendDists(root: string) {
  return {
    shell: path.join(root, 'shell', 'dist'),
    storefront: path.join(root, 'storefront-mfe', 'dist'),
    admin: path.join(root, 'admin-mfe', 'dist', 'remote'),
  };
}

async function frontends(app: FastifyInstance, options: FrontendsOptions) {
  fs.mkdirSync(path.join(options.uploadsDir), { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Upload names are generated and never reused, so they can be cached for good.
    setHeaders: (reply) => reply.header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`),
  });

  const root = options.repoRoot;
  const dists = root ? frontendDists(root) : null;

  // The builds hold .br and .gz copies of their text files (tooling/webpack.base.cjs): they are sent
  // as they are to browsers that accept them, with no compression work per request.
  const built = { setHeaders: setCacheHeaders, preCompressed: true };
  if (dists && fs.existsSync(dists.storefront)) {
    await app.register(fastifyStatic, { root: dists.storefront, prefix: '/mf/storefront/', decorateReply: false, ...built });
  }
  if (dists && fs.existsSync(dists.admin)) {
    await app.register(fastifyStatic, { root: dists.admin, prefix: '/mf/admin/', decorateReply: false, ...built });
  }
  const shellIndex = dists ? path.join(dists.shell, 'index.html') : null;
  const hasShell = shellIndex !== null && fs.existsSync(shellIndex);
  if (dists && hasShell) {
    await app.register(fastifyStatic, { root: dists.shell, prefix: '/', wildcard: false, index: false, ...built });
  }

  const readIndex = hasShell ? indexReader(shellIndex as string) : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|mf)(\/|$)/.test(url) &&
      !path.extname(url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      reply.header('Cache-Control', 'no-cache');
      // The shell's index.html as built: the same file any static host would serve.
      return reply.type('text/html; charset=utf-8').send(readIndex?.() ?? '');
    }
    const t = translator(request.language ?? 'en');
    return reply.status(404).send({ error: t('errors:routeNotFound', { method: request.method, url }) });
  });
}

export default fp(frontends, { name: 'frontends', dependencies: ['language'] });
